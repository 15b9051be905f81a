import type * as z from '@contracts/zod';
import { errorBody, fillPath, type ErrorCode, type Input } from '@contracts/http';
import { routeById, type AppRoute, type RouteId } from '@contracts/routes';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';

export { NETWORK_ERROR_MESSAGE };

type RouteWithId<Id extends RouteId> = Extract<AppRoute, { id: Id }>;
type Declared<S> = Exclude<S, undefined>;

/** Each slot is required when the route declares a schema for it, and refused otherwise. */
type ParamsSlot<R extends AppRoute> = [Declared<R['params']>] extends [never]
  ? { params?: undefined }
  : { params: Input<Declared<R['params']>> };
type QuerySlot<R extends AppRoute> = [Declared<R['query']>] extends [never]
  ? { query?: undefined }
  : { query: Input<Declared<R['query']>> };
type BodySlot<R extends AppRoute> = [Declared<R['body']>] extends [never]
  ? { body?: undefined }
  : { body: Input<Declared<R['body']>> };

export type CallInput<Id extends RouteId> = ParamsSlot<RouteWithId<Id>> &
  QuerySlot<RouteWithId<Id>> &
  BodySlot<RouteWithId<Id>>;

export type CallResult<Id extends RouteId> = z.output<RouteWithId<Id>['response']>;

export interface CallOptions {
  /** Overrides the client's token source for this one call. */
  token?: string;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: a retry of the same submit reuses it and gets the first answer. */
  idempotencyKey?: string;
}

type CallArgs<Id extends RouteId> =
  Record<string, never> extends CallInput<Id>
    ? [input?: CallInput<Id>, options?: CallOptions]
    : [input: CallInput<Id>, options?: CallOptions];

/** Supplies the signed-in user's token, refreshing it if needed; null when signed out. */
export type TokenSource = () => Promise<string | null> | string | null;

export interface ApiClient {
  /** Calls a route and returns its body parsed by the route's response schema. */
  call<Id extends RouteId>(id: Id, ...args: CallArgs<Id>): Promise<CallResult<Id>>;
  /** Calls a route and returns the raw successful response, for streamed bodies. */
  request<Id extends RouteId>(id: Id, ...args: CallArgs<Id>): Promise<Response>;
}

const codeForStatus = (status: number): ErrorCode => {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 424:
      return 'provider_unavailable';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    default:
      return 'internal';
  }
};

/** Used when an error answer carries no readable message (a proxy's HTML page, say). */
const fallbackMessages: Record<ErrorCode, string> = {
  bad_request: 'Some of the information sent was not valid.',
  unauthorized: 'Please sign in to continue.',
  forbidden: "You don't have permission to do that.",
  not_found: 'We could not find what you were looking for.',
  conflict: 'That conflicts with information we already have.',
  payload_too_large: 'That is too much text to send at once.',
  unsupported_media_type: 'The request was sent in a format the server does not accept.',
  rate_limited: 'Too many requests. Please wait a moment and try again.',
  provider_unavailable: 'A service we rely on is unavailable right now. Please try again shortly.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'This service is not available right now. Please try again later.',
  two_step_required: 'This needs two-step sign-in with an authenticator app.',
};

/** `Retry-After` is either a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
  const parsed = errorBody.safeParse(await readBody(response).catch(() => undefined));
  if (parsed.success) {
    const { code, message, field } = parsed.data.error;
    return new ApiError({ status: response.status, code, message, field, retryAfterSeconds });
  }
  const code = codeForStatus(response.status);
  return new ApiError({
    status: response.status,
    code,
    message: fallbackMessages[code],
    retryAfterSeconds,
  });
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function queryString(query: unknown): string {
  if (query === undefined || query === null) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      if (typeof item !== 'string' && typeof item !== 'number' && typeof item !== 'boolean') {
        throw new TypeError(`Query parameter ${name} must be a string, number or boolean`);
      }
      search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function pathParams(params: unknown): Record<string, string> {
  if (params === undefined || params === null) return {};
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
}

interface LooseInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/**
 * A client for the HTTP API, built from the contract route table. Requests go to the same
 * origin (`/api/...`). Tokens are attached to routes that need a signed-in user.
 */
export function createApiClient(getToken?: TokenSource): ApiClient {
  async function send(
    route: AppRoute,
    input: LooseInput = {},
    options: CallOptions = {},
  ): Promise<Response> {
    const headers = new Headers({ accept: 'application/json' });
    const token = options.token ?? (route.access === 'public' ? null : await getToken?.());
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (options.idempotencyKey) headers.set('idempotency-key', options.idempotencyKey);
    let body: string | undefined;
    if (input.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(input.body);
    }
    const url = fillPath(route.path, pathParams(input.params)) + queryString(input.query);

    let response: Response;
    try {
      response = await fetch(url, {
        method: route.method,
        headers,
        body,
        signal: options.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      // Cancellation is the caller's choice, not a failure to show; let it through as is.
      if (isAbort(error)) throw error;
      throw new ApiError({ status: 0, code: 'network', message: NETWORK_ERROR_MESSAGE });
    }
    if (!response.ok) throw await errorFromResponse(response);
    return response;
  }

  return {
    async call(id, ...[input, options]) {
      const route = routeById(id);
      const response = await send(route, input, options);
      const parsed = route.response.safeParse(await readBody(response));
      if (!parsed.success) {
        throw new ApiError({
          status: response.status,
          code: 'internal',
          message: 'The server sent an answer we could not read. Please try again.',
        });
      }
      return parsed.data as CallResult<typeof id>;
    },
    async request(id, ...[input, options]) {
      return send(routeById(id), input, options);
    },
  };
}
