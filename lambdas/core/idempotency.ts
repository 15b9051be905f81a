import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  IdempotencyValidationError,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { RouteDef } from '../../contracts/http';
import { dynamoClient, tableName } from './db';
import { BadRequest, HttpError } from './errors';
import { headerValue, type HttpHandler, type HttpRequest } from './http';
import { TABLE_KEYS } from './table';

/**
 * Idempotent submits: a form sends an `Idempotency-Key` header (a random id per submit, reused
 * when the user retries the same submit). The first request with a key runs the handler and its
 * answer is kept for 24 hours; a retry with the same key and the same body gets that answer back
 * without storing or mailing anything again. Wrap a route's handler:
 * `withHttp(route('id'), idempotent(route('id'), async (request) => …))`.
 *
 * Built on Powertools' idempotency utility. Its DynamoDB store needs only single-item
 * conditional writes (a conditional PutItem claims the key, an UpdateItem stores the answer, a
 * DeleteItem releases the key when the handler fails so a corrected retry runs), so it works the
 * same on DynamoDB and on the local stand-in, which has no transactions; where the stand-in does
 * not return the existing item on a failed condition, Powertools reads it back.
 *
 * Keys: pk=IDEMPOTENCY#<route and key hash>, sk=IDEMPOTENCY, expiring (TTL) after the window.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_WINDOW_SECONDS = 24 * 60 * 60;
const KEY_FORMAT = /^[A-Za-z0-9_-]{16,128}$/;

const idempotencyKey = (hash: string): Record<string, AttributeValue> => ({
  pk: { S: `IDEMPOTENCY#${hash}` },
  sk: { S: 'IDEMPOTENCY' },
});

/** Powertools' DynamoDB store, with the keys of this table's single-table design. */
class TableIdempotencyStore extends DynamoDBPersistenceLayer {
  protected override getKey(hash: string): Record<string, AttributeValue> {
    return idempotencyKey(hash);
  }
}

interface Claim {
  route: string;
  key: string;
  body: unknown;
}

type Runner = (claim: Claim, run: () => Promise<unknown>) => Promise<unknown>;
let runner: { run: Runner; config: IdempotencyConfig } | undefined;

function idempotentRunner() {
  if (runner) return runner;
  const config = new IdempotencyConfig({
    eventKeyJmesPath: '[route, key]',
    // The same key with another body is a different submit reusing a key: refused, not replayed.
    payloadValidationJmesPath: 'body',
    expiresAfterSeconds: IDEMPOTENCY_WINDOW_SECONDS,
    throwOnNoIdempotencyKey: true,
  });
  const run = makeIdempotent((_claim: Claim, work: () => Promise<unknown>) => work(), {
    persistenceStore: new TableIdempotencyStore({
      tableName: tableName(),
      awsSdkV3Client: dynamoClient(),
      keyAttr: 'pk',
      expiryAttr: TABLE_KEYS.ttlAttribute,
    }),
    config,
  });
  runner = { run, config };
  return runner;
}

/** The submit's key, when it sent one; a malformed key is refused, naming the header. */
export function submitKey(request: Pick<HttpRequest<RouteDef>, 'event'>): string | undefined {
  const key = headerValue(request.event, IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (!KEY_FORMAT.test(key)) {
    throw new BadRequest(
      `${IDEMPOTENCY_HEADER} must be 16 to 128 letters, digits, '-' or '_'.`,
      IDEMPOTENCY_HEADER,
    );
  }
  return key;
}

/**
 * Makes a route's handler idempotent per `Idempotency-Key`. A request without the header runs
 * as before (API callers that do not retry need none).
 */
export function idempotent<R extends RouteDef>(route: R, handler: HttpHandler<R>): HttpHandler<R> {
  return async (request) => {
    const key = submitKey(request);
    if (key === undefined) return handler(request);
    const { run, config } = idempotentRunner();
    // A claim lasts as long as this invocation may run: if it dies mid-way, a retry runs again
    // once that time has passed instead of waiting out the whole window.
    config.registerLambdaContext(request.context);
    try {
      const answer = await run({ route: route.id, key, body: request.body }, () =>
        handler(request),
      );
      return answer as Awaited<ReturnType<HttpHandler<R>>>;
    } catch (error) {
      if (error instanceof IdempotencyAlreadyInProgressError) {
        throw new HttpError(
          409,
          'conflict',
          'This request is still being processed. Please try again in a moment.',
          undefined,
          { 'Retry-After': '1' },
        );
      }
      if (error instanceof IdempotencyValidationError) {
        throw new HttpError(
          409,
          'conflict',
          `This ${IDEMPOTENCY_HEADER} was already used for a different request.`,
          IDEMPOTENCY_HEADER,
        );
      }
      throw error;
    }
  };
}
