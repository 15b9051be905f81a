import { mkdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type OpenAI from 'openai';
import { FAKE_ANSWER, startFakeOpenAi, type FakeOpenAi } from '../../test/support/fake-openai';
import type { createOpenAiProvider } from '../../lambdas/assistant/chat-provider';
import type { realtimeProviderFor } from '../../lambdas/voice/realtime-provider';
import { esbuildOptions, OPENAI_SDK_RESOURCES } from '../function-bundling';
import { repoRoot } from '../paths';
import { keepOpenAiResources } from './openai-resources.mjs';

/**
 * The provider modules bundled as the functions are (same options, same plugin, same API
 * families kept), then loaded and run: the SDK's client still calls the APIs kept, against
 * local servers, and has empty objects for the others.
 */
const outDir = join(repoRoot, 'node_modules', '.cache', 'openai-resources-test');
const load = createRequire(import.meta.url);

async function bundle(name: string, source: string, keep: readonly string[]) {
  const outfile = join(outDir, `${name}.js`);
  await build({
    ...esbuildOptions(),
    sourcemap: false,
    stdin: { contents: source, resolveDir: repoRoot, loader: 'ts', sourcefile: `${name}.ts` },
    outfile,
    plugins: [keepOpenAiResources(keep)],
    logLevel: 'silent',
  });
  return load(outfile) as unknown;
}

interface ChatBundle {
  createOpenAiProvider: typeof createOpenAiProvider;
  OpenAI: typeof OpenAI;
}
interface VoiceBundle {
  realtimeProviderFor: typeof realtimeProviderFor;
  OpenAI: typeof OpenAI;
}

let fake: FakeOpenAi;
let realtime: Server;
let realtimeUrl: string;
const mintRequests: Array<{ authorization?: string; body: Record<string, unknown> }> = [];

beforeAll(async () => {
  mkdirSync(outDir, { recursive: true });
  fake = await startFakeOpenAi();
  realtime = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/realtime/client_secrets') {
        return void res.writeHead(404).end();
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      mintRequests.push({ authorization: req.headers.authorization, body });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ value: 'ek_local', expires_at: 1_900_000_000, session: {} }));
    });
  });
  await new Promise<void>((resolve) => realtime.listen(0, '127.0.0.1', resolve));
  realtimeUrl = `http://127.0.0.1:${(realtime.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => realtime.close(resolve));
  rmSync(outDir, { recursive: true, force: true });
});

async function drain(pieces: AsyncIterable<string>) {
  const all: string[] = [];
  for await (const piece of pieces) all.push(piece);
  return all;
}

describe('the OpenAI SDK bundled with only the API families a function calls', () => {
  it('lists chat for the chat functions and realtime for the voice token function', () => {
    expect(OPENAI_SDK_RESOURCES).toEqual({
      dentalAiChat: ['chat'],
      dentalAiChatStream: ['chat'],
      dentalTokenGenerator: ['realtime'],
    });
  });

  it('still streams and answers chat completions, and leaves the other APIs out', async () => {
    const { createOpenAiProvider, OpenAI } = (await bundle(
      'chat',
      `export { createOpenAiProvider } from './lambdas/assistant/chat-provider';
       export { default as OpenAI } from 'openai';`,
      OPENAI_SDK_RESOURCES.dentalAiChatStream ?? [],
    )) as ChatBundle;
    fake.setMode('ok', 0);
    const provider = createOpenAiProvider({
      apiKey: 'test-key',
      baseURL: fake.baseUrl,
      model: 'test-model',
      timeoutMs: 5000,
    });
    const messages = [{ role: 'user' as const, content: 'question' }];
    const streamed = await drain(provider.stream(messages, new AbortController().signal));
    expect(streamed.length).toBeGreaterThan(5);
    expect(streamed.join('')).toBe(FAKE_ANSWER);
    expect(fake.requests().at(-1)).toMatchObject({ stream: true, model: 'test-model', messages });
    const whole = await drain(provider.complete(messages, new AbortController().signal));
    expect(whole).toEqual([FAKE_ANSWER]);
    expect(fake.requests().at(-1)?.stream).toBe(false);

    const client = new OpenAI({ apiKey: 'test-key' });
    expect(typeof client.chat.completions.create).toBe('function');
    expect(client.batches.create).toBeUndefined();
    expect(client.responses.create).toBeUndefined();
    expect(client.realtime.clientSecrets).toBeUndefined();
  });

  it('still mints realtime client secrets for the voice token function, without chat', async () => {
    const { realtimeProviderFor, OpenAI } = (await bundle(
      'voice',
      `export { realtimeProviderFor } from './lambdas/voice/realtime-provider';
       export { default as OpenAI } from 'openai';`,
      OPENAI_SDK_RESOURCES.dentalTokenGenerator ?? [],
    )) as VoiceBundle;
    const provider = await realtimeProviderFor({
      REALTIME_BASE_URL: realtimeUrl,
      REALTIME_API_KEY: 'local-key',
    });
    const secret = await provider?.client.realtime.clientSecrets.create({
      expires_after: { anchor: 'created_at', seconds: 120 },
      session: { type: 'realtime', model: 'gpt-realtime', instructions: 'be kind' },
    });
    expect(secret).toMatchObject({ value: 'ek_local', expires_at: 1_900_000_000 });
    expect(mintRequests.at(-1)).toEqual({
      authorization: 'Bearer local-key',
      body: {
        expires_after: { anchor: 'created_at', seconds: 120 },
        session: { type: 'realtime', model: 'gpt-realtime', instructions: 'be kind' },
      },
    });

    const client = new OpenAI({ apiKey: 'test-key' });
    expect(client.chat.completions).toBeUndefined();
    expect(client.embeddings.create).toBeUndefined();
  });

  it('refuses to keep an API family the SDK does not have', async () => {
    await expect(
      bundle('unknown', `export { default as OpenAI } from 'openai';`, ['chats']),
    ).rejects.toThrow(/no API family "chats"/);
  });
});
