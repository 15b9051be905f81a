import type { Context } from 'aws-lambda';
import type { RouteId } from '../../contracts/routes';
import { config } from '../core/config';
import { logger } from '../core/logger';
import type { AnswerOptions } from './answer-question';
import { configuredProvider } from './provider-config';
import { activeAdminPrompts } from './system-prompt';

/** Time kept back from the function's limit to send the knowledge-base answer after a timeout. */
const FALLBACK_MARGIN_MS = 3000;
/** Used when the runtime does not say how long the function has left. */
const DEFAULT_BUDGET_MS = 25_000;

/** The answer settings both chat routes share: provider, prompts, time limits and logging. */
export async function chatAnswerOptions(
  routeId: RouteId,
  context: Context,
  mode: AnswerOptions['mode'],
): Promise<AnswerOptions> {
  const remaining =
    typeof context.getRemainingTimeInMillis === 'function'
      ? context.getRemainingTimeInMillis()
      : DEFAULT_BUDGET_MS + FALLBACK_MARGIN_MS;
  return {
    provider: await configuredProvider(),
    adminPrompts: () => activeAdminPrompts(),
    timeoutMs: config().OPENAI_TIMEOUT_MS,
    budgetMs: Math.max(1000, remaining - FALLBACK_MARGIN_MS),
    mode,
    // Only how the answer was made: never the question or the answer.
    onOutcome: (outcome) => logger.info('chat answer', { route: routeId, ...outcome }),
    onPromptsUnavailable: (error) =>
      logger.warn('AI prompts unavailable; answering with the safety preamble only', {
        route: routeId,
        reason: error instanceof Error ? error.name : 'Unknown',
      }),
  };
}
