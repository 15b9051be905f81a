import { describe, expect, it, vi } from 'vitest';
import type { ChatStreamEvent } from '../../contracts/assistant';
import {
  answerQuestion,
  ProviderTimeout,
  withTimeouts,
  type AnswerOptions,
  type AnswerOutcome,
} from './answer-question';
import { INTERRUPTED_NOTE } from './answer-text';
import type { ChatMessage, ChatProvider } from './chat-provider';
import { composeOfflineAnswer, DISCLAIMER } from './compose-answer';
import { SAFETY_PREAMBLE } from './safety-preamble';
import { detectRedFlag } from './red-flags';

const SENSITIVE = 'Why are my teeth sensitive to cold?';
const RED_FLAG = 'my jaw is swollen and I have a fever';

/** Waits until the signal aborts, then rejects the way the SDK does. */
const untilAborted = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    const abort = () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
  });

interface Script {
  pieces?: string[];
  /** Throw this after sending the pieces. */
  error?: Error;
  /** Hang (until aborted) after sending the pieces. */
  hang?: boolean;
}

/** A provider that answers from a script and records what it was asked. */
function scriptedProvider(script: Script) {
  const calls: Array<{ method: 'stream' | 'complete'; messages: ChatMessage[] }> = [];
  const signals: AbortSignal[] = [];
  const run = (method: 'stream' | 'complete') =>
    async function* (messages: ChatMessage[], signal: AbortSignal) {
      calls.push({ method, messages });
      signals.push(signal);
      for (const piece of script.pieces ?? []) yield piece;
      if (script.error) throw script.error;
      if (script.hang) await untilAborted(signal);
    };
  const provider: ChatProvider = { stream: run('stream'), complete: run('complete') };
  return { provider, calls, signals };
}

function options(overrides: Partial<AnswerOptions> = {}): AnswerOptions {
  return {
    provider: null,
    adminPrompts: async () => [],
    timeoutMs: 1000,
    budgetMs: 5000,
    mode: 'stream',
    ...overrides,
  };
}

async function collect(events: AsyncIterable<ChatStreamEvent>) {
  const all: ChatStreamEvent[] = [];
  for await (const event of events) all.push(event);
  const text = all.map((event) => (event.type === 'delta' ? event.text : '')).join('');
  const last = all.at(-1);
  return { all, text, last };
}

describe('answerQuestion without a model (no key configured)', () => {
  it('streams the knowledge-base answer in word-sized pieces, then done', async () => {
    const offline = composeOfflineAnswer(SENSITIVE);
    const { all, text, last } = await collect(answerQuestion(SENSITIVE, options()));
    expect(text).toBe(offline.text);
    // The disclaimer comes once, in the final event, never inside the text.
    expect(text).not.toContain(DISCLAIMER);
    expect(all.filter((event) => event.type === 'delta').length).toBeGreaterThan(50);
    expect(last).toEqual({
      type: 'done',
      topics: offline.topics,
      source: 'knowledge-base',
      disclaimer: DISCLAIMER,
    });
  });

  it('puts the urgent-care guidance first for a red flag', async () => {
    const { text } = await collect(answerQuestion(RED_FLAG, options()));
    expect(text.startsWith(detectRedFlag(RED_FLAG)?.guidance ?? '-')).toBe(true);
  });

  it('answers a follow-up about the earlier questions’ subject', async () => {
    const { last } = await collect(
      answerQuestion('How long do they last?', options(), ['What is a dental crown?']),
    );
    expect(last).toMatchObject({ type: 'done', topics: ['Dental crowns'] });
  });
});

