/**
 * A local OpenAI-compatible chat server for tests and benchmarks: `POST /v1/chat/completions`,
 * streamed (server-sent events, as OpenAI sends them) or not. It answers according to its mode
 * and records every request it receives, so tests can read the messages the assistant sent.
 *
 * Control routes (JSON): `POST /__mode {mode, chunkDelayMs?}`, `POST /__release`,
 * `GET /__requests`, `POST /__reset`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const fakeModes = ['ok', 'slow', 'error', 'empty', 'partial', 'held'] as const;
/**
 * - ok: answers FAKE_ANSWER (streamed word by word, the first word at once).
 * - slow: never answers; holds the request until the caller gives up.
 * - error: HTTP 500 with an OpenAI-style error body.
 * - empty: a well-formed answer with no text.
 * - partial: streams the first words of FAKE_ANSWER, then stalls like `slow`.
 * - held: streams the first words of FAKE_ANSWER, then one word every HELD_WORD_MS until
 *   `POST /__release` sends the rest at once, so a test can watch the streaming state for half a
 *   minute, however busy the machine is. Each word comes well inside the assistant's idle limit,
 *   so the answer is never cut short for a stalled model.
 */
export type FakeMode = (typeof fakeModes)[number];

/** What the fake answers in `ok` mode. It carries no disclaimer, so the assistant must add one. */
export const FAKE_ANSWER = [
  'Fake model answer: sensitivity to cold usually means the dentin under the enamel is exposed.',
  '- Use a toothpaste for sensitive teeth twice a day.\n- Brush gently with a soft brush.',
  '**See a dentist** if the pain lingers after the cold is gone.',
].join('\n\n');

/** Words of FAKE_ANSWER sent in `partial` mode before it stalls. */
export const PARTIAL_WORDS = 6;

export interface RecordedRequest {
  stream: boolean;
  model: string;
  messages: Array<{ role: string; content: string }>;
  at: number;
}

export interface FakeOpenAi {
  url: string;
  port: number;
  /** Base URL for the OpenAI SDK: `<url>/v1`. */
  baseUrl: string;
  setMode(mode: FakeMode, chunkDelayMs?: number): void;
  requests(): RecordedRequest[];
  close(): Promise<void>;
}

/** Pause between streamed words in `ok` mode, so a browser visibly receives the answer in pieces. */
const DEFAULT_CHUNK_DELAY_MS = 10;
/** `slow` and `partial` give up after this long, so a forgotten request cannot hang a test run. */
const STALL_LIMIT_MS = 120_000;
/** Pause between words of a `held` answer before its release: half the tests' idle limit (2 s). */
const HELD_WORD_MS = 1000;

const words = (text: string): string[] => text.match(/\s+|\S+\s*/g) ?? [];

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when the caller closes the connection (or the stall limit passes). */
function stall(req: IncomingMessage, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, STALL_LIMIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    req.once('close', done);
    res.once('close', done);
  });
}

