import * as z from './zod';

/**
 * The wire contract: what travels over HTTP (paths, methods, who may call, request and response
 * schemas). The web client and the handlers both read it. How a route is deployed (its handler
 * module, permissions, secrets, sizing, rate limit) is server-side, in lambdas/manifest.ts.
 */

/** Who may call a route. The server enforces this on every request. */
export type Access = 'public' | 'user' | 'professional' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

type Schema = z.ZodMiniType | undefined;

export interface RouteDef<
  I extends string = string,
  P extends Schema = Schema,
  Q extends Schema = Schema,
  B extends Schema = Schema,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Unique, camelCase; also the typed client's method name. */
  id: I;
  method: HttpMethod;
  /** Full path under /api, with {param} placeholders as in API Gateway. */
  path: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Status of a successful answer; 200 unless set. */
  successStatus?: 200 | 201 | 202;
  /** The body arrives as a stream of server-sent events (API Gateway REST response streaming). */
  streaming?: boolean;
  /** The answer is a file to save under this name (Content-Disposition: attachment). */
  attachment?: string;
}

/** Identity-preserving helper so each route keeps its literal id and precise schema types. */
export const defineRoute = <
  const I extends string,
  R extends z.ZodMiniType,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(
  route: RouteDef<I, P, Q, B, R>,
): RouteDef<I, P, Q, B, R> => route;

/** The parsed type of an optional schema. */
export type Parsed<S> = [Exclude<S, undefined>] extends [never]
  ? undefined
  : z.output<Exclude<S, undefined>>;
/** The input type of an optional schema (what a caller sends). */
export type Input<S> = [Exclude<S, undefined>] extends [never]
  ? undefined
  : z.input<Exclude<S, undefined>>;

export const errorCodes = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'provider_unavailable',
  'internal',
  'unavailable',
  'two_step_required',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBody = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    field: z.optional(z.string()),
  }),
});

/** Largest accepted request body, in bytes. */
export const MAX_BODY_BYTES = 16 * 1024;

/** Builds a concrete path from a template: ('/api/offices/{id}', {id: 'x'}) → '/api/offices/x'. */
export function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
