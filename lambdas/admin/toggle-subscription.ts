import { adminRoutes } from '../../contracts/admin';
import { routeIn } from '../core/route';
import { adminSubscriberOf, RUNNING_STATUSES } from '../billing/billing-summary';
import { cancelPaidSubscription } from '../billing/cancel-paid-subscription';
import { subscriptionEndOnActivation } from '../billing/subscription-period';
import { getSubscriber, setSubscribed } from '../billing/subscriber-store';
import { NotFound } from '../core/errors';
import { withAdminHttp } from '../core/admin-http';
import { setSubscriptionActive } from '../offices/office-store';
import { recordAdminAction } from './audit-store';

/**
 * POST /api/functions/admin-toggle-subscription `{subscriberId, activate}`. Cancelling takes the
 * office out of the directory at once; activating lists it until the subscription's end date
 * (a month from today unless it already runs longer). Cancelling a paid plan cancels it at Stripe
 * first, so the professional is not charged again; when Stripe can't be reached nothing changes.
 * The subscriber record leads and the listing follows, so a retry after a failure puts both in
 * the same state.
 */
export const handler = withAdminHttp(
  routeIn(adminRoutes, 'toggleSubscription'),
  async ({ body, identity }) => {
    const { subscriberId, activate } = body;
    const before = await getSubscriber(subscriberId);
    if (!before) throw new NotFound('No subscriber exists with this id.', 'subscriberId');

    if (!activate) await cancelPaidSubscription(before);

    const today = new Date().toISOString().slice(0, 10);
    const end = activate
      ? subscriptionEndOnActivation(before.subscription_end, today)
      : before.subscription_end;
    // Turning on a plan whose Stripe subscription has ended makes it a grant (see setSubscribed).
    const unlinkStripe =
      activate &&
      Boolean(before.stripe_subscription_id) &&
      !RUNNING_STATUSES.has(before.billing_status ?? '');
    const after = await setSubscribed(subscriberId, activate, end, { unlinkStripe });
    await setSubscriptionActive(before.office_id, activate);

    await recordAdminAction(identity, {
      action: activate ? 'subscription.activate' : 'subscription.cancel',
      target_type: 'subscriber',
      target_id: subscriberId,
      target_label: before.office_name,
      before: { subscribed: before.subscribed, subscription_end: before.subscription_end },
      after: { subscribed: after.subscribed, subscription_end: after.subscription_end },
    });
    return { subscriber: adminSubscriberOf(after) };
  },
);
