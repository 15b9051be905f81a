import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { logger } from '../../core/logger';
import type { TopicOdds } from '../topic-odds';
import { KNOWLEDGE_AREA_FILES } from './areas';
import { loadPatientPhrasings, PATIENT_PHRASINGS_FILE } from './patient-phrasings';
import {
  EVERYDAY_DENTAL_QUESTIONS_FILE,
  loadEverydayDentalQuestions,
  loadOffTopicQuestions,
  OFF_TOPIC_QUESTIONS_FILE,
} from './scope-examples';

/**
 * The terms of every example question (patients' phrasings, everyday dental questions and
 * off-topic questions), as the retrieval index and the wording check use them, and what is
 * learned from them: the wording odds (see `wordingOdds` in dental-wording.ts), the topic odds
 * (see topic-odds.ts) and the wording counts (see `dentalWordingScore` in dental-wording.ts and
 * `wordingShares` in retrieval.ts). Working them out means normalizing, splitting and stemming
 * some 40,000 questions, then training on them and counting their words, on a cold function's
 * first answers; so bundling writes them all to this file beside the bundles that read them
 * (lib/bundling/write-example-terms.mjs), with the code it bundles, and a cold start reads them
 * instead. The file names the example files it was made from by a digest of their bytes: when it
 * is missing, as when running from the sources, or was made from other examples, they are all
 * worked out on first use.
 */
export const EXAMPLE_TERMS_FILE = 'example-terms.json';
/**
 * An environment variable that may name the file elsewhere: the unit tests and the local stack
 * write it once, for all their processes, where each would otherwise train the models again.
 * Checked like the file beside the bundle: one made from other examples is not read.
 */
export const EXAMPLE_TERMS_PATH = 'EXAMPLE_TERMS_PATH';

export type Terms = ReadonlyArray<readonly string[]>;

/** The terms of each example question, in the order of its file. */
export interface ExampleTerms {
  /** Patients' phrasings, by topic id. */
  phrasings: Readonly<Record<string, Terms>>;
  /** Everyday dental questions, by topic id. */
  everyday: Readonly<Record<string, Terms>>;
  offTopic: Terms;
}

/** The weights of a logistic regression over a question's words and pairs of words. */
export interface WordingOdds {
  bias: number;
  weights: ReadonlyMap<string, number>;
}

/**
 * How many dental and off-topic example questions use each of their words and pairs of words
 * (see `dentalWordingScore` in dental-wording.ts): every feature either side uses, once, with its
 * two counts at the same place.
 */
export interface WordingBySide {
  features: readonly string[];
  dental: ArrayLike<number>;
  other: ArrayLike<number>;
}

/** A text's processed terms (`textTerms` of retrieval.ts, passed in: it uses this module). */
export type TermsOf = (text: string) => string[];
/** What is learned from the example questions' terms. */
export interface LearnedModels {
  odds: WordingOdds;
  topics: TopicOdds;
  counts: WordingBySide;
  /**
   * How many different words and pairs the knowledge entries' phrases and example questions use
   * (see `wordingShares` in retrieval.ts).
   */
  entryVocabulary: number;
}
/** Learns the models from the terms (see learn-from-examples.ts: its modules use this one). */
export type Learn = (terms: ExampleTerms) => LearnedModels;

/**
 * The file: every term the questions use, once, and each list of questions as the numbers of
 * their terms in that vocabulary (see `encodeQuestions`); each feature of the wording odds beside
 * its weight; and the topic odds' terms with their weights in steps, as one byte per term and
 * topic (base64, term by term).
 */
interface StoredTerms {
  format: typeof FORMAT;
  examplesDigest: string;
  vocabulary: string[];
  phrasings: Record<string, string>;
  everyday: Record<string, string>;
  offTopic: string;
  odds: { bias: number; features: string[]; weights: number[] };
  topics: { topics: string[]; bias: number[]; terms: string[]; steps: string };
  counts: { features: string[]; dental: number[]; other: number[] };
  entryVocabulary: number;
}

/**
 * The file's layout and what its models read (the topic odds read cue words since format 5, the
 * questions are numbers since format 6): a file of another format is not read.
 */
const FORMAT = 6;

/** Ends a question's terms among the numbers of a list of questions. */
const END_OF_QUESTION = 0xffff;

