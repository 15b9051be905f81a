import { Writable } from 'node:stream';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defineRoute } from '../../contracts/http';
import * as z from '../../contracts/zod';
import { dbSend as send, fakeDb, setTestEnv } from '../../test/support/unit-env';

vi.mock('./db', () => fakeDb);

setTestEnv({
  ALLOWED_ORIGINS: 'https://allowed.example',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  // The broken-stream test logs an error on purpose.
  LOG_LEVEL: 'SILENT',
});

interface Metadata {
  statusCode: number;
  headers: Record<string, string | undefined>;
}

/** The Lambda runtime's streaming globals, as far as the handler sees them. */
const runtime = { metadata: undefined as Metadata | undefined };
Object.assign(globalThis, {
  awslambda: {
    streamifyResponse: <T>(handler: T) => handler,
    HttpResponseStream: {
      from(stream: Writable, metadata: Metadata) {
        runtime.metadata = metadata;
        return stream;
      },
    },
  },
});

const { withStreamingHttp } = await import('./streaming-http');

/** Rate-limited as the streamed chat is (the limits are kept by route id). */
const countdown = defineRoute({
  id: 'dentalAiChatStream',
  method: 'POST',
  path: '/api/countdown',
  access: 'public',
  body: z.strictObject({
    from: z.number().check(z.int(), z.maximum(5, 'From must be at most 5')),
  }),
  response: z.string(),
  streaming: true,
});

type StreamHandler = (e: APIGatewayProxyEvent, s: Writable, c: Context) => Promise<void>;

/** Invokes a streaming handler and collects every write, in order. */
async function invoke(handler: unknown, body: string, headers: Record<string, string> = {}) {
  runtime.metadata = undefined;
  const writes: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      writes.push(chunk.toString('utf8'));
      callback();
    },
  });
  const event = {
    body,
    headers: { 'content-type': 'application/json', ...headers },
    httpMethod: 'POST',
    isBase64Encoded: false,
    path: '/api/countdown',
    pathParameters: null,
    queryStringParameters: null,
    requestContext: { identity: { sourceIp: '192.0.2.7' }, authorizer: null },
  } as unknown as APIGatewayProxyEvent;
  await (handler as StreamHandler)(event, stream, { awsRequestId: 'req-9' } as Context);
  // Set by the runtime stub during the call, which narrowing cannot see.
  const metadata = runtime.metadata as Metadata | undefined;
  return { metadata, writes, text: writes.join('') };
}

const handler = withStreamingHttp(countdown, async ({ body }) => ({
  contentType: 'text/plain; charset=utf-8',
  chunks: (async function* () {
    for (let n = body.from; n > 0; n -= 1) yield `${n}\n`;
  })(),
}));

describe('withStreamingHttp', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockResolvedValue({});
  });

  it('sends the status and headers first, then each piece as written', async () => {
    const result = await invoke(handler, '{"from":3}', { Origin: 'https://allowed.example' });
    expect(result.metadata?.statusCode).toBe(200);
    expect(result.metadata?.headers).toMatchObject({
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Access-Control-Allow-Origin': 'https://allowed.example',
    });
    // No header without a value reaches the stream's header block.
    expect(Object.values(result.metadata?.headers ?? {})).not.toContain(undefined);
    expect(result.writes).toEqual(['3\n', '2\n', '1\n']);
  });

  it('answers a validation error with a JSON 400 before any streaming', async () => {
    const result = await invoke(handler, '{"from":9}');
    expect(result.metadata?.statusCode).toBe(400);
    expect(result.metadata?.headers['Content-Type']).toMatch(/application\/json/);
    expect(JSON.parse(result.text)).toEqual({
      error: { code: 'bad_request', message: 'From must be at most 5', field: 'from' },
    });
  });

  it('answers a spent rate limit with 429 and Retry-After', async () => {
    send.mockRejectedValueOnce(
      Object.assign(new Error('limit'), { name: 'ConditionalCheckFailedException' }),
    );
    const result = await invoke(handler, '{"from":1}');
    expect(result.metadata?.statusCode).toBe(429);
    expect(Number(result.metadata?.headers['Retry-After'])).toBeGreaterThan(0);
    expect(JSON.parse(result.text).error.code).toBe('rate_limited');
  });

  it('ends a stream that breaks with the handler’s closing piece', async () => {
    const breaking = withStreamingHttp(countdown, async () => ({
      contentType: 'text/plain',
      chunks: (async function* () {
        yield 'partial\n';
        throw new Error('model connection lost');
      })(),
      onError: () => 'failed\n',
    }));
    const result = await invoke(breaking, '{"from":1}');
    expect(result.metadata?.statusCode).toBe(200);
    expect(result.text).toBe('partial\nfailed\n');
    expect(result.text).not.toContain('model connection lost');
  });
});
