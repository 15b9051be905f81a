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
  // Loaded only here: most accounts deleted, and most listings switched off, have no plan still
  // charging, and the Stripe SDK (with the Secrets Manager client for its key) is the largest part
  // of a cold start for the functions that call this.
  const { billing, billingCallFailed } = await import('./stripe-client');
  const { stripe } = await billing();
  try {
    await stripe.subscriptions.cancel(subscriptionId);
  } catch (error) {
    throw billingCallFailed(error, 'subscriptions.cancel');
  }
}
