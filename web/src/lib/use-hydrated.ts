import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the page rendered at build time and during hydration, true once the app runs in the
 * browser. Forms stay disabled until then: typing into markup the app has not taken over yet
 * would be lost, and a native submit would put the fields (a password too) in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
