import { Component, type ReactNode } from 'react';

interface BoundaryProps {
  children: ReactNode;
  /** What to show in place of the children once they have thrown. */
  fallback: (error: unknown) => ReactNode;
  /** A new value clears the error and renders the children again. */
  resetKey: string;
  /** Told once the fallback has taken the children's place. */
  onCatch?: () => void;
}

interface BoundaryState {
  failure: { error: unknown } | null;
  resetKey: string;
}

/** Shows `fallback` in place of children that threw, until `resetKey` changes. */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override componentDidCatch() {
    this.props.onCatch?.();
  }

  override render() {
    const { failure } = this.state;
    return failure ? this.props.fallback(failure.error) : this.props.children;
  }
}
