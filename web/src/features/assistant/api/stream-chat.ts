import type { ChatStreamEvent } from '@contracts/assistant';
import type { ApiClient } from '@/lib/api-client';

export type ChatEnd = Extract<ChatStreamEvent, { type: 'done' | 'error' }>;

/**
 * POST /api/functions/dental-ai-chat/stream: sends the question (with the conversation's earlier
 * questions, which a follow-up takes its subject from) and reads the answer as it is
 * written, calling `onDelta` for each piece. Resolves with the event that ended the stream, or
 * null when the stream stopped without one. Rejects with an ApiError when the server refuses the
 * question (a 429 carries `retryAfterSeconds`), or an AbortError when `signal` aborts.
 */
export async function streamChat(
  api: ApiClient,
  question: string,
  {
    earlierQuestions = [],
    onDelta,
    signal,
  }: {
    /** The conversation's questions before this one, oldest first, for a follow-up. */
    earlierQuestions?: readonly string[];
    onDelta: (text: string) => void;
    signal?: AbortSignal;
  },
): Promise<ChatEnd | null> {
  const body =
    earlierQuestions.length > 0
      ? { question, earlierQuestions: [...earlierQuestions] }
      : { question };
  // The stream's event schema loads with the first question, not with the page.
  const [response, { createSseParser }] = await Promise.all([
    api.request('dentalAiChatStream', { body }, { signal }),
    import('./sse-parser'),
  ]);
  if (!response.body) return null;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();
  const handle = (events: ChatStreamEvent[]): ChatEnd | null => {
    for (const event of events) {
      if (event.type === 'delta') onDelta(event.text);
      else return event;
    }
    return null;
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      const end = done ? handle(parser.end()) : handle(parser.push(value));
      if (end) return end;
      if (done) return null;
    }
  } finally {
    // Stop reading (and let the connection go) once the answer has ended.
    reader.cancel().catch(() => undefined);
  }
}
