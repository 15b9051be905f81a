import { NotFound } from '../core/errors';
import { logger, withLogContext } from '../core/logger';
import { setSubscriptionActive } from '../offices/office-store';
import { listLapsedSubscriptions, setSubscribed } from './subscriber-store';

/**
 * Scheduled: a subscription whose last day has passed ends, and its office leaves the directory.
 * The subscriber record changes first and the listing follows, so a failed run is finished by
 * the next one.
 */
export const handler = withLogContext(async (): Promise<void> => {
  const today = new Date().toISOString().slice(0, 10);
  const lapsed = await listLapsedSubscriptions(today);
  for (const subscription of lapsed) {
    await setSubscribed(subscription.id, false, subscription.subscription_end);
    try {
      await setSubscriptionActive(subscription.office_id, false);
    } catch (error) {
      // An office deleted since: nothing is listed, so there is nothing to take down.
      if (!(error instanceof NotFound)) throw error;
    }
  }
  if (lapsed.length > 0) logger.info('subscriptions ended', { count: lapsed.length });
});
