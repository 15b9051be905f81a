import { ANSWER_DISCLAIMER } from '@contracts/assistant-limits';

/**
 * The text chat's states, as the specification names them: idle, loading, answered.
 * `draft` is what the question box shows in every state.
 */
export type ChatState =
  | { status: 'idle'; draft: string; retryAt: number | null }
  | { status: 'loading'; draft: string; question: string; answer: string }
  | {
      status: 'answered';
      draft: string;
      question: string;
      answer: string;
      /** Shown once, after the answer: as the server sent it, or the standard one with the apology. */
      disclaimer: string;
      /** The answer is the apology shown when no answer could be had. */
      failed: boolean;
    };

export type ChatAction =
  | { type: 'edit'; draft: string }
  | { type: 'ask'; question: string }
  | { type: 'delta'; text: string }
  | { type: 'done'; disclaimer: string }
  | { type: 'fail' }
  | { type: 'rateLimited'; retryAt: number }
  | { type: 'reset' };

export const initialChatState: ChatState = { status: 'idle', draft: '', retryAt: null };

/** Shown as the answer when none could be had (the toast says what happened). */
export const APOLOGY =
  "I'm sorry, I couldn't get an answer to your question right now. Please try again in a moment, or contact a dental professional directly for advice about your situation.";

/** Whether a question may be sent: empty or whitespace-only questions never are. */
export function canAsk(question: string): boolean {
  return question.trim() !== '';
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'edit':
      return state.status === 'loading' ? state : { ...state, draft: action.draft };
    case 'ask': {
      const question = action.question.trim();
      if (!canAsk(question) || state.status === 'loading') return state;
      return { status: 'loading', draft: question, question, answer: '' };
    }
    case 'delta':
      return state.status === 'loading' ? { ...state, answer: state.answer + action.text } : state;
    case 'done':
      if (state.status !== 'loading') return state;
      // An empty answer counts as a failure.
      return canAsk(state.answer)
        ? { ...state, status: 'answered', disclaimer: action.disclaimer, failed: false }
        : {
            ...state,
            status: 'answered',
            answer: APOLOGY,
            disclaimer: ANSWER_DISCLAIMER,
            failed: true,
          };
    case 'fail':
      return state.status === 'loading'
        ? {
            ...state,
            status: 'answered',
            answer: APOLOGY,
            disclaimer: ANSWER_DISCLAIMER,
            failed: true,
          }
        : state;
    case 'rateLimited':
      // Back to the box with the question still in it, to send again once the wait is over.
      return state.status === 'loading'
        ? { status: 'idle', draft: state.question, retryAt: action.retryAt }
        : state;
    case 'reset':
      return initialChatState;
  }
}
