import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { accountRoutes } from '../../contracts/accounts/account';
import { routeIn } from '../core/route';
import { cancelPaidSubscription } from '../billing/cancel-paid-subscription';
import { closeForDeletedAccount, getSubscriber } from '../billing/subscriber-store';
import { cognito, isUserNotFound, userPoolId } from '../core/cognito';
import { withHttp } from '../core/http';
import { logger } from '../core/logger';
import { accountDeleted } from '../email/templates/account-deleted';
import { anonymizeSentFrom } from '../inquiries/inquiry-store';
import { deleteOffice, getOffice, setSubscriptionActive } from '../offices/office-store';
import { saveAccountDeletedNotice } from './account-notice-store';
import { getProfile, replaceWithDeletedMarker } from './profile-store';
import { verifyPassword } from './verify-password';

/** A professional's listing goes: the plan is cancelled (at Stripe too), then the office. */
async function removePractice(officeId: string): Promise<void> {
  const subscriber = await getSubscriber(officeId);
  if (subscriber) {
    await cancelPaidSubscription(subscriber);
    await closeForDeletedAccount(officeId);
  }
  if (await getOffice(officeId)) {
    await setSubscriptionActive(officeId, false);
    await deleteOffice(officeId);
  }
}

/**
 * POST /api/account/delete: with the current password confirmed, the account goes for good. Each
 * step can be run again, so a failure part way is finished by trying again: the listing and
 * subscription, then the personal data in what the user sent, then the user in the pool (no more
 * sign-in), then the profile, replaced by a marker that refuses the tokens still in circulation.
 * The confirmation email goes through the outbox, so it arrives although the account is gone.
 */
export const handler = withHttp(
  routeIn(accountRoutes, 'deleteMyAccount'),
  async ({ identity, body }) => {
    await verifyPassword(identity.userId, body.password);
    const profile = await getProfile(identity.userId);
    const email = profile?.email || identity.email;
    const officeId = identity.groups.includes('professional') ? profile?.office_id : undefined;

    if (officeId) await removePractice(officeId);
    const anonymized = await anonymizeSentFrom(email);
    try {
      await cognito().send(
        new AdminDeleteUserCommand({ UserPoolId: userPoolId(), Username: identity.userId }),
      );
    } catch (error) {
      if (!isUserNotFound(error)) throw error;
    }
    await replaceWithDeletedMarker(identity.userId);
    await saveAccountDeletedNotice(accountDeleted({ email, professional: Boolean(officeId) }));
    logger.info('account deleted', { professional: Boolean(officeId), anonymized });
    return { deleted: true as const };
  },
);
