import { readFileSync } from 'node:fs';
import type { KnowledgeEntry } from './knowledge-entry';

/**
 * The knowledge base's topics are data, not code: one JSON file per area of dental care, in the
 * order the areas are listed. Each file holds `about` (what the area covers) and `entries`, the
 * topics. A topic's `answer` and `whenToSeeDentist` are lists of blocks: a string is a paragraph,
 * a list of strings is a bulleted list; they become the assistant's plain-text markup (blocks
 * apart by a blank line, bullets starting with "- ").
 *
 * The files sit beside this module in the sources and beside the bundle in a deployed function
 * (the bundling step copies them into every function whose code names them).
 */
export const KNOWLEDGE_AREA_FILES = [
  'daily-care.json',
  'visiting-the-dentist.json',
  'common-problems.json',
  'gum-health.json',
  'treatments.json',
  'cosmetic.json',
  'orthodontics-and-appliances.json',
  'life-stages.json',
  'health-and-habits.json',
  'urgent-care.json',
] as const;

type Block = string | string[];

const isString = (value: unknown): value is string => typeof value === 'string';

const isBlocks = (value: unknown): value is Block[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((block) => isString(block) || (Array.isArray(block) && block.every(isString)));

/** Blocks as the assistant's markup: paragraphs and bullet lists, a blank line apart. */
export const markupOf = (blocks: readonly Block[]): string =>
  blocks
    .map((block) => (Array.isArray(block) ? block.map((line) => `- ${line}`).join('\n') : block))
    .join('\n\n');

/** One topic of an area file, checked: a malformed topic names its file and id. */
export function entryFrom(value: unknown, file: string): KnowledgeEntry {
  const topic = (value ?? {}) as Record<string, unknown>;
  const { id, title, keywords, answer, whenToSeeDentist } = topic;
  if (
    !isString(id) ||
    !isString(title) ||
    !Array.isArray(keywords) ||
    !keywords.every(isString) ||
    !isBlocks(answer) ||
    !isBlocks(whenToSeeDentist)
  ) {
    throw new Error(`${file}: topic ${String(id)} is not a well-formed knowledge entry`);
  }
  return {
    id,
    title,
    keywords,
    answer: markupOf(answer),
    whenToSeeDentist: markupOf(whenToSeeDentist),
  };
}

/** Reads every area's topics, in order. */
export function loadKnowledgeAreas(): KnowledgeEntry[] {
  return KNOWLEDGE_AREA_FILES.flatMap((file) => {
    const data = JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as {
      entries?: unknown;
    };
    if (!Array.isArray(data.entries)) throw new Error(`${file} has no list of entries`);
    return data.entries.map((entry) => entryFrom(entry, file));
  });
}
