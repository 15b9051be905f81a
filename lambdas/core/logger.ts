import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The one structured logger. Log ids, route names, statuses and timings only:
 * never emails, names, message or chat text, tokens or card data.
 */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'dental-api',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'WARN' | 'ERROR' | 'DEBUG' | undefined) ?? 'INFO',
});
