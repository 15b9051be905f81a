import OpenAI from 'openai';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/**
 * A language model that answers a conversation. Both methods yield the answer's text in order and
 * stop (rejecting with an AbortError) when the signal aborts.
 */
export interface ChatProvider {
  /** Streams the answer as the model produces it. */
  stream(messages: ChatMessage[], signal: AbortSignal): AsyncIterable<string>;
  /** Asks for the whole answer at once; yields it as one piece. */
  complete(messages: ChatMessage[], signal: AbortSignal): AsyncIterable<string>;
}

export interface OpenAiProviderOptions {
  apiKey: string;
  /** Any OpenAI-compatible server; the OpenAI API when absent. */
  baseURL?: string;
  model: string;
  /** A backstop for the SDK itself; the caller's signal normally ends a slow call first. */
  timeoutMs: number;
}

/** Longest answer asked for: the system prompt asks for two to five short paragraphs. */
const MAX_ANSWER_TOKENS = 700;
/** Low, so answers stay close to the reference notes. */
const TEMPERATURE = 0.3;

export function createOpenAiProvider(options: OpenAiProviderOptions): ChatProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    // A retry would only delay the knowledge-base answer the caller falls back to.
    maxRetries: 0,
  });
  const request = { model: options.model, temperature: TEMPERATURE };

  return {
    async *stream(messages, signal) {
      const stream = await client.chat.completions.create(
        { ...request, messages, stream: true, max_completion_tokens: MAX_ANSWER_TOKENS },
        { signal },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
      }
    },
    async *complete(messages, signal) {
      const completion = await client.chat.completions.create(
        { ...request, messages, max_completion_tokens: MAX_ANSWER_TOKENS },
        { signal },
      );
      const text = completion.choices[0]?.message?.content;
      if (text) yield text;
    },
  };
}
