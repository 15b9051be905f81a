import * as z from './zod';
import { defineRoute } from './http';

import { EARLIER_QUESTIONS_MAX, formatCount, QUESTION_MAX_CHARS } from './assistant-limits';

export { ANSWER_DISCLAIMER, EARLIER_QUESTIONS_MAX, QUESTION_MAX_CHARS } from './assistant-limits';

export const chatRequest = z.strictObject({
  question: z
    .string({ error: 'Question is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Question is required'),
      z.maxLength(
        QUESTION_MAX_CHARS,
        `Question must be at most ${formatCount(QUESTION_MAX_CHARS)} characters`,
      ),
    ),
  /**
   * The questions asked before this one in the same conversation, oldest first: a follow-up that
   * names no subject of its own ("is that normal?") is answered about theirs.
   */
  earlierQuestions: z.optional(
    z
      .array(
        z
          .string({ error: 'Each earlier question must be text' })
          .check(
            z.trim(),
            z.maxLength(
              QUESTION_MAX_CHARS,
              `Each earlier question must be at most ${formatCount(QUESTION_MAX_CHARS)} characters`,
            ),
          ),
        { error: 'Earlier questions must be a list of questions' },
      )
      .check(
        z.maxLength(
          EARLIER_QUESTIONS_MAX,
          `At most ${EARLIER_QUESTIONS_MAX} earlier questions may be sent`,
        ),
      ),
  ),
});

export const chatResponse = z.object({ response: z.string(), disclaimer: z.string() });

/**
 * The streaming variant answers `text/event-stream`; each event's data is one of these.
 * `delta` events carry the answer text in order; exactly one `done` or `error` ends the stream.
 * `done` carries the topics the answer drew on, where it came from, and the disclaimer to show
 * after it.
 */
export const chatStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    topics: z.array(z.string()),
    source: z.enum(['knowledge-base', 'openai']),
    disclaimer: z.string(),
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEvent>;

export const assistantRoutes = [
  defineRoute({
    id: 'dentalAiChat',
    method: 'POST',
    path: '/api/functions/dental-ai-chat',
    access: 'public',
    body: chatRequest,
    response: chatResponse,
  }),
  defineRoute({
    id: 'dentalAiChatStream',
    method: 'POST',
    path: '/api/functions/dental-ai-chat/stream',
    access: 'public',
    body: chatRequest,
    response: z.string(),
    streaming: true,
  }),
] as const;
