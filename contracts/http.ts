import { z } from 'zod';

/** Who may call a route. The server enforces this on every request. */
export type Access = 'public' | 'user' | 'professional' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** What a route's function may touch; the CDK app grants exactly this and nothing more. */
export interface RoutePermissions {
  table?: 'read' | 'readwrite';
  email?: boolean;
  cognito?: 'read' | 'admin';
  secrets?: ReadonlyArray<'openai' | 'stripe'>;
}

/** Named per-client rate limits for costly public routes (numbers live in the server config). */
export type RateLimitName = 'publicWrite' | 'chat';

type Schema = z.ZodType | undefined;

export interface RouteDef<
  I extends string = string,
  P extends Schema = Schema,
  Q extends Schema = Schema,
  B extends Schema = Schema,
  R extends z.ZodType = z.ZodType,
> {
  /** Unique, camelCase; also the typed client's method name. */
  id: I;
  method: HttpMethod;
  /** Full path under /api, with {param} placeholders as in API Gateway. */
  path: string;
  access: Access;
  /** Entry module under lambdas/, without extension; it exports `handler`. */
  handler: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Status of a successful answer; 200 unless set. */
  successStatus?: 200 | 201 | 202;
  rateLimit?: RateLimitName;
  /** The handler streams its body (API Gateway REST response streaming). */
  streaming?: boolean;
  permissions: RoutePermissions;
  timeoutSeconds?: number;
  memoryMb?: number;
}

/** Identity-preserving helper so each route keeps its literal id and precise schema types. */
export const defineRoute = <
  const I extends string,
  R extends z.ZodType,
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
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBody = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

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
