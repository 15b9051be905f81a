import { withInvocationContext } from '../core/invocation';
import { logger } from '../core/logger';
import { readSesFeedback } from './ses-feedback';
import { recordSuppression } from './suppression-store';

/**
 * Started by SES bounce and complaint events (through EventBridge): puts every address that
 * bounced for good, or whose owner complained, on the suppression list the outbox checks before
 * each send. A failure to store throws, so EventBridge delivers the event again.
 */
export const handler = withInvocationContext(async (event: unknown): Promise<void> => {
  const outcome = readSesFeedback(event);
  if (outcome.kind === 'invalid') {
    // Delivering it again would not make it readable.
    logger.warn('SES event not understood; ignored', { problem: outcome.problem });
    return;
  }
  if (outcome.kind === 'ignore') {
    logger.info('SES event suppresses nothing', { event: outcome.event, why: outcome.why });
    return;
  }
  let recorded = 0;
  for (const suppression of outcome.suppressions) {
    if (await recordSuppression(suppression)) recorded += 1;
  }
  // Addresses are personal data: the log says how many, never which.
  logger.info('addresses suppressed', {
    event: outcome.event,
    recipients: outcome.suppressions.length,
    recorded,
  });
});
