import { lazyPart } from '@/lib/lazy-part';

const load = () => import('./signed-in-actions');

/** The navbar's and the mobile menu's signed-in parts, whose code loads with the first of them. */
export const signedInParts = {
  Actions: lazyPart(() => load().then((module) => module.SignedInActions)),
  MenuItems: lazyPart(() => load().then((module) => module.SignedInMenuItems)),
};
