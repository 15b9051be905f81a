import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';

/**
 * The one structured logger. Log ids, route names, statuses and timings only:
 * never emails, names, message or chat text, tokens or card data.
 */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'dental-api',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'WARN' | 'ERROR' | 'DEBUG' | undefined) ?? 'INFO',
});

/**
 * Wraps a function that is not an HTTP route (a trigger, a schedule) so every log line of an
 * invocation carries its request id, as the HTTP wrapper does for routes.
 */
export function withLogContext<E, R>(handler: (event: E) => Promise<R>) {
  return async (event: E, context?: Context): Promise<R> => {
    if (context) logger.addContext(context);
    try {
      return await handler(event);
    } finally {
      logger.resetKeys();
    }
  };
}