/**
 * A list of questions as the numbers of their terms in the vocabulary, two bytes each (low byte
 * first), each question ended by `END_OF_QUESTION`, in base64: some 60,000 questions that a cold
 * start reads without splitting a string for each, and whose terms it shares.
 */
function encodeQuestions(list: Terms, vocabulary: Map<string, number>): string {
  const bytes = Buffer.alloc(2 * list.reduce((sum, terms) => sum + terms.length + 1, 0));
  let at = 0;
  const put = (id: number) => {
    bytes[at] = id & 0xff;
    bytes[at + 1] = id >> 8;
    at += 2;
  };
  for (const terms of list) {
    for (const term of terms) {
      let id = vocabulary.get(term);
      if (id === undefined) {
        id = vocabulary.size;
        if (id >= END_OF_QUESTION)
          throw new Error(`The example questions use more than ${END_OF_QUESTION} terms`);
        vocabulary.set(term, id);
      }
      put(id);
    }
    put(END_OF_QUESTION);
  }
  return bytes.toString('base64');
}

/** The questions `encodeQuestions` wrote; throws when the numbers are cut short or unknown. */
function decodeQuestions(encoded: string, vocabulary: readonly string[]): string[][] {
  const bytes = Buffer.from(encoded, 'base64');
  const list: string[][] = [];
  let terms: string[] = [];
  for (let at = 0; at + 1 < bytes.length; at += 2) {
    const id = bytes[at]! | (bytes[at + 1]! << 8);
    if (id === END_OF_QUESTION) {
      list.push(terms);
      terms = [];
      continue;
    }
    const term = vocabulary[id];
    if (term === undefined) throw new Error(`No term numbered ${id}`);
    terms.push(term);
  }
  if (terms.length > 0 || bytes.length % 2 !== 0) throw new Error('The questions are cut short');
  return list;
}

/** What the file holds. */
export interface StoredExamples extends LearnedModels {
  terms: ExampleTerms;
}

let loaded: ExampleTerms | undefined;
let loadedModels: LearnedModels | undefined;
let source: 'file' | 'worked out' | undefined;

export function loadExampleTerms(termsOf: TermsOf): ExampleTerms {
  if (loaded) return loaded;
  const file = process.env[EXAMPLE_TERMS_PATH] || new URL(EXAMPLE_TERMS_FILE, import.meta.url);
  const stored = readExampleTerms(file);
  if (!stored && existsSync(file))
    logger.warn('Example terms file not used: made from other examples or unreadable');
  source = stored ? 'file' : 'worked out';
  loaded = stored?.terms ?? termsOfExamples(termsOf);
  loadedModels = stored;
  return loaded;
}

/** The wording odds read with the terms from the file, if it was used. */
export function storedWordingOdds(termsOf: TermsOf): WordingOdds | undefined {
  loadExampleTerms(termsOf);
  return loadedModels?.odds;
}

/** The topic odds read with the terms from the file, if it was used. */
export function storedTopicOdds(termsOf: TermsOf): TopicOdds | undefined {
  loadExampleTerms(termsOf);
  return loadedModels?.topics;
}

/** The wording counts read with the terms from the file, if it was used. */
export function storedWordingBySide(termsOf: TermsOf): WordingBySide | undefined {
  loadExampleTerms(termsOf);
  return loadedModels?.counts;
}

/** The entries' wording vocabulary read with the terms from the file, if it was used. */
export function storedEntryVocabulary(termsOf: TermsOf): number | undefined {
  loadExampleTerms(termsOf);
  return loadedModels?.entryVocabulary;
}

/** Where the loaded terms came from, for the cold-start benchmark. */
export function exampleTermsSource(): typeof source {
  return source;
}

/**
 * Names the example files beside this module, and the knowledge areas whose titles the wording
 * odds learn from too, by their bytes.
 */
function examplesDigest(): string {
  const hash = createHash('sha256');
  for (const file of [
    PATIENT_PHRASINGS_FILE,
    EVERYDAY_DENTAL_QUESTIONS_FILE,
    OFF_TOPIC_QUESTIONS_FILE,
    ...KNOWLEDGE_AREA_FILES,
  ]) {
    hash.update(readFileSync(new URL(file, import.meta.url)));
  }
  return hash.digest('base64url');
}

/**
 * What a file holds, unless it is missing, unreadable, of another layout or made from other
 * examples.
 */