describe('answerQuestion with a model', () => {
  it('streams the model answer, then the disclaimer in the final event', async () => {
    const { provider, calls } = scriptedProvider({ pieces: ['Use a ', 'soft brush.'] });
    const outcomes: AnswerOutcome[] = [];
    const { all, text, last } = await collect(
      answerQuestion(SENSITIVE, options({ provider, onOutcome: (o) => outcomes.push(o) })),
    );
    expect(calls.map((call) => call.method)).toEqual(['stream']);
    expect(all.slice(0, 2)).toEqual([
      { type: 'delta', text: 'Use a ' },
      { type: 'delta', text: 'soft brush.' },
    ]);
    expect(text).toBe('Use a soft brush.');
    expect(last).toMatchObject({ type: 'done', source: 'openai', disclaimer: DISCLAIMER });
    expect(last?.type === 'done' && last.topics).toContain('Tooth sensitivity');
    expect(outcomes).toEqual([{ source: 'openai', partial: false, redFlag: false }]);
  });

  it('grounds a follow-up in the subject and shows the model the earlier questions', async () => {
    const { provider, calls } = scriptedProvider({ pieces: ['About ten to fifteen years.'] });
    const { last } = await collect(
      answerQuestion('How long do they last?', options({ provider }), [
        'write me a cover letter',
        'What is a dental crown?',
      ]),
    );
    expect(last?.type === 'done' && last.topics[0]).toBe('Dental crowns');
    const messages = calls[0]?.messages ?? [];
    expect(messages[0]?.content).toContain('Topic: Dental crowns');
    expect(messages[0]?.content).toMatch(/Answer only the last message/);
    // Only the questions the follow-up was read with: not the refused one before them.
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'What is a dental crown?' },
      { role: 'user', content: 'How long do they last?' },
    ]);
  });

  it('shows the model no earlier question for a question that stands alone', async () => {
    const { provider, calls } = scriptedProvider({ pieces: ['ok'] });
    await collect(answerQuestion(SENSITIVE, options({ provider }), ['write me a cover letter']));
    const messages = calls[0]?.messages ?? [];
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(messages[0]?.content).not.toMatch(/earlier questions/);
  });

  it('asks for the whole answer at once in complete mode', async () => {
    const { provider, calls } = scriptedProvider({ pieces: ['All at once.'] });
    const { text } = await collect(
      answerQuestion(SENSITIVE, options({ provider, mode: 'complete' })),
    );
    expect(calls.map((call) => call.method)).toEqual(['complete']);
    expect(text).toBe('All at once.');
  });

  it('sends the urgent-care guidance before anything the model says', async () => {
    const { provider, calls } = scriptedProvider({ pieces: ['A warm compress may help.'] });
    const { text, last } = await collect(answerQuestion(RED_FLAG, options({ provider })));
    const guidance = detectRedFlag(RED_FLAG)?.guidance ?? '-';
    expect(text.startsWith(`${guidance}\n\nA warm compress may help.`)).toBe(true);
    expect(last).toMatchObject({ source: 'openai' });
    // The model is told the guidance was shown, so it does not repeat it.
    expect(calls[0]?.messages[0]?.content).toMatch(/already been shown this urgent-care guidance/);
  });

  it('builds the system message from the preamble, then admin prompts, then the notes', async () => {
    const { provider, calls } = scriptedProvider({ pieces: ['ok'] });
    await collect(
      answerQuestion(
        SENSITIVE,
        options({ provider, adminPrompts: async () => ['Mention fluoride varnish.'] }),
      ),
    );
    const [system, user] = calls[0]?.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content.startsWith(SAFETY_PREAMBLE)).toBe(true);
    const prompt = system?.content.indexOf('Mention fluoride varnish.') ?? -1;
    const notes = system?.content.indexOf('Topic: Tooth sensitivity') ?? -1;
    expect(prompt).toBeGreaterThan(SAFETY_PREAMBLE.length);
    expect(notes).toBeGreaterThan(prompt);
    // The visitor's words are the user message and nowhere else.
    expect(user).toEqual({ role: 'user', content: SENSITIVE });
    expect(system?.content).not.toContain(SENSITIVE);
  });

  it('still answers through the model with the preamble alone when the prompts cannot be read', async () => {
    const { provider, calls } = scriptedProvider({ pieces: ['Fine.'] });
    const unavailable = vi.fn();
    const { last } = await collect(
      answerQuestion(
        SENSITIVE,
        options({
          provider,
          adminPrompts: async () => {
            throw new Error('table unavailable');
          },
          onPromptsUnavailable: unavailable,
        }),
      ),
    );
    expect(unavailable).toHaveBeenCalledOnce();
    expect(calls[0]?.messages[0]?.content.startsWith(SAFETY_PREAMBLE)).toBe(true);
    expect(last).toMatchObject({ source: 'openai' });
  });
});

