import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadPatientPhrasings } from './patient-phrasings';
import { loadEverydayDentalQuestions, loadOffTopicQuestions } from './scope-examples';

/**
 * The terms of every example question (patients' phrasings, everyday dental questions and
 * off-topic questions), as the retrieval index and the wording check use them. Working them out
 * means normalizing, splitting and stemming some 40,000 questions, most of a cold start's first
 * answer; so a function's bundling writes them to this file beside the bundle
 * (lib/bundling/write-example-terms.ts), and a cold start reads them instead. The file names the
 * examples it was made from: when it is missing, as when running from the sources, or made from
 * other examples, the terms are worked out on first use.
 */
export const EXAMPLE_TERMS_FILE = 'example-terms.json';

type Terms = ReadonlyArray<readonly string[]>;

/** The terms of each example question, in the order of its file. */
export interface ExampleTerms {
  /** Patients' phrasings, by topic id. */
  phrasings: Readonly<Record<string, Terms>>;
  /** Everyday dental questions, by topic id. */
  everyday: Readonly<Record<string, Terms>>;
  offTopic: Terms;
}

/** A text's processed terms (`textTerms` of retrieval.ts, passed in: it uses this module). */
export type TermsOf = (text: string) => string[];

/** The file: each question's terms joined by spaces (a term never contains one). */
interface StoredTerms {
  examples: string;
  phrasings: Record<string, string[]>;
  everyday: Record<string, string[]>;
  offTopic: string[];
}

let loaded: ExampleTerms | undefined;

export function loadExampleTerms(termsOf: TermsOf): ExampleTerms {
  loaded ??=
    readExampleTerms(new URL(EXAMPLE_TERMS_FILE, import.meta.url)) ?? termsOfExamples(termsOf);
  return loaded;
}

function examples() {
  return {
    phrasings: loadPatientPhrasings(),
    everyday: loadEverydayDentalQuestions(),
    offTopic: loadOffTopicQuestions(),
  };
}

/** Names the example questions the terms were made from. */
function digestOf(sets: ReturnType<typeof examples>): string {
  return createHash('sha256').update(JSON.stringify(sets)).digest('base64url');
}

/** The terms written to a file, unless it is missing or was made from other examples. */
export function readExampleTerms(file: URL | string): ExampleTerms | undefined {
  let stored: StoredTerms;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as StoredTerms;
  } catch {
    return undefined;
  }
  if (stored.examples !== digestOf(examples())) return undefined;
  const split = (joined: string) => (joined === '' ? [] : joined.split(' '));
  const byTopic = (lists: Record<string, string[]>) =>
    Object.fromEntries(Object.entries(lists).map(([topic, list]) => [topic, list.map(split)]));
  return {
    phrasings: byTopic(stored.phrasings),
    everyday: byTopic(stored.everyday),
    offTopic: stored.offTopic.map(split),
  };
}

/** The example questions' terms, worked out. */
export function termsOfExamples(termsOf: TermsOf): ExampleTerms {
  const { phrasings, everyday, offTopic } = examples();
  const byTopic = (lists: Readonly<Record<string, readonly string[]>>) =>
    Object.fromEntries(Object.entries(lists).map(([topic, list]) => [topic, list.map(termsOf)]));
  return {
    phrasings: byTopic(phrasings),
    everyday: byTopic(everyday),
    offTopic: offTopic.map(termsOf),
  };
}

/** Writes the example questions' terms into a folder, for the module there to read. */
export function writeExampleTerms(folder: string, termsOf: TermsOf): void {
  const terms = termsOfExamples(termsOf);
  const joined = (list: Terms) => list.map((questionTerms) => questionTerms.join(' '));
  const byTopic = (lists: Readonly<Record<string, Terms>>) =>
    Object.fromEntries(Object.entries(lists).map(([topic, list]) => [topic, joined(list)]));
  const stored: StoredTerms = {
    examples: digestOf(examples()),
    phrasings: byTopic(terms.phrasings),
    everyday: byTopic(terms.everyday),
    offTopic: joined(terms.offTopic),
  };
  writeFileSync(join(folder, EXAMPLE_TERMS_FILE), JSON.stringify(stored));
}
