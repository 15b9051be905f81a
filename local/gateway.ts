/**
 * The local API Gateway: serves every route's function of the manifest by building the same REST
 * proxy event API Gateway builds, enforcing the same Cognito user-pool authorizer (an ID token
 * verified against the pool's JWKS: signature, expiry, issuer, audience, token use), and invoking
 * the same Lambda handler module. Streaming routes get the Lambda response-streaming API.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { httpFunctions, type HttpFunction } from '../lambdas/manifest';

type ProxyHandler = (
  event: APIGatewayProxyEvent,
  context: Context,
) => Promise<APIGatewayProxyResult>;
type StreamHandler = (
  event: APIGatewayProxyEvent,
  stream: Writable,
  context: Context,
) => Promise<void>;

const STREAMING = Symbol('streaming');
/** Larger bodies are refused before reaching a handler, like API Gateway's payload limit. */
const GATEWAY_BODY_LIMIT = 1024 * 1024;

interface HttpResponseMetadata {
  statusCode?: number;
  headers?: Record<string, string>;
}

/** The Lambda Node runtime's response-streaming globals, for handlers run locally. */
export function installStreamingRuntime(): void {
  const target = globalThis as unknown as { awslambda?: Record<string, unknown> };
  if (typeof target.awslambda?.streamifyResponse === 'function') return;
  // Added to any existing object: the logger's invoke store creates `awslambda` on import.
  target.awslambda = Object.assign(target.awslambda ?? {}, {
    streamifyResponse: (handler: StreamHandler) => Object.assign(handler, { [STREAMING]: true }),
    HttpResponseStream: {
      from(
        stream: Writable & { setMetadata?: (meta: HttpResponseMetadata) => void },
        meta: HttpResponseMetadata,
      ) {
        stream.setMetadata?.(meta);
        return stream;
      },
    },
  });
}

interface CompiledRoute {
  fn: HttpFunction;
  route: HttpFunction['route'];
  pattern: RegExp;
  paramNames: string[];
}

function compile(fn: HttpFunction): CompiledRoute {
  const { route } = fn;
  const paramNames: string[] = [];
  const source = route.path
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{(\w+)\}/g, (_match, name: string) => {
      paramNames.push(name);
      return '([^/]+)';
    });
  return { fn, route, pattern: new RegExp(`^${source}$`), paramNames };
}

export interface GatewayOptions {
  issuer: string;
  clientId: string;
  jwks: Jwks;
  /**
   * Take the client address from X-Forwarded-For. Only the test stack sets this, so tests can act
   * as many distinct clients; API Gateway itself uses the connection's address.
   */
  trustForwardedFor?: boolean;
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > GATEWAY_BODY_LIMIT) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  return chunks.length ? Buffer.concat(chunks).toString('utf8') : null;
}

/** The request's URL, or undefined when its request target is not a valid address. */
export function requestUrl(req: IncomingMessage): URL | undefined {
  try {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // Decoding must work too: handlers and the static site read decoded paths.
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return undefined;
  }
}

