import { AdminResetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { adminRoutes } from '../../contracts/admin';
import { routeIn } from '../core/route';
import { cognito, isUserNotFound, userPoolId } from '../core/cognito';
import { withAdminHttp } from '../core/admin-http';
import { recordAdminAction } from './audit-store';

/**
 * POST /api/functions/admin-reset-password `{email}`: Cognito emails the user a reset code, which
 * they enter on the forgot-password page with a new password. The answer is the same whether or
 * not the address has an account.
 */
export const handler = withAdminHttp(
  routeIn(adminRoutes, 'resetUserPassword'),
  async ({ body, identity }) => {
    let sent = true;
    try {
      await cognito().send(
        new AdminResetUserPasswordCommand({ UserPoolId: userPoolId(), Username: body.email }),
      );
    } catch (error) {
      if (!isUserNotFound(error)) throw error;
      sent = false;
    }
    await recordAdminAction(identity, {
      action: 'password.reset',
      target_type: 'email',
      target_id: body.email,
      target_label: body.email,
      before: null,
      after: { code_sent: sent },
    });
    return { status: 'sent' as const };
  },
);
