import { Readable } from 'node:stream';
import middy from '@middy/core';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import type { RouteDef } from '../../contracts/http';
import {
  acceptRequest,
  assertRouteChecks,
  errorResponse,
  logRequest,
  httpMiddlewares,
  type HttpRequest,
} from './http';
import { logger } from './logger';

export interface StreamingBody {
  /** The response's Content-Type, e.g. `text/event-stream; charset=utf-8`. */
  contentType: string;
  /** Sent to the caller piece by piece, as each is produced. */
  chunks: AsyncIterable<string>;
  /**
   * The last piece to send when producing `chunks` fails after the status line went out (a
   * status can no longer tell the caller); in the stream's own format.
   */
  onError?: (error: unknown) => string;
}

export type StreamingHandler<R extends RouteDef> = (
  request: HttpRequest<R>,
) => Promise<StreamingBody>;

interface StreamingResult {
  statusCode: number;
  headers: Record<string, string>;
  body: Readable | string;
}

async function* guarded(
  body: StreamingBody,
  route: RouteDef,
  requestId: string,
  started: number,
): AsyncGenerator<string> {
  // Stays 'closed' when the caller goes away before the end.
  let outcome = 'closed';
  try {
    yield* body.chunks;
    outcome = 'complete';
  } catch (error) {
    outcome = 'failed';
    logger.error('streamed response failed', { route: route.id, requestId, error: error as Error });
    if (body.onError) yield body.onError(error);
  } finally {
    logRequest(route, 200, started, { stream: outcome });
  }
}

/**
 * The streaming counterpart of `withHttp`, for routes answered with Lambda response streaming
 * (API Gateway REST `responseTransferMode: STREAM`). The request goes through the same pipeline
 * (auth, rate limit, JSON body, validation), and any refusal is a normal JSON error with its
 * status, sent before the stream starts. Once the handler returns, the status and headers (the
 * same security headers and CORS) go out and the body is written as it is produced.
 *
 * middy's `streamifyResponse` wraps the handler in `awslambda.streamifyResponse` and sends the
 * status and headers through `awslambda.HttpResponseStream.from`, so the middlewares run unchanged.
 */
export function withStreamingHttp<R extends RouteDef>(route: R, handler: StreamingHandler<R>) {
  // No admin route streams; one that did would need its two-step check here.
  assertRouteChecks(route, {});
  const core = async (event: APIGatewayProxyEvent, context: Context): Promise<StreamingResult> => {
    const started = Date.now();
    const requestId = context.awsRequestId;
    try {
      const body = await handler(await acceptRequest(route, event, context));
      return {
        statusCode: route.successStatus ?? 200,
        headers: {
          'Content-Type': body.contentType,
          'Cache-Control': 'no-store',
          // Proxies that buffer by default pass the pieces on at once with this.
          'X-Accel-Buffering': 'no',
        },
        body: Readable.from(guarded(body, route, requestId, started), { objectMode: false }),
      };
    } catch (error) {
      const response = errorResponse(error, requestId);
      logRequest(route, response.statusCode, started);
      return {
        statusCode: response.statusCode,
        headers: response.headers as Record<string, string>,
        body: response.body,
      };
    }
  };

  return (
    middy(core, { streamifyResponse: true })
      // Registered first so it runs after the others: a header set to undefined, which a
      // buffered response loses when serialized to JSON, must not reach a stream's header block.
      .use({ after: dropUndefinedHeaders })
      .use(httpMiddlewares())
  );
}

function dropUndefinedHeaders(request: { response?: Partial<StreamingResult> }): void {
  const headers = request.response?.headers;
  if (!headers) return;
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || value === null) delete headers[name];
  }
}
