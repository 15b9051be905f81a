import middy from '@middy/core';
import httpCors from '@middy/http-cors';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type * as z from '../../contracts/zod';
import { MAX_BODY_BYTES, type Parsed, type RouteDef } from '../../contracts/http';
import { config } from './config';
import { BadRequest, HttpError, PayloadTooLarge, Unauthorized } from './errors';
import {
  assertAccess,
  assertSession,
  assertTwoStep,
  identityFromEvent,
  type AuthenticatorCheck,
  type Identity,
} from './identity';
import { logger } from './logger';
import { API_SECURITY_HEADERS } from './security-headers';
import { clientKey, consumeRateLimit, rateLimitOf } from './rate-limit';
import { tracer } from './tracer';

export interface HttpRequest<R extends RouteDef> {
  body: Parsed<R['body']>;
  query: Parsed<R['query']>;
  params: Parsed<R['params']>;
  /** The signed-in caller; always present on non-public routes. */
  identity: R['access'] extends 'public' ? Identity | null : Identity;
  /** A hashed client key (never the raw IP), for rate limits and abuse tracing. */
  client: string;
  requestId: string;
  event: APIGatewayProxyEvent;
  context: Context;
}

export type HttpHandler<R extends RouteDef> = (
  request: HttpRequest<R>,
) => Promise<z.input<R['response']>>;

export const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
};

/** zod's own wording ("Invalid input…", "Too small…") does not say which field it means. */
const GENERIC_MESSAGE = /^(invalid|too (small|big)|expected|unrecognized)/i;

/**
 * First validation problem as a 400 that names the field: in `field` always, and in the message
 * too when the schema's message is zod's generic one (the contracts' own messages name the field
 * in words, e.g. "Email is required").
 */
export function toBadRequest(error: z.core.$ZodError): BadRequest {
  const issue = error.issues[0];
  if (!issue) return new BadRequest('Invalid request.');
  if (issue.code === 'unrecognized_keys') {
    const field = issue.keys[0] ?? 'unknown';
    return new BadRequest(`Unknown field: ${field}`, field);
  }
  const field = issue.path.length ? issue.path.map(String).join('.') : undefined;
  const message =
    field && GENERIC_MESSAGE.test(issue.message) ? `${field}: ${issue.message}` : issue.message;
  return new BadRequest(message, field);
}

function parseWith<S extends z.ZodMiniType | undefined>(schema: S, value: unknown): Parsed<S> {
  if (!schema) return undefined as Parsed<S>;
  const result = schema.safeParse(value);
  if (!result.success) throw toBadRequest(result.error);
  return result.data as Parsed<S>;
}

/** Header names keep the sender's casing in API Gateway events. */
export function headerValue(event: APIGatewayProxyEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === wanted)?.[1];
}

function readJsonBody(event: APIGatewayProxyEvent): unknown {
  if (event.body === null || event.body === undefined || event.body === '') return {};
  const raw = event.isBase64Encoded
    ? Buffer.from(event.body, 'base64').toString('utf8')
    : event.body;
  if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES) throw new PayloadTooLarge(MAX_BODY_BYTES);
  const contentType = headerValue(event, 'content-type');
  if (contentType && !/^application\/json\b/i.test(contentType)) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the body as application/json.');
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new BadRequest('The request body is not valid JSON.');
  }
}

/**
 * The caller's address. Behind CloudFront the connection comes from an edge server, so the cloud
 * uses the `x-viewer-ip` header that a CloudFront Function sets from the viewer's address (it
 * overwrites any client-sent value). Locally the gateway's source address is the client's.
 */
export function clientAddress(event: APIGatewayProxyEvent): string {
  const viewer = config().STAGE === 'local' ? undefined : headerValue(event, 'x-viewer-ip');
  return viewer || event.requestContext?.identity?.sourceIp || 'unknown';
}

/** One log line per answered request: route, status and duration (never its content). */
export function logRequest(
  route: RouteDef,
  status: number,
  started: number,
  extra: Record<string, string> = {},
): void {
  logger.info('request', { route: route.id, status, ...extra, ms: Date.now() - started });
}

/** A typed error as its status and JSON body; anything else as a generic 500. */
export function errorResponse(error: unknown, requestId: string): APIGatewayProxyResult {
  if (error instanceof HttpError) {
    return {
      statusCode: error.status,
      headers: { ...JSON_HEADERS, ...error.headers },
      body: JSON.stringify({
        error: {
          code: error.code,
          message: error.message,
          ...(error.field ? { field: error.field } : {}),
        },
      }),
    };
  }
  // Details stay in the logs, keyed by request id; the caller gets a generic answer.
  logger.error('Unhandled error', { requestId, error: error as Error });
  return {
    statusCode: 500,
    headers: JSON_HEADERS,
    body: JSON.stringify({
      error: { code: 'internal', message: `Something went wrong on our side (ref ${requestId}).` },
    }),
  };
}

