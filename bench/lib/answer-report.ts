/** What the answers bench prints and records for one split of patient questions. */
import { formatTable } from './stats';

export interface AnswerMiss {
  question: string;
  expected: string;
  /** The topic the answer opened with, or what happened instead. */
  got: string;
  top3: string[];
}

export interface SplitTotals {
  split: string;
  questions: number;
  out_of_scope_questions: number;
  top1: number;
  top3: number;
  wrongly_refused: number;
  wrongly_answered: number;
}

export interface SplitResult extends SplitTotals {
  misses: AnswerMiss[];
  wrongly_refused_questions: string[];
  wrongly_answered_questions: string[];
}

/**
 * The result as recorded. A totals-only split keeps its questions out of the record (and so out
 * of anyone's reach who tunes against it): only its counts and shares are kept.
 */
export function recordedResult(
  result: SplitResult,
  totalsOnly: boolean,
): SplitResult | SplitTotals {
  if (!totalsOnly) return result;
  const {
    split,
    questions,
    out_of_scope_questions,
    top1,
    top3,
    wrongly_refused,
    wrongly_answered,
  } = result;
  return {
    split,
    questions,
    out_of_scope_questions,
    top1,
    top3,
    wrongly_refused,
    wrongly_answered,
  };
}

/** The console lines for one split: its size, then its misses unless it reports totals only. */
export function splitDetails(result: SplitResult, totalsOnly: boolean): string[] {
  const lines = [
    `${result.split}: ${result.questions} dental questions, ${result.out_of_scope_questions} off-topic`,
  ];
  if (totalsOnly) return lines;
  if (result.misses.length > 0) {
    lines.push(
      formatTable(
        ['question', 'expected', 'answer opened with', 'top 3'],
        result.misses.map((miss) => [miss.question, miss.expected, miss.got, miss.top3.join(', ')]),
      ),
    );
  }
  for (const question of result.wrongly_answered_questions)
    lines.push(`answered although off-topic: ${question}`);
  return lines;
}