describe('answerQuestion falling back to the knowledge base', () => {
  const offline = composeOfflineAnswer(SENSITIVE);

  it('on a provider error', async () => {
    const { provider } = scriptedProvider({
      error: Object.assign(new Error('500'), { name: 'InternalServerError' }),
    });
    const outcomes: AnswerOutcome[] = [];
    const { text, last } = await collect(
      answerQuestion(SENSITIVE, options({ provider, onOutcome: (o) => outcomes.push(o) })),
    );
    expect(text).toBe(offline.text);
    expect(last).toEqual({
      type: 'done',
      topics: offline.topics,
      source: 'knowledge-base',
      disclaimer: DISCLAIMER,
    });
    expect(outcomes).toEqual([
      {
        source: 'knowledge-base',
        fallback: 'error',
        errorName: 'InternalServerError',
        partial: false,
        redFlag: false,
      },
    ]);
  });

  it('when the model does not start answering in time, and aborts its request', async () => {
    const { provider, signals } = scriptedProvider({ hang: true });
    const outcomes: AnswerOutcome[] = [];
    const started = Date.now();
    const { text } = await collect(
      answerQuestion(
        SENSITIVE,
        options({ provider, timeoutMs: 50, onOutcome: (o) => outcomes.push(o) }),
      ),
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(text).toBe(offline.text);
    expect(outcomes[0]?.fallback).toBe('timeout');
    expect(signals[0]?.aborted).toBe(true);
  });

  it('when the model answers nothing', async () => {
    const { provider } = scriptedProvider({ pieces: ['', '  \n'] });
    const outcomes: AnswerOutcome[] = [];
    const { text } = await collect(
      answerQuestion(SENSITIVE, options({ provider, onOutcome: (o) => outcomes.push(o) })),
    );
    expect(text).toBe(offline.text);
    expect(outcomes[0]?.fallback).toBe('empty');
  });

  it('after part of the answer was sent: a note, then the knowledge-base answer', async () => {
    const { provider } = scriptedProvider({ pieces: ['Sensitivity often '], hang: true });
    const outcomes: AnswerOutcome[] = [];
    const { text, last } = await collect(
      answerQuestion(
        SENSITIVE,
        options({ provider, timeoutMs: 50, onOutcome: (o) => outcomes.push(o) }),
      ),
    );
    expect(text).toBe(`Sensitivity often \n\n${INTERRUPTED_NOTE}\n\n${offline.text}`);
    expect(last).toMatchObject({ source: 'knowledge-base' });
    expect(outcomes[0]).toMatchObject({ fallback: 'timeout', partial: true });
  });

  it('keeps the urgent guidance first and does not repeat it', async () => {
    const { provider } = scriptedProvider({ error: new Error('down') });
    const { text } = await collect(answerQuestion(RED_FLAG, options({ provider })));
    const guidance = detectRedFlag(RED_FLAG)?.guidance ?? '-';
    expect(text).toBe(composeOfflineAnswer(RED_FLAG).text);
    expect(text.split(guidance)).toHaveLength(2);
    expect(text.startsWith(guidance)).toBe(true);
  });

  it('never reports the question or the answer in its outcome', async () => {
    const { provider } = scriptedProvider({ pieces: ['Secret answer text.'] });
    const outcomes: AnswerOutcome[] = [];
    await collect(
      answerQuestion(SENSITIVE, options({ provider, onOutcome: (o) => outcomes.push(o) })),
    );
    const logged = JSON.stringify(outcomes);
    expect(logged).not.toContain('sensitive to cold');
    expect(logged).not.toContain('Secret answer');
  });
});

describe('withTimeouts', () => {
  async function* slowPieces(delays: number[], signal: AbortSignal) {
    for (const [index, delay] of delays.entries()) {
      await Promise.race([
        new Promise((resolve) => setTimeout(resolve, delay)),
        untilAborted(signal),
      ]);
      yield `piece${index}`;
    }
  }

  it('passes pieces through within the limits', async () => {
    const seen: string[] = [];
    for await (const piece of withTimeouts((signal) => slowPieces([5, 5, 5], signal), {
      firstMs: 200,
      idleMs: 200,
      totalMs: 1000,
    }))
      seen.push(piece);
    expect(seen).toEqual(['piece0', 'piece1', 'piece2']);
  });

  it('times out a slow first piece, a long pause, and a slow whole answer', async () => {
    const drain = async (delays: number[], limits: Parameters<typeof withTimeouts>[1]) => {
      const seen: string[] = [];
      try {
        for await (const piece of withTimeouts((signal) => slowPieces(delays, signal), limits))
          seen.push(piece);
      } catch (error) {
        return { seen, error };
      }
      return { seen, error: undefined };
    };
    const first = await drain([100], { firstMs: 20, idleMs: 1000, totalMs: 1000 });
    expect(first.error).toBeInstanceOf(ProviderTimeout);
    const pause = await drain([1, 100], { firstMs: 1000, idleMs: 20, totalMs: 1000 });
    expect(pause).toMatchObject({ seen: ['piece0'] });
    expect(pause.error).toBeInstanceOf(ProviderTimeout);
    const total = await drain([15, 15, 15, 15, 15, 15], { firstMs: 50, idleMs: 50, totalMs: 40 });
    expect(total.seen.length).toBeLessThan(6);
    expect(total.error).toBeInstanceOf(ProviderTimeout);
  });

  it('aborts the request when the reader stops early', async () => {
    let seenSignal: AbortSignal | undefined;
    for await (const piece of withTimeouts(
      (signal) => {
        seenSignal = signal;
        return slowPieces([1, 1, 1], signal);
      },
      { firstMs: 100, idleMs: 100, totalMs: 1000 },
    )) {
      expect(piece).toBe('piece0');
      break;
    }
    expect(seenSignal?.aborted).toBe(true);
  });
});
