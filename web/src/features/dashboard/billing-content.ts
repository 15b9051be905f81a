import { PRO_MONTHLY_PRICE_LABEL } from '@contracts/brand';

/** A calendar day (YYYY-MM-DD) as "December 23, 2026". */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export const billingContent = {
  heading: 'Billing',
  loading: 'Loading your plan…',
  loadFailed: 'We could not load your plan',
  actionFailed: 'We could not open the payment page',
  listCta: `List your practice - ${PRO_MONTHLY_PRICE_LABEL}`,
  opening: 'Opening secure checkout…',
  notLive:
    'Your listing goes live in the directory as soon as your card payment is confirmed. The plan renews monthly; cancel anytime from Manage billing.',
  ended: (day: string) =>
    `Your plan ended on ${day}, so your office is not in the directory. Subscribe again to list it.`,
  planName: 'Professional listing',
  planLabel: 'Plan',
  renewsLabel: 'Next renewal',
  endsLabel: 'Listed until',
  endsNote: (day: string) =>
    `Your plan will not renew: your office stays in the directory until ${day}, then leaves it.`,
  manage: 'Manage billing',
  fixPayment: 'Update payment method',
  paid: {
    title: 'Payment received - your listing is live',
    body: 'Patients can now find your office in the directory.',
  },
  confirming: {
    title: 'Confirming your payment',
    body: 'Your payment is being confirmed. This usually takes a few seconds; this page updates by itself.',
  },
  cancelled: {
    title: 'Checkout cancelled',
    body: 'You were not charged and your listing is not live yet. You can list your practice whenever you are ready.',
  },
  pastDue: {
    title: 'Your last payment failed',
    body: 'Update your card to keep your listing live. Your office stays in the directory while the payment is retried, and leaves it if the plan ends unpaid.',
  },
} as const;
