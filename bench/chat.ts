/**
 * The AI assistant's latency through the local API gateway.
 *
 *   npm run bench -- chat [--runs=300] [--ttfb-runs=100]
 *
 * 1. Offline answers: a local stack with no model configured answers from the dental knowledge
 *    base. Timed end to end over HTTP: the buffered route (request → whole JSON answer) and the
 *    streaming route (request → first event, and → last event).
 * 2. Streaming first byte: a second stack whose OpenAI client points at the local fake provider,
 *    which sends its first word at once. The time from request to the first answer text through
 *    the gateway is compared with the time to the provider's own first answer text, asked
 *    directly in the same run, alternating; the difference is what the gateway, the handler and
 *    the SDK add before the first word reaches the browser.
 *
 * Each stack is a child process (`local/start.ts`) on free ports with its own data folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeOpenAi, type FakeOpenAi } from '../test/support/fake-openai';
import { option } from './lib/options';
import { freePortBlock } from './lib/ports';
import { writeResult } from './lib/results';
import { formatTable, percentile, round } from './lib/stats';

const TARGET_OFFLINE_P95_MS = 50;
const TARGET_FIRST_BYTE_OVERHEAD_MS = 20;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const settings = { runs: option('runs', 300), ttfbRuns: option('ttfb-runs', 100) };

/** Questions of every kind: topics, a red flag, a near miss and one outside dentistry. */
const QUESTIONS = [
  'Why are my teeth sensitive to hot and cold?',
  'How often should I get my teeth cleaned?',
  'Is teeth whitening safe?',
  'What are the signs of gum disease?',
  'What should I do if I chipped a tooth?',
  'my 3 year old has a toothache at night',
  'My jaw is swollen and I have a fever',
  'can I drink coffee after a filling',
  'do electric toothbrushes work better',
  "what's the capital of France",
];

interface RunningStack {
  site: string;
  stop: () => Promise<void>;
}