function decodeSegment(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export function createGateway(options: GatewayOptions) {
  installStreamingRuntime();
  const compiled = httpFunctions.map(compile);
  const verifier = JwtRsaVerifier.create({
    issuer: options.issuer,
    audience: options.clientId,
    jwksUri: `${options.issuer}/.well-known/jwks.json`,
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== 'id') throw new Error('Not an ID token');
    },
  });
  verifier.cacheJwks(options.jwks);
  const handlers = new Map<HttpFunction, Promise<unknown>>();

  const handlerFor = (fn: HttpFunction) => {
    let loaded = handlers.get(fn);
    if (!loaded) {
      loaded = fn.load().then((mod) => mod.handler);
      handlers.set(fn, loaded);
    }
    return loaded as Promise<ProxyHandler | (StreamHandler & { [STREAMING]?: true })>;
  };

  /** Same answer API Gateway's authorizer gives, in the API's error shape. */
  async function authorize(req: IncomingMessage): Promise<Record<string, string> | null> {
    const header = req.headers.authorization;
    if (!header) return null;
    const token = header.replace(/^Bearer\s+/i, '').trim();
    const payload = await verifier.verify(token);
    const claims: Record<string, string> = {};
    for (const [name, value] of Object.entries(payload)) {
      claims[name] = Array.isArray(value) ? value.join(',') : String(value);
    }
    return claims;
  }

  const sourceIp = (req: IncomingMessage): string => {
    const forwarded = options.trustForwardedFor ? req.headers['x-forwarded-for'] : undefined;
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    return first || req.socket.remoteAddress || '127.0.0.1';
  };

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req);
    if (!url) {
      sendJson(res, 400, {
        error: { code: 'bad_request', message: 'The request address is not valid.' },
      });
      return;
    }
    const method = (req.method ?? 'GET').toUpperCase();
    const candidates = compiled.filter((c) => c.pattern.test(url.pathname));
    if (candidates.length === 0) {
      sendJson(res, 404, { error: { code: 'not_found', message: `No route for ${url.pathname}` } });
      return;
    }
    if (method === 'OPTIONS') {
      res.writeHead(204, { Allow: candidates.map((c) => c.route.method).join(', ') });
      res.end();
      return;
    }
    const match = candidates.find((c) => c.route.method === method);
    if (!match) {
      sendJson(res, 405, {
        error: { code: 'bad_request', message: `${method} is not allowed here` },
      });
      return;
    }
    const { route, fn } = match;
    const values = match.pattern.exec(url.pathname)?.slice(1) ?? [];
    const decoded = values.map((value) => decodeSegment(value));
    if (decoded.some((value) => value === undefined)) {
      sendJson(res, 400, {
        error: { code: 'bad_request', message: 'The request address is not valid.' },
      });
      return;
    }
    const pathParameters = Object.fromEntries(
      match.paramNames.map((name, i) => [name, decoded[i] ?? '']),
    );

    let claims: Record<string, string> | null = null;
    if (route.access !== 'public') {
      try {
        claims = await authorize(req);
      } catch {
        claims = null;
      }
      if (!claims) {
        sendJson(res, 401, { error: { code: 'unauthorized', message: 'Sign in to continue.' } });
        return;
      }
    }

    let body: string | null;
    try {
      body = await readBody(req);
    } catch {
      sendJson(res, 413, {
        error: { code: 'payload_too_large', message: 'Request body is too large.' },
      });
      return;
    }

    // Maps without a prototype: a header or query key such as `__proto__` or `constructor` is
    // just a key, as it is in API Gateway's event.
    const headers: Record<string, string> = Object.create(null);
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
    }
    const query: Record<string, string> = Object.create(null);
    const multiQuery: Record<string, string[]> = Object.create(null);
    for (const [name, value] of url.searchParams) {
      query[name] = value;
      (multiQuery[name] ??= []).push(value);
    }
    const requestId = randomUUID();
    const event = {
      resource: route.path,
      path: url.pathname,
      httpMethod: method,
      headers,
      multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, [v]])),
      queryStringParameters: Object.keys(query).length ? query : null,
      multiValueQueryStringParameters: Object.keys(multiQuery).length ? multiQuery : null,
      pathParameters: Object.keys(pathParameters).length ? pathParameters : null,
      stageVariables: null,
      body,
      isBase64Encoded: false,
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        authorizer: claims ? { claims } : null,
        httpMethod: method,
        identity: { sourceIp: sourceIp(req), userAgent: headers['user-agent'] ?? '' },
        path: url.pathname,
        protocol: 'HTTP/1.1',
        requestId,
        requestTimeEpoch: Date.now(),
        resourceId: route.id,
        resourcePath: route.path,
        stage: 'local',
      },
    } as unknown as APIGatewayProxyEvent;
    const deadline = Date.now() + (fn.timeoutSeconds ?? 10) * 1000;
    const context = {
      awsRequestId: requestId,
      functionName: route.id,
      functionVersion: '$LATEST',
      memoryLimitInMB: String(fn.memoryMb ?? 512),
      getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
      callbackWaitsForEmptyEventLoop: false,
    } as unknown as Context;

    const handler = await handlerFor(fn);
    if ((handler as { [STREAMING]?: true })[STREAMING]) {
      let headersSent = false;
      const stream = new Writable({
        write(chunk, _encoding, callback) {
          if (!headersSent) {
            res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
            headersSent = true;
          }
          res.write(chunk, callback);
        },
        final(callback) {
          if (!headersSent) res.writeHead(200);
          res.end(callback);
        },
      }) as Writable & { setMetadata: (meta: HttpResponseMetadata) => void };
      stream.setMetadata = (meta) => {
        if (headersSent) return;
        res.writeHead(meta.statusCode ?? 200, meta.headers ?? {});
        res.flushHeaders();
        headersSent = true;
      };
      await (handler as StreamHandler)(event, stream, context);
      if (!res.writableEnded) res.end();
      return;
    }
    const result = await (handler as ProxyHandler)(event, context);
    // Lambda's response is JSON, so a header set to undefined never reaches API Gateway.
    const responseHeaders = Object.fromEntries(
      Object.entries(result.headers ?? {}).filter(
        ([, value]) => value !== undefined && value !== null,
      ),
    );
    res.writeHead(result.statusCode, responseHeaders as Record<string, string>);
    res.end(result.body);
  };
}
