import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openAiClient, OpenAiError } from './openai-api';

/** A scripted server: each request takes the next answer; requests are recorded. */
type Answer = (res: ServerResponse) => void;
let answers: Answer[] = [];
let received: Array<{ path: string; auth: string | undefined; body: unknown }> = [];
let server: Server;
let baseURL: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        auth: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
      });
      (answers.shift() ?? ((r) => r.writeHead(500).end()))(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  answers = [];
  received = [];
});

const json =
  (status: number, body: unknown): Answer =>
  (res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
const client = (maxRetries = 0) =>
  openAiClient({ apiKey: 'sk-test', baseURL, timeoutMs: 5000, maxRetries });
const chunk = (content: string) => ({ choices: [{ index: 0, delta: { content } }] });

describe('the OpenAI REST client', () => {
  it('reads server-sent events split anywhere, with either line ending, until [DONE]', async () => {
    const stream =
      `data: ${JSON.stringify(chunk('Hel'))}\r\n\r\n` +
      `: a comment line\n\ndata: ${JSON.stringify(chunk('lo'))}\n\n` +
      `data: [DONE]\n\ndata: ${JSON.stringify(chunk('never'))}\n\n`;
    answers.push((res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      // Byte by byte: events, lines and even multi-byte characters arrive in pieces.
      const bytes = Buffer.from(stream);
      let at = 0;
      const next = () => {
        if (at >= bytes.length) return void res.end();
        res.write(bytes.subarray(at, at + 7));
        at += 7;
        setImmediate(next);
      };
      next();
    });
    const pieces: string[] = [];
    for await (const part of client().chatCompletionStream({
      model: 'm',
      stream: true,
      messages: [{ role: 'user', content: 'q' }],
    })) {
      pieces.push(part.choices[0]?.delta?.content ?? '');
    }
    expect(pieces).toEqual(['Hel', 'lo']);
    expect(received[0]).toMatchObject({
      path: '/v1/chat/completions',
      auth: 'Bearer sk-test',
      body: { model: 'm', stream: true },
    });
  });

  it('retries a 5xx or 429 as often as allowed, and names the status when it gives up', async () => {
    answers.push(json(503, {}), json(429, {}), json(200, { value: 'ek_1', expires_at: 9 }));
    const minted = await client(2).createRealtimeClientSecret({
      session: { type: 'realtime', model: 'gpt-realtime' },
    });
    expect(minted).toMatchObject({ value: 'ek_1', expires_at: 9 });
    expect(received.map((r) => r.path)).toEqual(Array(3).fill('/v1/realtime/client_secrets'));

    answers.push(json(500, { error: { message: 'boom' } }));
    const failure = await client(0)
      .chatCompletion({ model: 'm', messages: [] })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OpenAiError);
    expect((failure as OpenAiError).status).toBe(500);
  });

  it('does not retry a refusal (4xx other than 429)', async () => {
    answers.push(json(401, { error: { message: 'bad key' } }), json(200, {}));
    await expect(client(3).chatCompletion({ model: 'm', messages: [] })).rejects.toMatchObject({
      status: 401,
    });
    expect(received).toHaveLength(1);
  });

  it('stops when the caller aborts, without retrying', async () => {
    answers.push(() => undefined);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(
      client(3).chatCompletion({ model: 'm', messages: [] }, controller.signal),
    ).rejects.toThrow();
    expect(received).toHaveLength(1);
  });
});