export function readExampleTerms(file: URL | string): StoredExamples | undefined {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredTerms> | null;
    if (stored?.format !== FORMAT || stored.examplesDigest !== examplesDigest()) return undefined;
    const { vocabulary, phrasings, everyday, offTopic, odds, topics, counts, entryVocabulary } =
      stored as StoredTerms;
    const byTopic = (lists: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(lists).map(([topic, list]) => [topic, decodeQuestions(list, vocabulary)]),
      );
    if (odds.features.length !== odds.weights.length) return undefined;
    const features = counts.features.length;
    if (counts.dental.length !== features || counts.other.length !== features) return undefined;
    if (typeof entryVocabulary !== 'number') return undefined;
    const steps = Buffer.from(topics.steps, 'base64');
    const width = topics.topics.length;
    if (topics.bias.length !== width || steps.length !== topics.terms.length * width)
      return undefined;
    const signed = new Int8Array(steps.buffer, steps.byteOffset, steps.length);
    return {
      terms: {
        phrasings: byTopic(phrasings),
        everyday: byTopic(everyday),
        offTopic: decodeQuestions(offTopic, vocabulary),
      },
      odds: {
        bias: odds.bias,
        weights: new Map(odds.features.map((feature, i) => [feature, odds.weights[i] ?? 0])),
      },
      topics: {
        topics: topics.topics,
        bias: topics.bias,
        weights: new Map(
          topics.terms.map((term, i) => [term, signed.subarray(i * width, (i + 1) * width)]),
        ),
      },
      counts,
      entryVocabulary,
    };
  } catch {
    // Unreadable, or not laid out as written here.
    return undefined;
  }
}

/** The example questions' terms, worked out. */
export function termsOfExamples(termsOf: TermsOf): ExampleTerms {
  const byTopic = (lists: Readonly<Record<string, readonly string[]>>) =>
    Object.fromEntries(Object.entries(lists).map(([topic, list]) => [topic, list.map(termsOf)]));
  return {
    phrasings: byTopic(loadPatientPhrasings()),
    everyday: byTopic(loadEverydayDentalQuestions()),
    offTopic: loadOffTopicQuestions().map(termsOf),
  };
}

/** Writes the example questions' terms and models into a folder, for the module there to read. */
export function writeExampleTerms(folder: string, termsOf: TermsOf, learn: Learn): void {
  const terms = termsOfExamples(termsOf);
  const { odds, topics, counts, entryVocabulary } = learn(terms);
  const steps = [...topics.weights.values()];
  const vocabulary = new Map<string, number>();
  const byTopic = (lists: Readonly<Record<string, Terms>>) =>
    Object.fromEntries(
      Object.entries(lists).map(([topic, list]) => [topic, encodeQuestions(list, vocabulary)]),
    );
  const phrasings = byTopic(terms.phrasings);
  const everyday = byTopic(terms.everyday);
  const offTopic = encodeQuestions(terms.offTopic, vocabulary);
  const stored: StoredTerms = {
    format: FORMAT,
    examplesDigest: examplesDigest(),
    vocabulary: [...vocabulary.keys()],
    phrasings,
    everyday,
    offTopic,
    odds: {
      bias: odds.bias,
      features: [...odds.weights.keys()],
      weights: [...odds.weights.values()],
    },
    topics: {
      topics: [...topics.topics],
      bias: [...topics.bias],
      terms: [...topics.weights.keys()],
      steps: Buffer.concat(
        steps.map((row) => new Uint8Array(row.buffer, row.byteOffset, row.length)),
      ).toString('base64'),
    },
    counts: {
      features: [...counts.features],
      dental: Array.from(counts.dental),
      other: Array.from(counts.other),
    },
    entryVocabulary,
  };
  // Written whole, then renamed: a process reading the file never sees half of it.
  const file = join(folder, EXAMPLE_TERMS_FILE);
  writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(stored));
  renameSync(`${file}.${process.pid}.tmp`, file);
}

/**
 * The file in the folder, written first unless one made from these examples is there already:
 * the local stack keeps it with its data, so that its processes read the models rather than
 * each learning them, and a restart learns them only after the examples change.
 */
export function ensureExampleTerms(folder: string, termsOf: TermsOf, learn: Learn): string {
  const file = join(folder, EXAMPLE_TERMS_FILE);
  if (!readExampleTerms(file)) {
    mkdirSync(folder, { recursive: true });
    writeExampleTerms(folder, termsOf, learn);
  }
  return file;
}
