import { AdminSetUserMFAPreferenceCommand } from '@aws-sdk/client-cognito-identity-provider';
import { accountRoutes } from '../../contracts/accounts/account';
import { routeIn } from '../core/route';
import { cognito, userPoolId } from '../core/cognito';
import { withHttp } from '../core/http';
import { clearTwoStep } from './profile-store';
import { verifyPassword } from './verify-password';

/**
 * POST /api/account/two-step/disable: sign-in stops asking for an authenticator code, once the
 * current password is confirmed. An admin can then no longer open the admin dashboard.
 */
export const handler = withHttp(
  routeIn(accountRoutes, 'disableTwoStep'),
  async ({ identity, body }) => {
    await verifyPassword(identity.userId, body.password);
    await cognito().send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: userPoolId(),
        Username: identity.userId,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
    await clearTwoStep(identity.userId);
    return { two_step_enabled: false };
  },
);
