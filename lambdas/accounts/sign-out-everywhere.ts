import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { accountRoutes } from '../../contracts/accounts/account';
import { routeIn } from '../core/route';
import { cognito, userPoolId } from '../core/cognito';
import { withHttp } from '../core/http';
import { endSessionsBefore, nextSecond } from './profile-store';

/**
 * POST /api/account/sign-out-everywhere: every session of the account ends, this one included.
 * The pool revokes the refresh tokens (no new tokens), and the profile's cut-off refuses the ID
 * tokens already handed out, which the pool cannot recall.
 */
export const handler = withHttp(
  routeIn(accountRoutes, 'signOutEverywhere'),
  async ({ identity }) => {
    await endSessionsBefore(identity.userId, nextSecond());
    await cognito().send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: identity.userId }),
    );
    return { signed_out: true as const };
  },
);
