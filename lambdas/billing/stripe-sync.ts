import type Stripe from 'stripe';
import { NotFound } from '../core/errors';
import { logger } from '../core/logger';
import { setSubscriptionActive } from '../offices/office-store';
import {
  applyStripeSubscription,
  getSubscriber,
  type StripeSubscriptionState,
  type SubscriberRecord,
} from './subscriber-store';
import { idOf } from './stripe-events';

/** Statuses in which the plan runs and the office is listed. `past_due` stays listed while Stripe retries the card. */
const LISTED_STATUSES = new Set(['active', 'trialing', 'past_due']);

/** The office a subscription pays for: checkout puts its id in the subscription's metadata. */
export const officeIdOf = (subscription: Stripe.Subscription): string | undefined =>
  subscription.metadata?.office_id || undefined;

/** A Unix time as its UTC calendar day. */
const dayOf = (seconds: number): string => new Date(seconds * 1000).toISOString().slice(0, 10);

/** What the subscriber record should say about this Stripe subscription. */
export function stateOf(subscription: Stripe.Subscription): StripeSubscriptionState {
  const periodEnds = subscription.items.data.map((item) => item.current_period_end);
  const end = subscription.ended_at ?? (periodEnds.length ? Math.max(...periodEnds) : null);
  return {
    customerId: idOf(subscription.customer) ?? '',
    subscriptionId: subscription.id,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    subscribed: LISTED_STATUSES.has(subscription.status),
    subscriptionEnd: end === null ? null : dayOf(end),
  };
}

/**
 * Whether this subscription's news should be written to the record. A record follows one Stripe
 * subscription; another one is taken only while it runs (a first payment, or a new plan replacing
 * an ended one). So late news of an ended plan never turns off a newer plan, nor a plan an admin
 * granted after it.
 */
export function concernsRecord(
  record: Pick<SubscriberRecord, 'stripe_subscription_id'>,
  state: StripeSubscriptionState,
): boolean {
  return record.stripe_subscription_id === state.subscriptionId || state.subscribed;
}

/**
 * Writes Stripe's current view of a subscription to the subscriber record, then lists or unlists
 * the office to match. The record leads, so a failure part-way is finished by the next event.
 */
export async function syncSubscription(subscription: Stripe.Subscription): Promise<void> {
  const officeId = officeIdOf(subscription);
  if (!officeId) {
    logger.warn('Stripe subscription without an office', { subscription: subscription.id });
    return;
  }
  const record = await getSubscriber(officeId);
  if (!record) {
    logger.warn('Stripe subscription for an unknown office', { subscription: subscription.id });
    return;
  }
  const state = stateOf(subscription);
  if (!concernsRecord(record, state)) {
    logger.info('Stripe news of a replaced subscription ignored', {
      subscription: subscription.id,
    });
    return;
  }
  await applyStripeSubscription(officeId, state);
  try {
    await setSubscriptionActive(officeId, state.subscribed);
  } catch (error) {
    // The office was deleted since: nothing is listed, so there is nothing to change.
    if (!(error instanceof NotFound)) throw error;
  }
}
