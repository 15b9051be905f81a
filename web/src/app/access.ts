import type { Profile } from '@contracts/accounts/profile';
import { paths } from '@/config/paths';
import { isProfessional } from '@/features/accounts/roles';
import { isAdmin, isSignedIn, type AuthState } from '@/lib/auth/auth-context';

/**
 * Who may open a route:
 * - `guest`: visitors who are not signed in (signing in and up); signed-in users go home.
 * - `signedIn`: any signed-in user; visitors are asked to sign in.
 * - `professional`: a professional (by group or profile); anyone else is sent to the
 *   professional sign-in.
 * - `admin`: an administrator; anyone else, signed in or not, sees Access Denied in the page.
 *
 * For display only: the server decides what each user may do.
 */
export type Access = 'guest' | 'signedIn' | 'professional' | 'admin';

export type AccessDecision = { allow: true } | { redirectTo: string } | { denied: true };

const allow: AccessDecision = { allow: true };

export function decideAccess(
  access: Access,
  auth: Pick<AuthState, 'user' | 'groups'>,
  profile: Profile | null | undefined,
): AccessDecision {
  const signedIn = isSignedIn(auth);
  switch (access) {
    case 'guest':
      return signedIn ? { redirectTo: paths.home.getHref() } : allow;
    case 'signedIn':
      return signedIn ? allow : { redirectTo: paths.auth.getHref({ mode: 'signin' }) };
    case 'professional':
      // The token's group says professional at once; the profile may still be loading.
      return signedIn && (auth.groups.includes('professional') || isProfessional(profile))
        ? allow
        : { redirectTo: paths.auth.getHref({ mode: 'signin', type: 'professional' }) };
    case 'admin':
      // Without the admin group in the token (or without a token) the role check fails: not an
      // admin. The page says so rather than sending them elsewhere.
      return signedIn && isAdmin(auth) ? allow : { denied: true };
  }
}
