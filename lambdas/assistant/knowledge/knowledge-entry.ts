/**
 * One topic of the offline dental knowledge base.
 *
 * `answer` and `whenToSeeDentist` use the assistant's plain-text markup only:
 * paragraphs separated by a blank line, bullet lines starting with "- ", and
 * sparing **bold**. The web client renders exactly that, so no HTML here.
 */
export interface KnowledgeEntry {
  /** Stable kebab-case id; tests and analytics refer to topics by it. */
  id: string;
  /** Short, patient-facing topic name; shown in the "Topics:" line. */
  title: string;
  /** Words and phrases patients actually use, to help retrieval. */
  keywords: string[];
  answer: string;
  whenToSeeDentist: string;
}

/** Joins blocks into paragraphs separated by a blank line. */
export function paragraphs(...blocks: string[]): string {
  return blocks.join('\n\n');
}

/** Formats lines as a bullet list block in the assistant's markup. */
export function bullets(...lines: string[]): string {
  return lines.map((line) => `- ${line}`).join('\n');
}
