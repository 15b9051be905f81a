import { describe, expect, it } from 'vitest';
import { recordedResult, splitDetails, type SplitResult } from './answer-report';

const result: SplitResult = {
  split: 'example',
  questions: 4,
  out_of_scope_questions: 2,
  top1: 0.75,
  top3: 1,
  wrongly_refused: 1,
  wrongly_answered: 1,
  misses: [
    {
      question: 'my molar throbs at night',
      expected: 'toothache',
      got: '(refused)',
      top3: ['toothache', 'abscess', 'cavities'],
    },
  ],
  wrongly_refused_questions: ['my molar throbs at night'],
  wrongly_answered_questions: ['how do i paint a cavity wall'],
};

const questionsOf = (value: unknown) => {
  const text = JSON.stringify(value);
  return ['my molar throbs at night', 'how do i paint a cavity wall'].filter((question) =>
    text.includes(question),
  );
};

describe('a split reported in full', () => {
  it('prints and records its misses and the off-topic questions it answered', () => {
    const printed = splitDetails(result, false).join('\n');
    expect(printed).toContain('example: 4 dental questions, 2 off-topic');
    expect(questionsOf(printed)).toEqual([
      'my molar throbs at night',
      'how do i paint a cavity wall',
    ]);
    expect(recordedResult(result, false)).toEqual(result);
  });
});

describe('a totals-only split', () => {
  it('prints its size and no question', () => {
    const printed = splitDetails(result, true);
    expect(printed).toEqual(['example: 4 dental questions, 2 off-topic']);
    expect(questionsOf(printed)).toEqual([]);
  });

  it('records its totals and no question', () => {
    const recorded = recordedResult(result, true);
    expect(recorded).toEqual({
      split: 'example',
      questions: 4,
      out_of_scope_questions: 2,
      top1: 0.75,
      top3: 1,
      wrongly_refused: 1,
      wrongly_answered: 1,
    });
    expect(questionsOf(recorded)).toEqual([]);
  });
});
