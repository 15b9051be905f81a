import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * The one tracer (X-Ray, through Powertools). Each invocation gets a handler subsegment with the
 * cold-start and service annotations, and every AWS client call its own subsegment. Responses
 * are never recorded: they hold personal data. Outside Lambda (the local stack, tests) it does
 * nothing.
 */
export const tracer = new Tracer({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'dental-api',
  captureHTTPsRequests: false,
});

/** An AWS SDK client whose calls appear in the trace. */
export const traced = <T>(client: T): T => tracer.captureAWSv3Client(client);
