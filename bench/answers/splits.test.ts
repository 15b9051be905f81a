import { describe, expect, it } from 'vitest';
import { loadPatientPhrasings } from '../../lambdas/assistant/knowledge/patient-phrasings';
import {
  loadEverydayDentalQuestions,
  loadOffTopicQuestions,
} from '../../lambdas/assistant/knowledge/scope-examples';
import { BLIND_OUT_OF_SCOPE, BLIND_QUESTIONS } from './blind-set';
import {
  FIRST_FOLLOW_UPS,
  FIRST_OFF_TOPIC_FOLLOW_UPS,
  SECOND_FOLLOW_UPS,
  SECOND_OFF_TOPIC_FOLLOW_UPS,
} from './follow-up-set';
import { LATEST_OUT_OF_SCOPE, LATEST_QUESTIONS } from './latest-set';
import { FRESH_HELD_BACK_OUT_OF_SCOPE, FRESH_HELD_BACK_QUESTIONS } from './fresh-held-back-set';
import { FRESH_OUT_OF_SCOPE, FRESH_QUESTIONS } from './fresh-set';
import { HELD_BACK_OUT_OF_SCOPE, HELD_BACK_QUESTIONS } from './held-back-set';
import { NEWEST_OUT_OF_SCOPE, NEWEST_QUESTIONS } from './newest-set';
import { NOVEL_OUT_OF_SCOPE, NOVEL_QUESTIONS } from './novel-set';
import { PLAIN_OUT_OF_SCOPE, PLAIN_QUESTIONS } from './plain-set';
import { SCOPE_TUNING_OUT_OF_SCOPE, SCOPE_TUNING_QUESTIONS } from './scope-tuning-set';
import { SEALED_OUT_OF_SCOPE, SEALED_QUESTIONS } from './sealed-set';
import { TUNING_OUT_OF_SCOPE, TUNING_QUESTIONS } from './tuning-set';
import { UNSEEN_OUT_OF_SCOPE, UNSEEN_QUESTIONS } from './unseen-set';
import { UNTOUCHED_OUT_OF_SCOPE, UNTOUCHED_QUESTIONS } from './untouched-set';

/** Case, punctuation and spacing do not make two questions different. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const splits: Array<[Readonly<Record<string, readonly string[]>>, readonly string[]]> = [
  [TUNING_QUESTIONS, TUNING_OUT_OF_SCOPE],
  [SCOPE_TUNING_QUESTIONS, SCOPE_TUNING_OUT_OF_SCOPE],
  [HELD_BACK_QUESTIONS, HELD_BACK_OUT_OF_SCOPE],
  [FRESH_HELD_BACK_QUESTIONS, FRESH_HELD_BACK_OUT_OF_SCOPE],
  [UNSEEN_QUESTIONS, UNSEEN_OUT_OF_SCOPE],
  [FRESH_QUESTIONS, FRESH_OUT_OF_SCOPE],
  [SEALED_QUESTIONS, SEALED_OUT_OF_SCOPE],
  [BLIND_QUESTIONS, BLIND_OUT_OF_SCOPE],
  [NOVEL_QUESTIONS, NOVEL_OUT_OF_SCOPE],
  [UNTOUCHED_QUESTIONS, UNTOUCHED_OUT_OF_SCOPE],
  [LATEST_QUESTIONS, LATEST_OUT_OF_SCOPE],
  [NEWEST_QUESTIONS, NEWEST_OUT_OF_SCOPE],
  [PLAIN_QUESTIONS, PLAIN_OUT_OF_SCOPE],
];

describe('the evaluation splits', () => {
  it('share no question with the examples the assistant learns from', () => {
    const conversations = [
      ...FIRST_FOLLOW_UPS,
      ...FIRST_OFF_TOPIC_FOLLOW_UPS,
      ...SECOND_FOLLOW_UPS,
      ...SECOND_OFF_TOPIC_FOLLOW_UPS,
    ];
    const evaluated = new Set(
      [
        ...splits.flatMap(([dental, offTopic]) => [...Object.values(dental).flat(), ...offTopic]),
        // A conversation's earlier questions are everyday ones; its follow-up is what is measured.
        ...conversations.map(({ then }) => then),
      ].map(normalise),
    );
    const learned = [
      ...Object.values(loadPatientPhrasings()).flat(),
      ...Object.values(loadEverydayDentalQuestions()).flat(),
      ...loadOffTopicQuestions(),
    ];
    expect(learned.filter((question) => evaluated.has(normalise(question)))).toEqual([]);
  });
});
