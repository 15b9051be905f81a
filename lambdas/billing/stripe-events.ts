import type Stripe from 'stripe';
import { BadRequest } from '../core/errors';

/** The event types billing acts on; Stripe may send others, which are acknowledged and ignored. */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

/** The id of a Stripe reference, which arrives as an id or as the expanded object. */
export const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

/** The subscription an event is about, if it is one billing acts on. */
export function subscriptionIdOf(event: Stripe.Event): string | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.mode === 'subscription'
        ? idOf(event.data.object.subscription)
        : undefined;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return event.data.object.id;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return idOf(event.data.object.parent?.subscription_details?.subscription);
    default:
      return undefined;
  }
}

export interface EventDeps {
  wasHandled: (eventId: string) => Promise<boolean>;
  markHandled: (eventId: string, type: string) => Promise<void>;
  /** Stripe's current view of a subscription: events may arrive late or out of order. */
  retrieveSubscription: (id: string) => Promise<Stripe.Subscription>;
  syncSubscription: (subscription: Stripe.Subscription) => Promise<void>;
}

export type EventOutcome = 'duplicate' | 'ignored' | 'synced';

/**
 * Handles one verified event. It never trusts the event's copy of the subscription: it re-reads
 * the subscription from Stripe and writes that, so duplicates and any order of arrival end in
 * Stripe's current state. The event is marked handled only after the write, so a failure is
 * retried by Stripe's redelivery.
 */
export async function handleStripeEvent(
  event: Stripe.Event,
  deps: EventDeps,
): Promise<EventOutcome> {
  if (await deps.wasHandled(event.id)) return 'duplicate';
  const subscriptionId = subscriptionIdOf(event);
  if (subscriptionId) {
    await deps.syncSubscription(await deps.retrieveSubscription(subscriptionId));
  }
  await deps.markHandled(event.id, event.type);
  return subscriptionId ? 'synced' : 'ignored';
}

/** The event Stripe signed, or a 400 when the signature does not match these exact bytes. */
export function verifyStripeEvent(
  stripe: Stripe,
  raw: string,
  signature: string | undefined,
  secret: string,
): Stripe.Event {
  if (!signature) throw new BadRequest('The Stripe-Signature header is missing.');
  try {
    return stripe.webhooks.constructEvent(raw, signature, secret);
  } catch {
    throw new BadRequest('The Stripe signature is not valid.');
  }
}
