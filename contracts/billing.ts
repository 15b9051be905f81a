import * as z from './zod';
import { defineRoute } from './http';

/**
 * Where a professional's listing subscription stands, as the dashboard shows it:
 * - `inactive`: not listed (never paid, payment not finished, or ended);
 * - `active`: listed; `renews` says whether it renews on `period_end` or stops there;
 * - `past_due`: listed, but the last renewal payment failed and the card needs fixing.
 */
export const billingStatuses = ['inactive', 'active', 'past_due'] as const;
export type BillingStatus = (typeof billingStatuses)[number];

export const billingSummary = z.object({
  status: z.enum(billingStatuses),
  /** The last day of the paid (or granted) period, YYYY-MM-DD; null when never listed. */
  period_end: z.nullable(z.string()),
  /** True when the plan renews by itself on `period_end`; false when the listing stops then. */
  renews: z.boolean(),
  /** True once a billing account exists, so 'Manage billing' can open the billing portal. */
  can_manage: z.boolean(),
});
export type BillingSummary = z.infer<typeof billingSummary>;

/** A Stripe Checkout session id, as Stripe puts it in the success URL. */
const checkoutSessionId = z
  .string()
  .check(
    z.maxLength(255, 'Checkout session is not valid'),
    z.regex(/^cs_[A-Za-z0-9_]+$/, 'Checkout session is not valid'),
  );

/** Where the browser goes next: a page hosted by the payment provider. */
export const redirectUrl = z.object({ url: z.string() });

export const billingRoutes = [
  defineRoute({
    id: 'getBilling',
    method: 'GET',
    path: '/api/billing',
    access: 'professional',
    /** `checkout_session`: the session the caller just came back from, read at once. */
    query: z.object({ checkout_session: z.optional(checkoutSessionId) }),
    response: billingSummary,
  }),
  defineRoute({
    id: 'createCheckoutSession',
    method: 'POST',
    path: '/api/billing/checkout-session',
    access: 'professional',
    response: redirectUrl,
    successStatus: 201,
  }),
  defineRoute({
    id: 'createBillingPortalSession',
    method: 'POST',
    path: '/api/billing/portal-session',
    access: 'professional',
    response: redirectUrl,
    successStatus: 201,
  }),
  /**
   * Stripe's event notifications. Public: Stripe signs the raw body (`Stripe-Signature`), and
   * the handler refuses anything it did not sign.
   */
  defineRoute({
    id: 'stripeWebhook',
    method: 'POST',
    path: '/api/stripe/webhook',
    access: 'public',
    response: z.object({ received: z.literal(true) }),
  }),
] as const;
