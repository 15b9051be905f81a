import { billing, billingCallFailed } from './stripe-client';
import type { SubscriberRecord } from './subscriber-store';

/** Stripe statuses of a plan that will still charge the card. */
const CHARGING = new Set(['active', 'trialing', 'past_due', 'incomplete', 'unpaid']);

/**
 * Ends the office's Stripe subscription now, when it has one still running. Stripe then sends
 * customer.subscription.deleted, which the webhook writes like any other news.
 */
export async function cancelPaidSubscription(record: SubscriberRecord): Promise<void> {
  const subscriptionId = record.stripe_subscription_id;
  if (!subscriptionId || !CHARGING.has(record.billing_status ?? '')) return;
  const { stripe } = await billing();
  try {
    await stripe.subscriptions.cancel(subscriptionId);
  } catch (error) {
    throw billingCallFailed(error, 'subscriptions.cancel');
  }
}
