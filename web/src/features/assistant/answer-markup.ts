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
