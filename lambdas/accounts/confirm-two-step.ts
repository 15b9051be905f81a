import {
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { accountRoutes } from '../../contracts/accounts/account';
import { routeIn } from '../core/route';
import { cognito, userPoolId } from '../core/cognito';
import { BadRequest } from '../core/errors';
import { withHttp } from '../core/http';
import { nextSecond, recordTwoStep } from './profile-store';

/**
 * POST /api/account/two-step: the caller just turned on an authenticator app with the user pool.
 * The server checks that the pool now asks for a code at sign-in, records it, and ends every
 * session of the account, this one included: any session left afterwards passed the code, which
 * is what admin calls require.
 */
export const handler = withHttp(routeIn(accountRoutes, 'confirmTwoStep'), async ({ identity }) => {
  const user = await cognito().send(
    new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: identity.userId }),
  );
  if (!(user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA')) {
    throw new BadRequest(
      'Two-step sign-in is not turned on yet. Confirm a code from your app first.',
    );
  }
  await recordTwoStep(identity.userId, nextSecond());
  await cognito().send(
    new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: identity.userId }),
  );
  return { two_step_enabled: true };
});