/** What a route's pipeline needs beyond what every route has. */
export interface RouteChecks {
  /** The admin routes' two-step check asks the user pool through this (core/admin-http.ts). */
  authenticatorApp?: AuthenticatorCheck;
}

/** An admin route's two-step check; an admin route wrapped without one is a programming error. */
function authenticatorCheckOf(route: RouteDef, checks: RouteChecks): AuthenticatorCheck {
  if (!checks.authenticatorApp) {
    throw new Error(
      `${route.id} is an admin route: wrap it with withAdminHttp (core/admin-http.ts)`,
    );
  }
  return checks.authenticatorApp;
}

/**
 * Refuses, when the function loads, to wrap an admin route without its two-step check, so no
 * admin route can run without it.
 */
export function assertRouteChecks(route: RouteDef, checks: RouteChecks): void {
  if (route.access === 'admin') authenticatorCheckOf(route, checks);
}

/**
 * The request half of the pipeline: auth (401/403, deactivated accounts) → rate limit → JSON body
 * → schema validation. Throws an HttpError for the caller; returns the parsed request otherwise.
 */
export async function acceptRequest<R extends RouteDef>(
  route: R,
  event: APIGatewayProxyEvent,
  context: Context,
  checks: RouteChecks = {},
): Promise<HttpRequest<R>> {
  const identity = identityFromEvent(event);
  if (route.access !== 'public') {
    if (!identity) throw new Unauthorized();
    // A deleted or signed-out account's token is refused first, whatever it claims.
    const gate = await assertSession(identity);
    assertAccess(route.access, identity);
    if (route.access === 'admin') {
      await assertTwoStep(identity, gate, authenticatorCheckOf(route, checks));
    }
  }

  const client = clientKey(clientAddress(event));
  const rateLimit = rateLimitOf(route.id);
  if (rateLimit) await consumeRateLimit(rateLimit, client);

  const body = route.body ? parseWith(route.body, readJsonBody(event)) : undefined;
  const query = parseWith(route.query, event.queryStringParameters ?? {});
  const params = parseWith(route.params, event.pathParameters ?? {});

  return {
    body,
    query,
    params,
    identity,
    client,
    requestId: context.awsRequestId,
    event,
    context,
  } as HttpRequest<R>;
}

/** Puts the security headers on an answer (buffered, or a streamed answer's metadata). */
const securityHeaders = (): middy.MiddlewareObj => {
  const apply = async (request: middy.Request) => {
    const response = request.response as { headers?: Record<string, unknown> } | null;
    if (response === null || typeof response !== 'object') return;
    response.headers = { ...API_SECURITY_HEADERS, ...response.headers };
  };
  return { after: apply, onError: apply };
};

/**
 * The middlewares around every HTTP handler (buffered or streamed): a trace subsegment for the
 * invocation (never its response), the invocation's request id and function on every log line, then security headers and CORS on every response. An answer
 * that depends on the caller's Origin says so (Vary: Origin), so no cache serves it to another.
 */
export function httpMiddlewares() {
  const origins = config().ALLOWED_ORIGINS;
  return [
    captureLambdaHandler(tracer, { captureResponse: false }),
    injectLambdaContext(logger, { resetKeys: true }),
    securityHeaders(),
    httpCors({
      origins,
      methods: 'GET,POST,PATCH,DELETE,OPTIONS',
      ...(origins.length > 0 ? { vary: 'Origin' } : {}),
    }),
  ];
}

/**
 * Wraps an HTTP handler with the one fixed pipeline every route uses:
 * size limit → auth (401/403, deactivated accounts) → rate limit → JSON body → schema validation
 * → handler → response schema (strips anything not in the contract) → security headers + CORS,
 * with the request id on every log line.
 */
export function withHttp<R extends RouteDef>(
  route: R,
  handler: HttpHandler<R>,
  checks: RouteChecks = {},
) {
  assertRouteChecks(route, checks);
  const core = async (
    event: APIGatewayProxyEvent,
    context: Context,
  ): Promise<APIGatewayProxyResult> => {
    const started = Date.now();
    const requestId = context.awsRequestId;
    try {
      const result = await handler(await acceptRequest(route, event, context, checks));
      const payload = route.response.parse(result);
      const response = {
        statusCode: route.successStatus ?? 200,
        headers: {
          ...JSON_HEADERS,
          ...(route.attachment
            ? { 'Content-Disposition': `attachment; filename="${route.attachment}"` }
            : {}),
        },
        body: JSON.stringify(payload),
      };
      logRequest(route, response.statusCode, started);
      return response;
    } catch (error) {
      const response = errorResponse(error, requestId);
      logRequest(route, response.statusCode, started);
      return response;
    }
  };

  return middy(core).use(httpMiddlewares());
}
