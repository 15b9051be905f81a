import { logger, withLogContext } from '../core/logger';
import { rollUpImpressions } from './listing-stats-store';

/** Scheduled: turns the impression batches searches wrote into each office's daily counters. */
export const handler = withLogContext(async (): Promise<void> => {
  const { batches, counted } = await rollUpImpressions();
  if (batches > 0) logger.info('impressions rolled up', { batches, counted });
});
