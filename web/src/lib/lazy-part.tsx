import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';

export interface LazyPart<Props> {
  /**
   * Renders the part; suspends (to the nearest `Suspense`) until its code has loaded. When the
   * code cannot be loaded, it shows the part's `onError` fallback in its place, never an error
   * of the whole page.
   */
  Component: ComponentType<Props>;
  /** Starts loading the part's code ahead of its first render; a failure is retried then. */
  preload(): void;
}

export interface LazyPartOptions {
  /**
   * Shown in place of a part whose code could not be loaded (or that threw `error`); `retry`
   * loads it again.
   */
  onError?: (retry: () => void, error: unknown) => ReactNode;
}

/**
 * A part of a page (a panel, a menu's items) whose code loads the first time it renders, or
 * earlier with `preload`: the page is usable before it arrives. A load that fails is tried again
 * on a retry, or on the part's next mount.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { onError = () => null }: LazyPartOptions = {},
): LazyPart<Props> {
  let pending: Promise<{ default: ComponentType<Props> }> | undefined;
  const fetchPart = () => {
    pending ??= load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // React.lazy keeps a failed load for good, so once a failure is shown, later attempts get a
  // new one.
  let Loaded = lazy(fetchPart);
  const renew = () => {
    Loaded = lazy(fetchPart);
  };

  function Part(props: Props) {
    // Taken once per attempt, so a part that has loaded is never swapped for another component.
    const [attempt, setAttempt] = useState(() => ({ count: 0, Current: Loaded }));
    const retry = () => setAttempt(({ count }) => ({ count: count + 1, Current: Loaded }));
    const { Current } = attempt;
    return (
      <ErrorBoundary
        resetKey={String(attempt.count)}
        fallback={(error) => onError(retry, error)}
        onCatch={renew}
      >
        <Current {...props} />
      </ErrorBoundary>
    );
  }

  return {
    Component: Part,
    preload: () => {
      fetchPart().catch(() => undefined);
    },
  };
}
