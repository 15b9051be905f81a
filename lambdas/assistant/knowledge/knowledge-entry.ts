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
