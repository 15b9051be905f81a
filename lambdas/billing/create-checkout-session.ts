import { billingRoutes } from '../../contracts/billing';
import { routeIn } from '../core/route';
import { Conflict, ServiceUnavailable } from '../core/errors';
import { withHttp } from '../core/http';
import { ownSubscription } from './own-subscription';
import { siteUrl } from './site-url';
import { billing, billingCallFailed, BILLING_UNAVAILABLE } from './stripe-client';
import { linkStripeCustomer } from './subscriber-store';

export const ALREADY_LIVE = 'Your listing is already live. Use Manage billing to change your plan.';

/**
 * POST /api/billing/checkout-session: a Stripe Checkout page for the caller's own office, for
 * the one monthly plan. Office, price and customer all come from the server, never the request.
 */
export const handler = withHttp(
  routeIn(billingRoutes, 'createCheckoutSession'),
  async ({ identity }) => {
    const record = await ownSubscription(identity);
    if (record.subscribed) throw new Conflict(ALREADY_LIVE);
    const { stripe, settings } = await billing();
    const site = siteUrl();

    let customerId = record.stripe_customer_id;
    if (!customerId) {
      const customer = await stripe.customers
        .create(
          { email: record.email, name: record.office_name, metadata: { office_id: record.id } },
          // A retried request reuses the customer the first one created.
          { idempotencyKey: `customer-${record.id}` },
        )
        .catch((error: unknown) => {
          throw billingCallFailed(error, 'customers.create');
        });
      customerId = await linkStripeCustomer(record.id, customer.id);
    }

    const session = await stripe.checkout.sessions
      .create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: record.id,
        line_items: [{ price: settings.priceId, quantity: 1 }],
        metadata: { office_id: record.id },
        subscription_data: { metadata: { office_id: record.id } },
        success_url: `${site}/dashboard?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${site}/dashboard?checkout=cancelled`,
      })
      .catch((error: unknown) => {
        throw billingCallFailed(error, 'checkout.sessions.create');
      });
    if (!session.url) throw new ServiceUnavailable(BILLING_UNAVAILABLE);
    return { url: session.url };
  },
);
