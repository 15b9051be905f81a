import type { Subscriber } from '../../contracts/admin';
import type { BillingSummary } from '../../contracts/billing';
import type { SubscriberRecord } from './subscriber-store';

/** The dashboard's view of a subscription record. */
export function billingSummaryOf(record: SubscriberRecord): BillingSummary {
  const paid = Boolean(record.stripe_subscription_id);
  return {
    status: !record.subscribed
      ? 'inactive'
      : paid && record.billing_status === 'past_due'
        ? 'past_due'
        : 'active',
    period_end: record.subscription_end,
    renews:
      record.subscribed &&
      paid &&
      RUNNING_STATUSES.has(record.billing_status ?? '') &&
      record.cancel_at_period_end !== true,
    can_manage: Boolean(record.stripe_customer_id),
  };
}

/** Stripe statuses of a plan that still runs (and charges the card). */
export const RUNNING_STATUSES = new Set(['active', 'trialing', 'past_due']);

/** The admin view of a subscription record: how a running one is paid. */
export function adminSubscriberOf(record: SubscriberRecord): Subscriber {
  const paid = Boolean(record.stripe_subscription_id);
  return {
    ...record,
    payment: !record.subscribed
      ? null
      : !paid
        ? 'granted'
        : record.billing_status === 'past_due'
          ? 'card_past_due'
          : 'card',
  };
}
