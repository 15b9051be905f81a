import type { Context } from 'aws-lambda';
import { logger } from './logger';
import { tracer } from './tracer';

/**
 * Wraps a function that is not an HTTP route (a trigger, a schedule) as the HTTP wrapper does
 * routes: every log line of an invocation carries its request id, and the invocation is a trace
 * subsegment with the cold-start and service annotations (an error is recorded on it; the
 * result never is). Called without a context (the local Cognito's triggers), it only runs.
 */
export function withInvocationContext<E, R>(handler: (event: E) => Promise<R>) {
  return async (event: E, context?: Context): Promise<R> => {
    if (context) logger.addContext(context);
    const segment = tracer.isTracingEnabled() ? tracer.getSegment() : undefined;
    const subsegment = segment?.addNewSubsegment(`## ${process.env._HANDLER ?? 'handler'}`);
    if (subsegment) {
      tracer.setSegment(subsegment);
      tracer.annotateColdStart();
      tracer.addServiceNameAnnotation();
    }
    try {
      return await handler(event);
    } catch (error) {
      if (subsegment) tracer.addErrorAsMetadata(error as Error);
      throw error;
    } finally {
      if (subsegment && segment) {
        subsegment.close();
        tracer.setSegment(segment);
      }
      logger.resetKeys();
    }
  };
}
