import { adminRoutes } from '../../contracts/admin';
import { routeIn } from '../core/route';
import { getProfile, setAccountActive } from '../accounts/profile-store';
import { Conflict, NotFound } from '../core/errors';
import { withAdminHttp } from '../core/admin-http';
import { recordAdminAction } from './audit-store';
import { otherActiveAdmins, roleOf, setSignInEnabled, toAdminUser } from './user-accounts';

/**
 * POST /api/functions/admin-toggle-user `{userId, activate}`. Deactivating marks the profile
 * inactive first (so the API refuses the user's tokens at once), then disables sign-in and ends
 * every session; activating reverses both. No admin can lock out themselves or the last admin.
 */
export const handler = withAdminHttp(
  routeIn(adminRoutes, 'toggleUser'),
  async ({ body, identity }) => {
    const { userId, activate } = body;
    const before = await getProfile(userId);
    if (!before) throw new NotFound('No user exists with this id.', 'userId');
    const role = await roleOf(userId);

    if (!activate) {
      if (userId === identity.userId) {
        throw new Conflict("You can't deactivate your own account.");
      }
      if (role === 'admin' && (await otherActiveAdmins(userId)) === 0) {
        throw new Conflict("You can't deactivate the last active admin.");
      }
    }

    // Deactivation takes effect in the API before sign-in is turned off; activation after it is on.
    let after = before;
    if (!activate) after = await setAccountActive(userId, false);
    await setSignInEnabled(userId, activate);
    if (activate) after = await setAccountActive(userId, true);

    await recordAdminAction(identity, {
      action: activate ? 'user.activate' : 'user.deactivate',
      target_type: 'user',
      target_id: userId,
      target_label: before.email,
      before: { active: before.active },
      after: { active: after.active },
    });
    return { user: toAdminUser(after, role) };
  },
);
