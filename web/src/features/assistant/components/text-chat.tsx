import { Suspense, useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { lazyPart } from '@/lib/lazy-part';
import { whenIdle } from '@/lib/when-idle';
import { assistantText } from '../assistant-content';
import { useCountdown } from '../use-countdown';
import { useTextChat } from '../use-text-chat';
import { AnswerPlaceholder } from './answer-placeholder';
import { QuestionForm } from './question-form';
import { SuggestedQuestions } from './suggested-questions';

// What shows once a question is asked loads while the visitor reads and types: the page is
// usable before it arrives. Code that cannot be loaded leaves its part out, not the page, and
// the next question loads it again.
const AnswerPanel = lazyPart(() => import('./answer-panel').then((m) => m.AnswerPanel));
const FeaturedOfficeCard = lazyPart(() =>
  import('./featured-office-card').then((m) => m.FeaturedOfficeCard),
);
const preloadAnswerParts = () => {
  AnswerPanel.preload();
  FeaturedOfficeCard.preload();
};

/** The Text Chat tab: idle → loading (the answer streams in) → answered. */
export function TextChat() {
  const { state, loading, ask, edit, reset } = useTextChat();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const waitSeconds = useCountdown(state.status === 'idle' ? state.retryAt : null);
  const answered = state.status === 'answered';

  // After 'Ask Another Question' the empty box is ready for typing.
  const resetting = useRef(false);
  useEffect(() => {
    if (resetting.current && state.status === 'idle') {
      resetting.current = false;
      inputRef.current?.focus();
    }
  }, [state.status]);

  // On a small screen the answer starts below the fold: bring it up as it begins.
  const answerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = answerRef.current;
    if (!loading || !panel) return;
    if (panel.getBoundingClientRect().top > window.innerHeight * 0.6) {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      panel.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    }
  }, [loading]);

  useEffect(() => whenIdle(preloadAnswerParts), []);

  const askAnother = () => {
    resetting.current = true;
    reset();
  };

  return (
    // Whoever goes to the question box or a suggestion is about to ask: the answer's code starts
    // loading then, if the browser has not been idle long enough to fetch it already.
    <div className="mx-auto max-w-3xl" onFocus={preloadAnswerParts}>
      <div className="space-y-6">
        <Card className="p-5 sm:p-6">
          <QuestionForm
            draft={state.draft}
            loading={loading}
            waitSeconds={waitSeconds}
            inputRef={inputRef}
            onChange={edit}
            onAsk={(question) => void ask(question)}
          />
          {waitSeconds > 0 ? (
            <Alert variant="warning" role="alert" className="mt-4">
              {assistantText.rateLimited(waitSeconds)}
            </Alert>
          ) : null}
          {state.status === 'idle' ? (
            <SuggestedQuestions
              disabled={waitSeconds > 0}
              onPick={(question) => {
                edit(question);
                void ask(question);
              }}
            />
          ) : null}
        </Card>

        {state.status !== 'idle' ? (
          <div ref={answerRef}>
            <Suspense fallback={<AnswerPlaceholder />}>
              <AnswerPanel.Component state={state} onAskAnother={askAnother} />
            </Suspense>
          </div>
        ) : null}
        {answered ? (
          <Suspense fallback={null}>
            <FeaturedOfficeCard.Component />
          </Suspense>
        ) : null}
      </div>

      <p role="status" className="sr-only">
        {loading ? assistantText.answerComing : answered ? assistantText.answerReady : ''}
      </p>
    </div>
  );
}
