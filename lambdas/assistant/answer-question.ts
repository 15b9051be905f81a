import type { ChatStreamEvent } from '../../contracts/assistant';
import { INTERRUPTED_NOTE, wordChunks } from './answer-text';
import type { ChatProvider } from './chat-provider';
import {
  analyzeQuestion,
  composeOfflineAnswer,
  DISCLAIMER,
  groundingContext,
} from './compose-answer';
import { buildChatMessages } from './system-prompt';

export type AnswerSource = Extract<ChatStreamEvent, { type: 'done' }>['source'];
export type FallbackReason = 'timeout' | 'error' | 'empty';

/** How an answer was produced, for logs and metrics (never its text). */
export interface AnswerOutcome {
  source: AnswerSource;
  /** Why the model's answer was replaced by the knowledge base's, when it was. */
  fallback?: FallbackReason;
  /** Name of the provider error behind an `error` fallback. */
  errorName?: string;
  /** Some of the model's text had already been sent when it failed. */
  partial: boolean;
  redFlag: boolean;
}

export interface AnswerOptions {
  /** Null: no model is configured and the knowledge base answers. */
  provider: ChatProvider | null;
  /** The administrators' active prompts. */
  adminPrompts: () => Promise<string[]>;
  /** How long the model may take to start answering, and may then pause between pieces. */
  timeoutMs: number;
  /** Longest the model's whole answer may take (what the function has left, less a margin). */
  budgetMs: number;
  /** `stream` asks the model for a streamed answer; `complete` for the whole answer at once. */
  mode: 'stream' | 'complete';
  onOutcome?: (outcome: AnswerOutcome) => void;
  /** Logged when the prompt read fails; the answer goes on with the safety preamble alone. */
  onPromptsUnavailable?: (error: unknown) => void;
}

export class ProviderTimeout extends Error {
  override readonly name = 'ProviderTimeout';
}

export class EmptyAnswer extends Error {
  override readonly name = 'EmptyAnswer';
}

const TIMED_OUT = Symbol('timed out');

function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), Math.max(0, ms));
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The provider's pieces, in order, under three limits: the first piece within `firstMs`, each
 * next one within `idleMs`, all of them within `totalMs`. Past a limit the call is aborted and
 * ProviderTimeout thrown. Stopping early (a timeout, an error, or the reader going away) aborts
 * the provider's request too.
 */
export async function* withTimeouts(
  pieces: (signal: AbortSignal) => AsyncIterable<string>,
  limits: { firstMs: number; idleMs: number; totalMs: number },
): AsyncGenerator<string> {
  const controller = new AbortController();
  const iterator = pieces(controller.signal)[Symbol.asyncIterator]();
  const deadline = Date.now() + limits.totalMs;
  let first = true;
  try {
    for (;;) {
      const wait = Math.min(first ? limits.firstMs : limits.idleMs, deadline - Date.now());
      const next = await within(iterator.next(), wait);
      if (next === TIMED_OUT) throw new ProviderTimeout();
      if (next.done) return;
      first = false;
      yield next.value;
    }
  } finally {
    controller.abort();
    // Not awaited: a provider that ignores the abort must not hold the answer up.
    iterator.return?.().catch(() => undefined);
  }
}

const delta = (text: string): ChatStreamEvent => ({ type: 'delta', text });

function* deltas(text: string): Generator<ChatStreamEvent> {
  for (const chunk of wordChunks(text)) yield delta(chunk);
}

/** The SDK's error classes keep the generic name "Error"; their class names say more. */
function errorName(error: unknown): string {
  if (!(error instanceof Error)) return 'Unknown';
  return error.name === 'Error' ? error.constructor.name : error.name;
}

function fallbackReason(error: unknown): FallbackReason {
  if (error instanceof ProviderTimeout) return 'timeout';
  if (error instanceof EmptyAnswer) return 'empty';
  return 'error';
}

/**
 * Answers a question as a stream of events: `delta`s of text, then one `done` that carries the
 * disclaimer (never part of the text).
 *
 * The question is analysed once (red flags, retrieval, scope), with the conversation's earlier
 * questions when it leans on them; the offline answer and the model's grounding both use that
 * analysis, and the model sees the earlier questions it was read with, and no others. Without a
 * model the knowledge base answers, in word-sized pieces so the page streams it too. With a model: any red flag's urgent-care guidance is sent
 * first whatever the model says, then the model's answer, grounded in the best knowledge-base
 * entries. When the model fails, is too slow or answers nothing, the knowledge base answers
 * instead; if part of the model's answer was already sent, a note says it was interrupted and the
 * knowledge-base answer follows. The visitor never sees an error for a provider problem.
 */
export async function* answerQuestion(
  question: string,
  options: AnswerOptions,
  earlierQuestions: readonly string[] = [],
): AsyncGenerator<ChatStreamEvent> {
  const analysis = analyzeQuestion(question, earlierQuestions);
  const offline = composeOfflineAnswer(question, analysis);
  const redFlag = offline.redFlag !== null;
  const { provider } = options;

  if (!provider) {
    yield* deltas(offline.text);
    options.onOutcome?.({ source: 'knowledge-base', partial: false, redFlag });
    yield {
      type: 'done',
      topics: offline.topics,
      source: 'knowledge-base',
      disclaimer: DISCLAIMER,
    };
    return;
  }

  if (offline.urgentGuidance) yield* deltas(`${offline.urgentGuidance}\n\n`);

  let modelText = '';
  try {
    const prompts = await options.adminPrompts().catch((error: unknown) => {
      options.onPromptsUnavailable?.(error);
      return [];
    });
    const grounding = groundingContext(analysis, {
      urgentGuidanceShown: offline.urgentGuidance !== null,
    });
    const messages = buildChatMessages(question, prompts, grounding.context, analysis.earlier);
    const pieces = withTimeouts(
      (signal) =>
        options.mode === 'stream'
          ? provider.stream(messages, signal)
          : provider.complete(messages, signal),
      { firstMs: options.timeoutMs, idleMs: options.timeoutMs, totalMs: options.budgetMs },
    );
    for await (const piece of pieces) {
      // Leading blank space is held back so an answer that turns out empty sends nothing.
      if (modelText.trim() === '' && piece.trim() === '') {
        modelText += piece;
        continue;
      }
      const text = modelText.trim() === '' ? piece.trimStart() : piece;
      modelText += piece;
      yield delta(text);
    }
    if (modelText.trim() === '') throw new EmptyAnswer();
    options.onOutcome?.({ source: 'openai', partial: false, redFlag });
    yield { type: 'done', topics: grounding.topics, source: 'openai', disclaimer: DISCLAIMER };
  } catch (error) {
    const partial = modelText.trim() !== '';
    const fallback = fallbackReason(error);
    options.onOutcome?.({
      source: 'knowledge-base',
      fallback,
      ...(fallback === 'error' ? { errorName: errorName(error) } : {}),
      partial,
      redFlag,
    });
    const answer = offline.urgentGuidance ? offline.body : offline.text;
    yield* deltas(partial ? `\n\n${INTERRUPTED_NOTE}\n\n${answer}` : answer);
    yield {
      type: 'done',
      topics: offline.topics,
      source: 'knowledge-base',
      disclaimer: DISCLAIMER,
    };
  }
}
