import { lazy, useState, useSyncExternalStore, type ComponentType } from 'react';

/** How a route loads its screen: the module's component, under the name `Component`. */
export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

export interface LazyScreen {
  /** Renders the screen; suspends (to the nearest `Suspense`) until its code has loaded. */
  Screen: ComponentType;
  /** Starts loading the screen's code; settles once it has loaded or failed. */
  preload(): Promise<void>;
}

/** Screens whose code is being fetched, for the progress bar at the top of the page. */
const loading = new Set<Promise<unknown>>();
const listeners = new Set<() => void>();

function notifyLater() {
  // Loads start while a screen renders; listeners are told outside that render.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the code of a screen that is about to show is still on its way. */
export function useScreenLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading.size > 0,
    () => false,
  );
}

/**
 * A screen whose code loads when it first renders (through `React.lazy`), or earlier with
 * `preload`. A screen already loaded renders at once, without suspending: that is how the first
 * page hydrates over its pre-rendered markup. A failed load is thrown to the nearest error
 * boundary when the screen renders.
 */
export function lazyScreen(load: ScreenLoader): LazyScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;

  const fetchScreen = () => {
    if (!pending) {
      pending = load().then(({ Component }) => {
        loaded = Component;
        return { default: Component };
      });
      const tracked = pending.finally(() => {
        loading.delete(tracked);
        notifyLater();
      });
      // Failures reach the screen's error boundary through React.lazy; this copy only tracks.
      tracked.catch(() => {});
      loading.add(tracked);
      notifyLater();
    }
    return pending;
  };

  const Suspending = lazy(fetchScreen);

  function Screen() {
    // Decided once per mount, so the screen is never swapped for another component type
    // (which would remount it) once its code arrives.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Suspending />;
  }

  return {
    Screen,
    preload: () =>
      fetchScreen().then(
        () => undefined,
        () => undefined,
      ),
  };
}
