import { withInvocationContext } from '../core/invocation';
import { logger } from '../core/logger';
import { rollUpImpressions } from './listing-stats-store';

/** Scheduled: turns the impression batches searches wrote into each office's daily counters. */
export const handler = withInvocationContext(async (): Promise<void> => {
  const { batches, counted } = await rollUpImpressions();
  if (batches > 0) logger.info('impressions rolled up', { batches, counted });
});