export async function startFakeOpenAi(port = 0): Promise<FakeOpenAi> {
  let mode: FakeMode = 'ok';
  let chunkDelayMs = DEFAULT_CHUNK_DELAY_MS;
  const recorded: RecordedRequest[] = [];
  // `held` answers waiting for `POST /__release`.
  let released = false;
  const holds = new Set<() => void>();
  const release = () => {
    released = true;
    for (const resume of holds) resume();
    holds.clear();
  };
  /** Resolves on release, when the caller goes away, or after `ms`. */
  const hold = (req: IncomingMessage, res: ServerResponse, ms: number) =>
    released
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            holds.delete(done);
            req.off('close', done);
            res.off('close', done);
            resolve();
          };
          const timer = setTimeout(done, ms);
          holds.add(done);
          req.once('close', done);
          res.once('close', done);
        });

  const completionId = () => `chatcmpl-fake-${recorded.length}`;
  const chunk = (model: string, delta: Record<string, string>, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id: completionId(),
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;

  async function completions(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJson(req);
    const stream = body.stream === true;
    const model = typeof body.model === 'string' ? body.model : 'fake-model';
    recorded.push({
      stream,
      model,
      messages: Array.isArray(body.messages) ? (body.messages as RecordedRequest['messages']) : [],
      at: Date.now(),
    });

    if (mode === 'error') {
      sendJson(res, 500, {
        error: { message: 'The fake provider failed on purpose.', type: 'server_error' },
      });
      return;
    }
    if (mode === 'slow' || (mode === 'partial' && !stream)) {
      await stall(req, res);
      if (!res.writableEnded) res.destroy();
      return;
    }
    const text = mode === 'empty' ? '' : FAKE_ANSWER;
    if (!stream) {
      sendJson(res, 200, {
        id: completionId(),
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [
          { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
        ],
      });
      return;
    }

    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    res.write(chunk(model, { role: 'assistant', content: '' }));
    const pieces = mode === 'partial' ? words(text).slice(0, PARTIAL_WORDS) : words(text);
    for (const [index, piece] of pieces.entries()) {
      if (mode === 'held' && index >= PARTIAL_WORDS) await hold(req, res, HELD_WORD_MS);
      if (res.destroyed) return;
      if (index > 0 && chunkDelayMs > 0) await sleep(chunkDelayMs);
      res.write(chunk(model, { content: piece }));
    }
    if (mode === 'partial') {
      await stall(req, res);
      if (!res.writableEnded) res.destroy();
      return;
    }
    res.write(chunk(model, {}, 'stop'));
    res.end('data: [DONE]\n\n');
  }

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const work = (async () => {
      if (req.method === 'POST' && path === '/v1/chat/completions') return completions(req, res);
      if (req.method === 'POST' && path === '/__mode') {
        const body = await readJson(req);
        if (!fakeModes.includes(body.mode as FakeMode)) {
          return sendJson(res, 400, { error: `mode must be one of ${fakeModes.join(', ')}` });
        }
        mode = body.mode as FakeMode;
        released = false;
        chunkDelayMs =
          typeof body.chunkDelayMs === 'number' ? body.chunkDelayMs : DEFAULT_CHUNK_DELAY_MS;
        return sendJson(res, 200, { mode, chunkDelayMs });
      }
      if (req.method === 'POST' && path === '/__release') {
        release();
        return sendJson(res, 200, { released: true });
      }
      if (req.method === 'GET' && path === '/__requests') return sendJson(res, 200, recorded);
      if (req.method === 'POST' && path === '/__reset') {
        release();
        mode = 'ok';
        chunkDelayMs = DEFAULT_CHUNK_DELAY_MS;
        recorded.length = 0;
        return sendJson(res, 200, { mode });
      }
      sendJson(res, 404, { error: { message: `No route ${req.method} ${path}` } });
    })();
    work.catch(() => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: 'fake server error' } });
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${actualPort}`;
  return {
    url,
    port: actualPort,
    baseUrl: `${url}/v1`,
    setMode(next, delay = DEFAULT_CHUNK_DELAY_MS) {
      mode = next;
      released = false;
      chunkDelayMs = delay;
    },
    requests: () => [...recorded],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Drives a fake server that another process started (the test stack's), through its control routes. */
export function fakeOpenAiClient(url = process.env.FAKE_OPENAI_URL) {
  if (!url) {
    throw new Error(
      'FAKE_OPENAI_URL is not set: run the suites with test/run.ts, which starts the fake provider and points the stack at it',
    );
  }
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`fake provider ${path}: HTTP ${response.status}`);
  };
  return {
    url,
    setMode: (mode: FakeMode, chunkDelayMs?: number) => post('/__mode', { mode, chunkDelayMs }),
    /** Lets `held` answers stream the rest of their words. */
    release: () => post('/__release', {}),
    reset: () => post('/__reset', {}),
    requests: async () => (await (await fetch(`${url}/__requests`)).json()) as RecordedRequest[],
  };
}
