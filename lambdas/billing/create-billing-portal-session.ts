import { billingRoutes } from '../../contracts/billing';
import { routeIn } from '../core/route';
import { Conflict } from '../core/errors';
import { withHttp } from '../core/http';
import { ownSubscription } from './own-subscription';
import { siteUrl } from './site-url';
import { billing, billingCallFailed } from './stripe-client';

export const NO_BILLING_ACCOUNT = 'There is no billing account yet. List your practice first.';

/**
 * POST /api/billing/portal-session: Stripe's billing portal for the caller's own customer, where
 * they update the card or cancel; it returns to the dashboard.
 */
export const handler = withHttp(
  routeIn(billingRoutes, 'createBillingPortalSession'),
  async ({ identity }) => {
    const record = await ownSubscription(identity);
    if (!record.stripe_customer_id) throw new Conflict(NO_BILLING_ACCOUNT);
    const { stripe } = await billing();
    const session = await stripe.billingPortal.sessions
      .create({ customer: record.stripe_customer_id, return_url: `${siteUrl()}/dashboard` })
      .catch((error: unknown) => {
        throw billingCallFailed(error, 'billingPortal.sessions.create');
      });
    return { url: session.url };
  },
);