async function bootStack(name: string, env: Record<string, string>): Promise<RunningStack> {
  const port = await freePortBlock();
  const localDir = path.join('.local', `bench-${name}`);
  const stackFile = path.join(root, localDir, 'stack.json');
  rmSync(path.join(root, localDir), { recursive: true, force: true });
  // Only what this benchmark sets decides whether a model is configured.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('OPENAI_')),
  );
  const child: ChildProcess = spawn(
    process.execPath,
    ['--no-warnings', '--import', 'tsx', 'local/start.ts'],
    {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...inherited,
        ...env,
        PORT: String(port),
        LOCAL_DIR: localDir,
        // The benchmark is one client asking many questions.
        RATE_LIMIT_CHAT: '1000000/60',
      },
    },
  );
  const deadline = Date.now() + 60_000;
  while (!existsSync(stackFile)) {
    if (child.exitCode !== null) throw new Error(`The ${name} stack exited during start`);
    if (Date.now() > deadline) throw new Error(`The ${name} stack did not start within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { site } = JSON.parse(readFileSync(stackFile, 'utf8')) as { site: string };
  return {
    site,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(path.join(root, localDir), { recursive: true, force: true });
    },
  };
}

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * Reads a server-sent event stream until `isFirst` accepts an event's data; returns that moment
 * and the moment the stream ended (ms after `started`).
 */
async function timeStream(
  response: Response,
  started: number,
  isFirst: (data: string) => boolean,
): Promise<{ firstMs: number; totalMs: number }> {
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  let firstMs = Number.NaN;
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const data = buffer.slice(0, end).replace(/^data: /, '');
      buffer = buffer.slice(end + 2);
      if (Number.isNaN(firstMs) && isFirst(data)) firstMs = performance.now() - started;
      end = buffer.indexOf('\n\n');
    }
  }
  if (Number.isNaN(firstMs)) throw new Error('The stream ended without answer text');
  return { firstMs, totalMs: performance.now() - started };
}

const isDelta = (data: string) => data.startsWith('{"type":"delta"');
/** An OpenAI chunk with answer text (the first one only names the role). */
const hasContent = (data: string) => /"content":"[^"]/.test(data);

interface Summary {
  runs: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function summarize(samples: number[]): Summary {
  return {
    runs: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    max: Math.max(...samples),
  };
}

const rounded = (summary: Summary) => ({
  runs: summary.runs,
  p50_ms: round(summary.p50),
  p95_ms: round(summary.p95),
  p99_ms: round(summary.p99),
  max_ms: round(summary.max),
});

async function offlineLatency(site: string) {
  const chat = `${site}/api/functions/dental-ai-chat`;
  const stream = `${site}/api/functions/dental-ai-chat/stream`;
  const ask = async (index: number) => {
    const started = performance.now();
    const response = await post(chat, { question: QUESTIONS[index % QUESTIONS.length] });
    const body = (await response.json()) as { response?: string };
    if (!response.ok || !body.response) throw new Error(`HTTP ${response.status}`);
    return performance.now() - started;
  };
  const askStreaming = async (index: number) => {
    const started = performance.now();
    const response = await post(stream, { question: QUESTIONS[index % QUESTIONS.length] });
    return timeStream(response, started, isDelta);
  };
  // Warm-up: the first requests load the handlers and build the search index.
  for (let index = 0; index < 20; index += 1) {
    await ask(index);
    await askStreaming(index);
  }
  const buffered: number[] = [];
  const firstEvent: number[] = [];
  const lastEvent: number[] = [];
  for (let index = 0; index < settings.runs; index += 1) {
    buffered.push(await ask(index));
    const timed = await askStreaming(index);
    firstEvent.push(timed.firstMs);
    lastEvent.push(timed.totalMs);
  }
  return {
    buffered: summarize(buffered),
    firstEvent: summarize(firstEvent),
    lastEvent: summarize(lastEvent),
  };
}

async function firstByteOverhead(site: string, fake: FakeOpenAi) {
  const stream = `${site}/api/functions/dental-ai-chat/stream`;
  const direct = `${fake.baseUrl}/chat/completions`;
  // No red flag, so the first words through the gateway are the model's own.
  const question = 'Why are my teeth sensitive to hot and cold?';
  const throughGateway = async () => {
    const started = performance.now();
    return (await timeStream(await post(stream, { question }), started, isDelta)).firstMs;
  };
  const fromProvider = async () => {
    const started = performance.now();
    const body = {
      model: 'gpt-4o-mini',
      stream: true,
      messages: [
        { role: 'system', content: 'rules' },
        { role: 'user', content: question },
      ],
    };
    const response = await fetch(direct, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer bench' },
      body: JSON.stringify(body),
    });
    return (await timeStream(response, started, hasContent)).firstMs;
  };
  for (let index = 0; index < 10; index += 1) {
    await throughGateway();
    await fromProvider();
  }
  const gateway: number[] = [];
  const provider: number[] = [];
  for (let index = 0; index < settings.ttfbRuns; index += 1) {
    // Alternating, so a slow moment of the machine weighs on both alike.
    if (index % 2 === 0) {
      gateway.push(await throughGateway());
      provider.push(await fromProvider());
    } else {
      provider.push(await fromProvider());
      gateway.push(await throughGateway());
    }
  }
  return { gateway: summarize(gateway), provider: summarize(provider) };
}

async function main(): Promise<number> {
  console.log(`Offline answers: ${settings.runs} questions on each route, after a warm-up`);
  const offlineStack = await bootStack('chat-offline', {});
  let offline: Awaited<ReturnType<typeof offlineLatency>>;
  try {
    offline = await offlineLatency(offlineStack.site);
  } finally {
    await offlineStack.stop();
  }

  console.log(
    `Streaming first byte: ${settings.ttfbRuns} questions through the gateway and to the provider directly`,
  );
  const fake = await startFakeOpenAi();
  // The fake sends its first word at once; the rest follow without pause.
  fake.setMode('ok', 0);
  const modelStack = await bootStack('chat-model', {
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: 'bench-key',
  });
  let ttfb: Awaited<ReturnType<typeof firstByteOverhead>>;
  try {
    ttfb = await firstByteOverhead(modelStack.site, fake);
  } finally {
    await modelStack.stop();
    await fake.close();
  }

  const overhead = {
    p50: ttfb.gateway.p50 - ttfb.provider.p50,
    p95: ttfb.gateway.p95 - ttfb.provider.p95,
  };
  const pass = {
    offline_p95: offline.buffered.p95 <= TARGET_OFFLINE_P95_MS,
    first_byte_overhead_p50: overhead.p50 <= TARGET_FIRST_BYTE_OVERHEAD_MS,
  };

  const row = (name: string, summary: Summary) => [
    name,
    String(summary.runs),
    summary.p50.toFixed(2),
    summary.p95.toFixed(2),
    summary.p99.toFixed(2),
    summary.max.toFixed(2),
  ];
  console.log('');
  console.log(
    formatTable(
      ['measurement', 'runs', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
      [
        row('offline answer, buffered route (whole answer)', offline.buffered),
        row('offline answer, stream route: first event', offline.firstEvent),
        row('offline answer, stream route: last event', offline.lastEvent),
        row('model answer via gateway: first text', ttfb.gateway),
        row('model answer from provider directly: first text', ttfb.provider),
      ],
    ),
  );
  console.log('');
  console.log(
    `offline p95 ${offline.buffered.p95.toFixed(2)} ms (target <= ${TARGET_OFFLINE_P95_MS} ms) ${pass.offline_p95 ? 'ok' : 'MISSED'}; ` +
      `first-byte overhead p50 ${overhead.p50.toFixed(2)} ms, p95 ${overhead.p95.toFixed(2)} ms (target <= ${TARGET_FIRST_BYTE_OVERHEAD_MS} ms) ${pass.first_byte_overhead_p50 ? 'ok' : 'MISSED'}`,
  );

  const file = writeResult('chat', {
    questions: QUESTIONS.length,
    offline: {
      buffered_route: rounded(offline.buffered),
      stream_route_first_event: rounded(offline.firstEvent),
      stream_route_last_event: rounded(offline.lastEvent),
    },
    streaming_first_byte: {
      via_gateway: rounded(ttfb.gateway),
      provider_direct: rounded(ttfb.provider),
      overhead_p50_ms: round(overhead.p50),
      overhead_p95_ms: round(overhead.p95),
      ratio_p50: round(ttfb.gateway.p50 / ttfb.provider.p50),
    },
    targets: {
      offline_p95_max_ms: TARGET_OFFLINE_P95_MS,
      first_byte_overhead_max_ms: TARGET_FIRST_BYTE_OVERHEAD_MS,
    },
    pass,
  });
  console.log(`Wrote ${path.relative(root, file)}`);
  return pass.offline_p95 && pass.first_byte_overhead_p50 ? 0 : 1;
}

process.exit(await main());
