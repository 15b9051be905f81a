import { CircleAlert, MapPin, RotateCcw, Sparkles, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { answerText } from '../answer-content';
import type { ChatState } from '../chat-state';
import { Thinking } from './answer-placeholder';
import { AnswerText } from './answer-text';

type AskedState = Exclude<ChatState, { status: 'idle' }>;

function Progress({ started }: { started: boolean }) {
  return (
    <div className="text-primary flex items-center gap-2 text-sm font-medium">
      <span className="relative flex size-2.5" aria-hidden="true">
        <span className="bg-brand-500 absolute inline-flex size-full animate-ping rounded-full opacity-75" />
        <span className="bg-primary relative inline-flex size-2.5 rounded-full" />
      </span>
      {started ? answerText.writing : answerText.thinking}
    </div>
  );
}

/** The question asked and the AI response: streaming in, then with its disclaimer and next steps. */
export function AnswerPanel({
  state,
  onAskAnother,
}: {
  state: AskedState;
  onAskAnother: () => void;
}) {
  const streaming = state.status === 'loading';
  const failed = state.status === 'answered' && state.failed;
  const body = state.answer;

  return (
    <Card className="animate-fade-in overflow-hidden">
      <div className="border-border bg-muted/60 border-b px-5 py-4 sm:px-6">
        <p className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">
          {answerText.youAsked}
        </p>
        <p className="text-foreground mt-1 font-medium break-words">{state.question}</p>
      </div>

      <section aria-labelledby="ai-response-heading" className="px-5 py-5 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="ai-response-heading" className="flex items-center gap-2.5 text-lg font-semibold">
            <span
              aria-hidden="true"
              className="from-brand-500 to-brand-700 flex size-8 items-center justify-center rounded-full bg-gradient-to-br text-white shadow-sm"
            >
              <Sparkles className="size-4" />
            </span>
            {answerText.responseHeading}
          </h2>
          {streaming ? <Progress started={state.answer.trim() !== ''} /> : null}
        </div>

        <div className="mt-4" aria-busy={streaming}>
          {failed ? (
            <p className="text-foreground flex gap-3">
              <CircleAlert aria-hidden="true" className="text-destructive mt-0.5 size-5 shrink-0" />
              <span>{state.answer}</span>
            </p>
          ) : streaming && body.trim() === '' ? (
            <Thinking />
          ) : (
            <AnswerText text={body} streaming={streaming} />
          )}
        </div>

        {state.status === 'answered' ? (
          <div
            role="note"
            aria-label={answerText.disclaimerTitle}
            className="mt-6 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
            <p>
              <strong className="font-semibold">{answerText.disclaimerTitle}: </strong>
              {state.disclaimer}
            </p>
          </div>
        ) : null}
      </section>

      {state.status === 'answered' ? (
        <div className="border-border flex flex-col gap-3 border-t px-5 py-4 sm:flex-row sm:px-6">
          <Button variant="outline" onClick={onAskAnother}>
            <RotateCcw aria-hidden="true" />
            {answerText.askAnother}
          </Button>
          <Link to={paths.offices.getHref()} className={buttonStyles()}>
            <MapPin aria-hidden="true" />
            {answerText.findMoreOffices}
          </Link>
        </div>
      ) : null}
    </Card>
  );
}
