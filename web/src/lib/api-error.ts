import type { ErrorCode } from '@contracts/http';

/*
 * Kept apart from the client so code that only checks errors (the query cache's retry rule)
 * does not pull the API schemas into the first bundle.
 */

export const NETWORK_ERROR_MESSAGE =
  'We could not reach the server. Check your internet connection and try again.';

/** `network` means the request never got an answer (offline, DNS, aborted connection). */
export type ApiErrorCode = ErrorCode | 'network';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The request field the server refused, when it named one. */
  readonly field?: string;
  /** From the `Retry-After` header of a 429 or 503. */
  readonly retryAfterSeconds?: number;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    field?: string;
    retryAfterSeconds?: number;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** What to say when the server refused a request for coming too often; null for other errors. */
export function rateLimitNotice(error: unknown): { title: string; description: string } | null {
  if (!(error instanceof ApiError) || error.code !== 'rate_limited') return null;
  return {
    title: 'Too many requests',
    description: `Please wait ${error.retryAfterSeconds ?? 60} seconds and try again.`,
  };
}
