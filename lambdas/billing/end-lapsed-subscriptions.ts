import { NotFound } from '../core/errors';
import { withInvocationContext } from '../core/invocation';
import { logger } from '../core/logger';
import { setSubscriptionActive } from '../offices/office-store';
import { billing } from './stripe-client';
import { syncSubscription } from './stripe-sync';
import { listLapsedSubscriptions, setSubscribed, type SubscriberRecord } from './subscriber-store';

/** A granted subscription (no Stripe plan) ends on its last day. */
async function endGranted(subscription: SubscriberRecord): Promise<void> {
  await setSubscribed(subscription.id, false, subscription.subscription_end);
  try {
    await setSubscriptionActive(subscription.office_id, false);
  } catch (error) {
    // An office deleted since: nothing is listed, so there is nothing to take down.
    if (!(error instanceof NotFound)) throw error;
  }
}

/**
 * A paid one is Stripe's to end: its renewal may simply not have reached us (a webhook lost
 * after Stripe's retries), so ask Stripe and write what it says.
 */
async function reconcilePaid(subscription: SubscriberRecord, subscriptionId: string) {
  const { stripe } = await billing();
  await syncSubscription(await stripe.subscriptions.retrieve(subscriptionId));
}

/**
 * Scheduled: a subscription whose last day has passed ends, and its office leaves the directory.
 * The subscriber record changes first and the listing follows, so a failed run is finished by
 * the next one. One failing subscription does not hold up the others.
 */
export const handler = withInvocationContext(async (): Promise<void> => {
  const today = new Date().toISOString().slice(0, 10);
  const lapsed = await listLapsedSubscriptions(today);
  let failed = 0;
  for (const subscription of lapsed) {
    try {
      if (subscription.stripe_subscription_id) {
        await reconcilePaid(subscription, subscription.stripe_subscription_id);
      } else {
        await endGranted(subscription);
      }
    } catch (error) {
      failed += 1;
      logger.warn('Lapsed subscription not settled; the next run retries', {
        subscriber: subscription.id,
        reason: (error as Error).name,
      });
    }
  }
  if (lapsed.length > 0)
    logger.info('lapsed subscriptions settled', { count: lapsed.length, failed });
});
