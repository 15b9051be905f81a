import { browserStorages, storageHoldingSession } from '@/lib/auth/token-storage';
import { lazyPart } from '@/lib/lazy-part';

const load = () => import('./signed-in-actions');

/** The navbar's and the mobile menu's signed-in parts, whose code loads with the first of them. */
export const signedInParts = {
  Actions: lazyPart(() => load().then((module) => module.SignedInActions)),
  MenuItems: lazyPart(() => load().then((module) => module.SignedInMenuItems)),
};

/**
 * Starts loading the signed-in parts while a session kept by this browser is being restored, so
 * the navbar does not wait for their code once it is.
 */
export function preloadSignedInPartsForStoredSession(): void {
  const { local, session } = browserStorages();
  if (storageHoldingSession(local, session)) signedInParts.Actions.preload();
}
