import { assistantRoutes } from '../../contracts/assistant';
import { routeIn } from '../core/route';
import { withHttp } from '../core/http';
import { answerQuestion } from './answer-question';
import { chatAnswerOptions } from './chat-options';

/**
 * POST /api/functions/dental-ai-chat: `{question, earlierQuestions?}` → `{response, disclaimer}`,
 * the whole answer at once.
 */
export const handler = withHttp(
  routeIn(assistantRoutes, 'dentalAiChat'),
  async ({ body, context }) => {
    const options = await chatAnswerOptions('dentalAiChat', context, 'complete');
    let response = '';
    let disclaimer = '';
    for await (const event of answerQuestion(body.question, options, body.earlierQuestions)) {
      if (event.type === 'delta') response += event.text;
      else if (event.type === 'done') disclaimer = event.disclaimer;
    }
    return { response, disclaimer };
  },
);
