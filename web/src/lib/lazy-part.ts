import { lazy, type ComponentType } from 'react';

export interface LazyPart<Props> {
  /** Renders the part; suspends (to the nearest `Suspense`) until its code has loaded. */
  Component: ComponentType<Props>;
  /** Starts loading the part's code ahead of its first render; a failure is retried then. */
  preload(): void;
}

/**
 * A part of a page (a panel, a dialog) whose code loads the first time it renders, or earlier
 * with `preload`: the page is usable before it arrives.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyPart<Props> {
  let pending: Promise<{ default: ComponentType<Props> }> | undefined;
  const fetchPart = () => {
    pending ??= load().then((Component) => ({ default: Component }));
    return pending;
  };
  return {
    Component: lazy(fetchPart),
    preload: () => {
      fetchPart().catch(() => {
        pending = undefined;
      });
    },
  };
}
