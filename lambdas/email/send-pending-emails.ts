import { withInvocationContext } from '../core/invocation';
import { logger } from '../core/logger';
import { reportPending, sendPendingEmails } from './outbox';

/** Scheduled every minute: retries the emails whose first sending failed. */
export const handler = withInvocationContext(async (): Promise<void> => {
  const result = await sendPendingEmails();
  if (result.records > 0) logger.info('outbox pass', { ...result });
  reportPending(result.pending);
});
