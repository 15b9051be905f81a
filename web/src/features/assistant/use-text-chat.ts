import { useCallback, useEffect, useReducer, useRef } from 'react';
import { EARLIER_QUESTIONS_MAX } from '@contracts/assistant-limits';
import { ApiError } from '@/lib/api-error';
import { useApiClient } from '@/lib/auth/use-api-client';
import { toast } from '@/lib/toast/toast-store';
import { streamChat } from './api/stream-chat';
import { assistantText } from './assistant-content';
import { canAsk, chatReducer, initialChatState } from './chat-state';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Used when a 429 arrives without a Retry-After header. */
const DEFAULT_RETRY_SECONDS = 30;

/** The text chat: its state, and asking a question with the answer streamed into it. */
export function useTextChat() {
  const api = useApiClient();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const current = useRef<AbortController | null>(null);
  // The questions answered on a topic so far on this page, latest last: a follow-up ("is that
  // normal?") is answered about their subject. Refusals and small talk, answered on no topic, are
  // left out. "Ask Another Question" keeps them; leaving the page does not.
  const answeredQuestions = useRef<string[]>([]);

  // Leaving the page stops reading an answer nobody will see.
  useEffect(() => () => current.current?.abort(), []);

  const loading = state.status === 'loading';

  const ask = useCallback(
    async (raw: string) => {
      const question = raw.trim();
      if (!canAsk(question) || current.current) return;
      const controller = new AbortController();
      current.current = controller;
      dispatch({ type: 'ask', question });
      let received = '';
      const fail = () => {
        dispatch({ type: 'fail' });
        toast({ title: assistantText.failureToast, variant: 'destructive' });
      };
      try {
        const end = await streamChat(api, question, {
          earlierQuestions: answeredQuestions.current,
          signal: controller.signal,
          onDelta: (text) => {
            received += text;
            dispatch({ type: 'delta', text });
          },
        });
        // No `done`, an `error` event or an empty answer all count as a failure.
        if (end?.type === 'done' && canAsk(received)) {
          dispatch({ type: 'done', disclaimer: end.disclaimer });
          if (end.topics.length > 0)
            answeredQuestions.current = [...answeredQuestions.current, question].slice(
              -EARLIER_QUESTIONS_MAX,
            );
        } else fail();
      } catch (error) {
        if (isAbort(error)) return;
        if (error instanceof ApiError && error.status === 429) {
          const seconds = error.retryAfterSeconds ?? DEFAULT_RETRY_SECONDS;
          dispatch({ type: 'rateLimited', retryAt: Date.now() + seconds * 1000 });
        } else {
          fail();
        }
      } finally {
        if (current.current === controller) current.current = null;
      }
    },
    [api],
  );

  const edit = useCallback((draft: string) => dispatch({ type: 'edit', draft }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  return { state, loading, ask, edit, reset };
}
