import { ANSWER_DISCLAIMER } from '@contracts/assistant';

/**
 * The assistant's plain-text markup, and nothing more: paragraphs separated by a blank line,
 * bullet lines starting with "- ", and **bold**. Everything else, HTML included, is plain text.
 */
export interface InlineRun {
  text: string;
  bold: boolean;
}

export type AnswerBlock =
  { type: 'paragraph'; lines: InlineRun[][] } | { type: 'list'; items: InlineRun[][] };

const BULLET = /^\s*[-•]\s+/;

/**
 * Splits a line into plain and bold runs. An unpaired `**` stays as written, unless
 * `openBoldToEnd` is set (an answer still streaming in), when the text after it is bold already.
 */
export function parseInline(line: string, { openBoldToEnd = false } = {}): InlineRun[] {
  const runs: InlineRun[] = [];
  const push = (text: string, bold: boolean) => {
    if (text !== '') runs.push({ text, bold });
  };
  let rest = line;
  for (;;) {
    const open = rest.indexOf('**');
    if (open === -1) break;
    const close = rest.indexOf('**', open + 2);
    if (close === -1) {
      if (openBoldToEnd) {
        push(rest.slice(0, open), false);
        push(rest.slice(open + 2), true);
        return runs;
      }
      break;
    }
    push(rest.slice(0, open), false);
    push(rest.slice(open + 2, close), true);
    rest = rest.slice(close + 2);
  }
  push(rest, false);
  return runs;
}

/** Parses answer text into blocks for rendering as React elements (never as HTML). */
export function parseAnswer(
  text: string,
  options: { openBoldToEnd?: boolean } = {},
): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  const chunks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.replace(/^\n+|\s+$/g, ''))
    .filter((chunk) => chunk.trim() !== '');
  chunks.forEach((chunk, chunkIndex) => {
    const isLast = chunkIndex === chunks.length - 1;
    const lines = chunk.split('\n');
    lines.forEach((raw, lineIndex) => {
      const inline = {
        openBoldToEnd: Boolean(options.openBoldToEnd) && isLast && lineIndex === lines.length - 1,
      };
      const previous = blocks.at(-1);
      const startsChunk = lineIndex === 0;
      if (BULLET.test(raw)) {
        const item = parseInline(raw.replace(BULLET, ''), inline);
        if (previous?.type === 'list' && !startsChunk) previous.items.push(item);
        else blocks.push({ type: 'list', items: [item] });
      } else if (raw.trim() !== '') {
        const content = parseInline(raw.trim(), inline);
        if (previous?.type === 'paragraph' && !startsChunk) previous.lines.push(content);
        else blocks.push({ type: 'paragraph', lines: [content] });
      }
    });
  });
  return blocks;
}

/** How much of the disclaimer must have arrived before a streaming paragraph is taken for it. */
const DISCLAIMER_PREFIX_CHARS = 4;

/**
 * Takes the disclaimer off the end of an answer, so the page can show it once, beside the answer.
 * While an answer streams in, a last paragraph that is the disclaimer's beginning goes too, so it
 * never flashes as answer text.
 */
export function withoutDisclaimer(text: string, { streaming = false } = {}): string {
  const trimmed = text.replace(/\s+$/, '');
  const lastBreak = trimmed.lastIndexOf('\n\n');
  const last = trimmed.slice(lastBreak === -1 ? 0 : lastBreak + 2).trim();
  const isDisclaimer =
    last === ANSWER_DISCLAIMER ||
    (streaming && last.length >= DISCLAIMER_PREFIX_CHARS && ANSWER_DISCLAIMER.startsWith(last));
  if (!isDisclaimer) return text;
  return lastBreak === -1 ? '' : trimmed.slice(0, lastBreak);
}
