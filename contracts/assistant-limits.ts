/*
 * The assistant's plain facts, apart from its schemas: a page shows them before it needs any
 * schema, and importing them loads no validation code.
 */

export const QUESTION_MAX_CHARS = 1000;

/**
 * How many of a conversation's earlier questions a chat request may carry: a follow-up ("how long
 * do they last?") takes its subject from them.
 */
export const EARLIER_QUESTIONS_MAX = 3;

/**
 * A count as en-US writes it (1,000), without Intl: `toLocaleString` loads the ICU data on its
 * first call, about 12 ms of a Lambda's cold start for one error message.
 */
export const formatCount = (count: number): string =>
  String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Goes with every answer, apart from its text: the `disclaimer` field of the buffered response and
 * of the stream's `done` event. The answer text never contains it, so the page shows it once.
 */
export const ANSWER_DISCLAIMER =
  'This is general educational information, not a diagnosis or a substitute for an examination, so please consult a dentist or other dental professional about your own situation.';
