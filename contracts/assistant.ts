import { z } from 'zod';
import { defineRoute } from './http';

export const QUESTION_MAX_CHARS = 1000;

/**
 * The last paragraph of every answer. Shared so the web client can show it apart from the answer
 * text (as the answer's disclaimer) instead of twice.
 */
export const ANSWER_DISCLAIMER =
  'This is general educational information, not a diagnosis or a substitute for an examination, so please consult a dentist or other dental professional about your own situation.';

export const chatRequest = z.strictObject({
  question: z
    .string({ error: 'Question is required' })
    .trim()
    .min(1, 'Question is required')
    .max(
      QUESTION_MAX_CHARS,
      `Question must be at most ${QUESTION_MAX_CHARS.toLocaleString('en-US')} characters`,
    ),
});

export const chatResponse = z.object({ response: z.string() });

/**
 * The streaming variant answers `text/event-stream`; each event's data is one of these.
 * `delta` events carry the answer text in order; exactly one `done` or `error` ends the stream.
 */
export const chatStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    topics: z.array(z.string()),
    source: z.enum(['knowledge-base', 'openai']),
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
