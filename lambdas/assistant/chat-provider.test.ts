import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_ANSWER, startFakeOpenAi, type FakeOpenAi } from '../../test/support/fake-openai';
import { createOpenAiProvider, type ChatMessage } from './chat-provider';

/** The real SDK against the local OpenAI-compatible server: request shape and response parsing. */
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => fake.setMode('ok', 0));

const messages: ChatMessage[] = [
  { role: 'system', content: 'rules' },
  { role: 'user', content: 'question' },
];

async function drain(pieces: AsyncIterable<string>) {
  const all: string[] = [];
  for await (const piece of pieces) all.push(piece);
  return all;
}

const provider = () =>
  createOpenAiProvider({
    apiKey: 'test-key',
    baseURL: fake.baseUrl,
    model: 'test-model',
    timeoutMs: 5000,
  });

describe('createOpenAiProvider', () => {
  it('streams the answer piece by piece', async () => {
    const pieces = await drain(provider().stream(messages, new AbortController().signal));
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(FAKE_ANSWER);
    const [request] = fake.requests().slice(-1);
    expect(request).toMatchObject({ stream: true, model: 'test-model', messages });
  });

  it('asks for the whole answer at once', async () => {
    const pieces = await drain(provider().complete(messages, new AbortController().signal));
    expect(pieces).toEqual([FAKE_ANSWER]);
    expect(fake.requests().at(-1)?.stream).toBe(false);
  });

  it('yields nothing for an empty answer, and rejects on a server error without retrying', async () => {
    fake.setMode('empty');
    expect(await drain(provider().stream(messages, new AbortController().signal))).toEqual([]);
    fake.setMode('error');
    const before = fake.requests().length;
    await expect(
      drain(provider().complete(messages, new AbortController().signal)),
    ).rejects.toThrow();
    expect(fake.requests().length).toBe(before + 1);
  });

  it('stops when the signal aborts', async () => {
    fake.setMode('slow');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    await expect(drain(provider().stream(messages, controller.signal))).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
