import { ANSWER_DISCLAIMER } from '@contracts/assistant';
import { describe, expect, it } from 'vitest';
import { APOLOGY, canAsk, chatReducer, initialChatState, type ChatState } from './chat-state';

const loading: ChatState = { status: 'loading', draft: 'Q?', question: 'Q?', answer: '' };

describe('canAsk', () => {
  it('refuses empty and whitespace-only questions', () => {
    for (const question of ['', ' ', '\n\t  \n']) expect(canAsk(question)).toBe(false);
    expect(canAsk(' Why? ')).toBe(true);
  });
});

describe('chatReducer', () => {
  it('starts idle with an empty box', () => {
    expect(initialChatState).toEqual({ status: 'idle', draft: '', retryAt: null });
  });

  it('goes idle → loading on a question, trimmed', () => {
    const typed = chatReducer(initialChatState, { type: 'edit', draft: '  Why?  ' });
    expect(chatReducer(typed, { type: 'ask', question: '  Why?  ' })).toEqual({
      status: 'loading',
      draft: 'Why?',
      question: 'Why?',
      answer: '',
    });
  });

  it('does not send an empty or whitespace question', () => {
    const typed = chatReducer(initialChatState, { type: 'edit', draft: '   ' });
    expect(chatReducer(typed, { type: 'ask', question: '   ' })).toBe(typed);
  });

  it('ignores a second question while one is loading, and edits to the box meanwhile', () => {
    expect(chatReducer(loading, { type: 'ask', question: 'Another?' })).toBe(loading);
    expect(chatReducer(loading, { type: 'edit', draft: 'x' })).toBe(loading);
  });

  it('appends streamed text, then goes loading → answered', () => {
    let state = chatReducer(loading, { type: 'delta', text: 'Brush ' });
    state = chatReducer(state, { type: 'delta', text: 'twice.' });
    expect(state).toMatchObject({ status: 'loading', answer: 'Brush twice.' });
    expect(chatReducer(state, { type: 'done', disclaimer: 'General information.' })).toEqual({
      status: 'answered',
      draft: 'Q?',
      question: 'Q?',
      answer: 'Brush twice.',
      disclaimer: 'General information.',
      failed: false,
    });
  });

  it('counts an empty answer as a failure and shows the apology', () => {
    const blank = chatReducer(loading, { type: 'delta', text: '  ' });
    expect(chatReducer(blank, { type: 'done', disclaimer: 'D' })).toMatchObject({
      status: 'answered',
      answer: APOLOGY,
      disclaimer: ANSWER_DISCLAIMER,
      failed: true,
    });
  });

  it('replaces a partial answer with the apology on failure', () => {
    const partial = chatReducer(loading, { type: 'delta', text: 'Half an ans' });
    expect(chatReducer(partial, { type: 'fail' })).toMatchObject({
      status: 'answered',
      answer: APOLOGY,
      failed: true,
    });
    expect(APOLOGY).toMatch(/try again/i);
    expect(APOLOGY).toMatch(/dental professional directly/);
  });

  it('returns to idle with the question kept when rate limited', () => {
    expect(chatReducer(loading, { type: 'rateLimited', retryAt: 123 })).toEqual({
      status: 'idle',
      draft: 'Q?',
      retryAt: 123,
    });
  });

  it("resets to idle with an empty box on 'Ask Another Question'", () => {
    const answered = chatReducer(chatReducer(loading, { type: 'delta', text: 'A' }), {
      type: 'done',
      disclaimer: 'D',
    });
    expect(chatReducer(answered, { type: 'reset' })).toEqual(initialChatState);
  });

  it('ignores stream events that arrive outside loading', () => {
    expect(chatReducer(initialChatState, { type: 'delta', text: 'late' })).toBe(initialChatState);
    expect(chatReducer(initialChatState, { type: 'done', disclaimer: 'D' })).toBe(initialChatState);
    expect(chatReducer(initialChatState, { type: 'fail' })).toBe(initialChatState);
  });
});
