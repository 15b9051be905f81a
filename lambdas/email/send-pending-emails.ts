import { sendPendingEmails } from './outbox';
import { logger } from '../core/logger';

/** Scheduled every minute: retries the emails whose first sending failed. */
export const handler = async (): Promise<void> => {
  const result = await sendPendingEmails();
  if (result.records > 0) logger.info('outbox pass', { ...result });
};
