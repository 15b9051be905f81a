import { billingRoutes } from '../../contracts/billing';
import { routeIn } from '../core/route';
import { NotFound } from '../core/errors';
import { withHttp } from '../core/http';
import { logger } from '../core/logger';
import { billingSummaryOf } from './billing-summary';
import { ownSubscription } from './own-subscription';
import { syncSubscription } from './stripe-sync';
import { getSubscriber, type SubscriberRecord } from './subscriber-store';
import { idOf } from './stripe-events';

/**
 * Reads the checkout session the caller came back from, so the dashboard shows the result at
 * once even when Stripe's webhook is still on its way. Only the caller's own session counts; a
 * Stripe hiccup leaves the stored state, which the webhook brings up to date.
 */
async function syncCheckout(
  record: SubscriberRecord,
  sessionId: string,
): Promise<SubscriberRecord> {
  const customerId = record.stripe_customer_id;
  if (!customerId) throw new NotFound('This checkout session was not found.', 'checkout_session');
  // Loaded only on the way back from checkout: the other reads of the plan never call Stripe, and
  // its SDK is the largest part of this function's cold start.
  const { billing } = await import('./stripe-client');
  const { stripe } = await billing();
  let subscriptionId: string | undefined;
  try {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    if (idOf(session.customer) !== customerId) {
      throw new NotFound('This checkout session was not found.', 'checkout_session');
    }
    subscriptionId = idOf(session.subscription);
    if (subscriptionId) await syncSubscription(await stripe.subscriptions.retrieve(subscriptionId));
  } catch (error) {
    if (error instanceof NotFound) throw error;
    logger.warn('Checkout session not read; showing the stored state', {
      reason: (error as Error).name,
    });
    return record;
  }
  return (await getSubscriber(record.id)) ?? record;
}

/** GET /api/billing: the caller's plan, its period and whether it renews. */
export const handler = withHttp(
  routeIn(billingRoutes, 'getBilling'),
  async ({ identity, query }) => {
    let record = await ownSubscription(identity);
    if (query.checkout_session) record = await syncCheckout(record, query.checkout_session);
    return billingSummaryOf(record);
  },
);
