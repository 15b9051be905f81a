import type { ErrorCode } from '../../contracts/http';

/** An error whose status and message are safe to show the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class BadRequest extends HttpError {
  constructor(message: string, field?: string) {
    super(400, 'bad_request', message, field);
  }
}

export class Unauthorized extends HttpError {
  constructor(message = 'Sign in to continue.') {
    super(401, 'unauthorized', message);
  }
}

export class Forbidden extends HttpError {
  constructor(message = 'You do not have access to this.') {
    super(403, 'forbidden', message);
  }
}

export class NotFound extends HttpError {
  constructor(message = 'Not found.', field?: string) {
    super(404, 'not_found', message, field);
  }
}

export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, 'conflict', message);
  }
}

export class PayloadTooLarge extends HttpError {
  constructor(limitBytes: number) {
    super(413, 'payload_too_large', `Request body is larger than ${limitBytes} bytes.`);
  }
}

export class TooManyRequests extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(
      429,
      'rate_limited',
      `Too many requests. Please wait ${retryAfterSeconds} seconds and try again.`,
      undefined,
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

/** A dependency (the payment provider, say) can't serve the request right now. */
export class ServiceUnavailable extends HttpError {
  constructor(message: string) {
    super(503, 'unavailable', message);
  }
}

/**
 * A third-party service the answer depends on (the realtime voice provider) failed or is not
 * set up. Not the site's own fault, so not a 5xx; the message says what the visitor can do.
 */
export class ProviderUnavailable extends HttpError {
  constructor(message: string) {
    super(424, 'provider_unavailable', message);
  }
}
