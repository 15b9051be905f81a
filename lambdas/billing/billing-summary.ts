import type { BillingSummary } from '../../contracts/billing';
import type { SubscriberRecord } from './subscriber-store';

/** Stripe statuses in which a plan renews by itself at the end of its period. */
const RENEWING = new Set(['active', 'trialing', 'past_due']);

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
      RENEWING.has(record.billing_status ?? '') &&
      record.cancel_at_period_end !== true,
    can_manage: Boolean(record.stripe_customer_id),
  };
}
