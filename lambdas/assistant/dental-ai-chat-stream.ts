import { assistantRoutes } from '../../contracts/assistant';
import { routeIn } from '../core/route';
import { withStreamingHttp } from '../core/streaming-http';
import { answerQuestion } from './answer-question';
import { chatAnswerOptions } from './chat-options';
import { encodeSseEvent, EVENT_STREAM_CONTENT_TYPE, sseEvents } from './sse';

const STREAM_FAILED = 'The answer could not be completed. Please try again.';

/**
 * POST /api/functions/dental-ai-chat/stream: the answer as server-sent events, written as it is
 * produced: `delta` events, then `done` (or `error` if something unexpected breaks the stream).
 */
export const handler = withStreamingHttp(
  routeIn(assistantRoutes, 'dentalAiChatStream'),
  async ({ body, context }) => {
    const options = await chatAnswerOptions('dentalAiChatStream', context, 'stream');
    return {
      contentType: EVENT_STREAM_CONTENT_TYPE,
      chunks: sseEvents(answerQuestion(body.question, options, body.earlierQuestions)),
      onError: () => encodeSseEvent({ type: 'error', message: STREAM_FAILED }),
    };
  },
);
