import { Fragment, type ReactNode } from 'react';
import clsx from 'clsx';
import { parseAnswer, type InlineRun } from '../answer-markup';

function Inline({ runs }: { runs: InlineRun[] }) {
  return (
    <>
      {runs.map((run, index) =>
        run.bold ? (
          <strong key={index} className="text-foreground font-semibold">
            {run.text}
          </strong>
        ) : (
          <Fragment key={index}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}

function Caret() {
  return (
    <span
      aria-hidden="true"
      className="bg-primary ml-0.5 inline-block h-[1.1em] w-1.5 translate-y-[0.2em] animate-pulse rounded-sm"
    />
  );
}

const isTopicsLine = (runs: InlineRun[]) => runs[0]?.text.startsWith('Topics: ') ?? false;

/**
 * Renders an answer's markup (paragraphs, "- " bullets, **bold**) as React elements. Text is only
 * ever text: markup from the model or the question that looks like HTML is shown as written.
 */
export function AnswerText({
  text,
  streaming = false,
  className,
}: {
  text: string;
  streaming?: boolean;
  className?: string;
}) {
  const blocks = parseAnswer(text, { openBoldToEnd: streaming });
  const lastBlock = blocks.length - 1;
  const caret = (blockIndex: number, isLastLine: boolean): ReactNode =>
    streaming && blockIndex === lastBlock && isLastLine ? <Caret /> : null;

  return (
    <div
      className={clsx('text-foreground/90 space-y-3 text-[0.975rem] leading-relaxed', className)}
    >
      {blocks.map((block, blockIndex) =>
        block.type === 'list' ? (
          <ul key={blockIndex} className="marker:text-primary list-disc space-y-1.5 pl-5">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex} className="pl-1">
                <Inline runs={item} />
                {caret(blockIndex, itemIndex === block.items.length - 1)}
              </li>
            ))}
          </ul>
        ) : (
          <p
            key={blockIndex}
            className={clsx(
              block.lines[0] && isTopicsLine(block.lines[0]) && 'text-muted-foreground text-sm',
            )}
          >
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                <Inline runs={line} />
                {caret(blockIndex, lineIndex === block.lines.length - 1)}
              </Fragment>
            ))}
          </p>
        ),
      )}
      {streaming && blocks.length === 0 ? <Caret /> : null}
    </div>
  );
}
