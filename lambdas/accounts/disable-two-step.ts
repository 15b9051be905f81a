import { AdminSetUserMFAPreferenceCommand } from '@aws-sdk/client-cognito-identity-provider';
import { accountRoutes } from '../../contracts/accounts/account';
import { routeIn } from '../core/route';
import { cognito, userPoolId } from '../core/cognito';
import { Conflict } from '../core/errors';
import { withHttp } from '../core/http';
import { clearTwoStep } from './profile-store';
import { verifyPassword } from './verify-password';

/** Why an admin cannot turn two-step sign-in off: every admin call needs it. */
const ADMIN_KEEPS_TWO_STEP =
  'Admin accounts keep two-step sign-in on: the admin dashboard needs it.';

/**
 * POST /api/account/two-step/disable: sign-in stops asking for an authenticator code, once the
 * current password is confirmed. Refused to an admin, whose admin calls all need it.
 */
export const handler = withHttp(
  routeIn(accountRoutes, 'disableTwoStep'),
  async ({ identity, body }) => {
    if (identity.groups.includes('admin')) throw new Conflict(ADMIN_KEEPS_TWO_STEP);
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
