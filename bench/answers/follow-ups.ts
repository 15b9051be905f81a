import { analyzeQuestion, composeOfflineAnswer } from '../../lambdas/assistant/compose-answer';
import { KNOWLEDGE_BASE } from '../../lambdas/assistant/knowledge-base';
import { round } from '../lib/stats';
import {
  FIRST_FOLLOW_UPS,
  FIRST_OFF_TOPIC_FOLLOW_UPS,
  SECOND_FOLLOW_UPS,
  SECOND_OFF_TOPIC_FOLLOW_UPS,
  type FollowUp,
  type OffTopicFollowUp,
} from './follow-up-set';

/** How a set of follow-ups is answered, read alone and with the conversation's earlier questions. */
export interface FollowUpResult {
  set: 'first' | 'second';
  conversations: number;
  off_topic_conversations: number;
  alone: FollowUpTotals;
  with_earlier: FollowUpTotals;
  /** With the earlier questions: follow-ups that open with another topic, or are refused. */
  misses: Array<{ earlier: readonly string[]; then: string; expected: string; got: string }>;
  wrongly_answered_questions: Array<{ earlier: readonly string[]; then: string }>;
}

interface FollowUpTotals {
  top1: number;
  wrongly_refused: number;
  wrongly_answered: number;
}

const SETS = [
  { set: 'first', dental: FIRST_FOLLOW_UPS, offTopic: FIRST_OFF_TOPIC_FOLLOW_UPS },
  { set: 'second', dental: SECOND_FOLLOW_UPS, offTopic: SECOND_OFF_TOPIC_FOLLOW_UPS },
] as const;

const idByTitle = new Map(KNOWLEDGE_BASE.map((entry) => [entry.title, entry.id]));

function answer({ earlier, then }: OffTopicFollowUp, withEarlier: boolean) {
  const offline = composeOfflineAnswer(then, analyzeQuestion(then, withEarlier ? earlier : []));
  const opened = offline.topics[0] === undefined ? undefined : idByTitle.get(offline.topics[0]);
  return { dental: offline.dental, opened };
}

function totals(
  dental: readonly FollowUp[],
  offTopic: readonly OffTopicFollowUp[],
  withEarlier: boolean,
) {
  const answers = dental.map((conversation) => answer(conversation, withEarlier));
  const answered = offTopic.filter((conversation) => answer(conversation, withEarlier).dental);
  const right = answers.filter(({ opened }, at) => opened === dental[at]?.topic).length;
  return {
    totals: {
      top1: round(right / dental.length, 4),
      wrongly_refused: answers.filter(({ dental: isDental }) => !isDental).length,
      wrongly_answered: answered.length,
    },
    answers,
    answered,
  };
}

export function evaluateFollowUps(): FollowUpResult[] {
  return SETS.map(({ set, dental, offTopic }) => {
    const alone = totals(dental, offTopic, false);
    const withEarlier = totals(dental, offTopic, true);
    return {
      set,
      conversations: dental.length,
      off_topic_conversations: offTopic.length,
      alone: alone.totals,
      with_earlier: withEarlier.totals,
      misses: dental.flatMap(({ earlier, then, topic }, at) => {
        const { dental: isDental, opened } = withEarlier.answers[at] ?? {};
        if (opened === topic) return [];
        const got = !isDental ? '(refused)' : (opened ?? '(no topic)');
        return [{ earlier, then, expected: topic, got }];
      }),
      wrongly_answered_questions: withEarlier.answered.map(({ earlier, then }) => ({
        earlier,
        then,
      })),
    };
  });
}
