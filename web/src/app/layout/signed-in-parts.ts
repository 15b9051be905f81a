import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { browserStorages, storageHoldingSession } from '@/lib/auth/token-storage';
import { lazyPart } from '@/lib/lazy-part';
import { whenIdle } from '@/lib/when-idle';

const load = () => import('./signed-in-actions');

/** The navbar's and the mobile menu's signed-in parts, whose code loads with the first of them. */
export const signedInParts = {
  Actions: lazyPart(() => load().then((module) => module.SignedInActions)),
  MenuItems: lazyPart(() => load().then((module) => module.SignedInMenuItems)),
};

/**
 * Starts loading the signed-in parts when someone is about to be signed in: while a session kept
 * by this browser is being restored, or on the sign-in page. The navbar then does not wait for
 * their code once they are.
 */
export function usePreloadSignedInParts(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const { local, session } = browserStorages();
    if (storageHoldingSession(local, session)) signedInParts.Actions.preload();
    // Signing in takes a while longer: the sign-in page is usable first.
    else if (pathname === paths.auth.path) return whenIdle(signedInParts.Actions.preload);
  }, [pathname]);
}
