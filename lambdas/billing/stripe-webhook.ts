import { billingRoutes } from '../../contracts/billing';
import { routeIn } from '../core/route';
import { PayloadTooLarge } from '../core/errors';
import { headerValue, withHttp } from '../core/http';
import { logger } from '../core/logger';
import { handleStripeEvent, verifyStripeEvent } from './stripe-events';
import { markHandled, wasHandled } from './stripe-event-store';
import { billing, billingCallFailed } from './stripe-client';
import { syncSubscription } from './stripe-sync';

/** Stripe's events are a few kilobytes; anything far larger is not one. */
const MAX_EVENT_BYTES = 256 * 1024;

/**
 * POST /api/stripe/webhook: Stripe's notifications. The signature is checked on the exact bytes
 * received (400 when it does not match); the event then updates the subscriber record from
 * Stripe's current view of the subscription.
 */
export const handler = withHttp(routeIn(billingRoutes, 'stripeWebhook'), async ({ event }) => {
  const raw = event.isBase64Encoded
    ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
    : (event.body ?? '');
  if (Buffer.byteLength(raw, 'utf8') > MAX_EVENT_BYTES) throw new PayloadTooLarge(MAX_EVENT_BYTES);
  const { stripe, settings } = await billing();
  const stripeEvent = verifyStripeEvent(
    stripe,
    raw,
    headerValue(event, 'stripe-signature'),
    settings.webhookSecret,
  );

  const outcome = await handleStripeEvent(stripeEvent, {
    wasHandled,
    markHandled,
    retrieveSubscription: async (id) => {
      try {
        return await stripe.subscriptions.retrieve(id);
      } catch (error) {
        throw billingCallFailed(error, 'subscriptions.retrieve');
      }
    },
    syncSubscription,
  });
  logger.info('Stripe event', { type: stripeEvent.type, outcome });
  return { received: true as const };
});
