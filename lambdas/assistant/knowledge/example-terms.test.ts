import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnFromExamples } from '../learn-from-examples';
import { textTerms } from '../retrieval';
import {
  EXAMPLE_TERMS_FILE,
  type LearnedModels,
  readExampleTerms,
  termsOfExamples,
  writeExampleTerms,
} from './example-terms';

describe('the example questions’ terms', () => {
  const folder = mkdtempSync(join(tmpdir(), 'example-terms-test-'));
  const file = join(folder, EXAMPLE_TERMS_FILE);
  let learned: LearnedModels | undefined;
  let written = '';
  // Training both models takes a few seconds of one core: the file is written once.
  beforeAll(() => {
    writeExampleTerms(folder, textTerms, (terms) => (learned = learnFromExamples(terms)));
    written = readFileSync(file, 'utf8');
  }, 120_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  // Comparing the models, some hundred thousand weights, field by field takes seconds, and many
  // more on a busy machine: no speed is measured here.
  it('and the models read back from the file bundling writes exactly as worked out', () => {
    const stored = readExampleTerms(file);
    expect(learned).toBeDefined();
    expect(stored).toEqual({ terms: termsOfExamples(textTerms), ...learned });
    // Each question's terms, stop words left out and words stemmed, in the order of its file.
    expect(stored?.terms.offTopic.length).toBeGreaterThan(20_000);
    expect(Object.values(stored?.terms.phrasings ?? {}).flat()).toContainEqual(
      expect.arrayContaining(['tooth']),
    );
    // Words that tell the sides apart weigh most: "gums" leans dental, "recipe" does not.
    const [gums = '', recipe = ''] = textTerms('gums recipe');
    expect(stored?.odds.weights.get(gums)).toBeGreaterThan(1);
    expect(stored?.odds.weights.get(recipe)).toBeLessThan(-1);
    // Each topic's words lean towards it: "socket" towards dry socket, not towards dentures.
    const topics = stored?.topics.topics ?? [];
    const [socket = ''] = textTerms('socket');
    const socketSteps = stored?.topics.weights.get(socket);
    expect(socketSteps?.[topics.indexOf('dry-socket')]).toBeGreaterThan(0);
    expect(socketSteps?.[topics.indexOf('dentures')]).toBeLessThan(0);
    // The wording counts: patients' questions use "gums" more than off-topic ones ("chewing
    // gum"), and "recipe" far less.
    const countsOf = (term: string) => {
      const at = stored?.counts.features.indexOf(term) ?? -1;
      return [stored?.counts.dental[at] ?? 0, stored?.counts.other[at] ?? 0] as const;
    };
    expect(countsOf(gums)[0]).toBeGreaterThan(countsOf(gums)[1]);
    expect(countsOf(recipe)[1]).toBeGreaterThan(10 * countsOf(recipe)[0]);
    expect(stored?.entryVocabulary).toBeGreaterThan(10_000);
  }, 180_000);

  it('are not read from a file made from other examples, of another layout, unreadable or none', () => {
    const stored = JSON.parse(written) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...stored, examplesDigest: 'other examples' }));
    expect(readExampleTerms(file)).toBeUndefined();
    writeFileSync(file, '{ not json');
    expect(readExampleTerms(file)).toBeUndefined();
    // The layout before the wording odds, from the same examples; the odds missing.
    const { examplesDigest, phrasings, everyday, offTopic } = stored;
    writeFileSync(file, JSON.stringify({ examplesDigest, phrasings, everyday, offTopic }));
    expect(readExampleTerms(file)).toBeUndefined();
    writeFileSync(file, JSON.stringify({ ...stored, odds: undefined }));
    expect(readExampleTerms(file)).toBeUndefined();
    // The topic odds missing, or cut short.
    writeFileSync(file, JSON.stringify({ ...stored, topics: undefined }));
    expect(readExampleTerms(file)).toBeUndefined();
    const topics = stored.topics as { steps: string };
    const shortSteps = topics.steps.slice(0, -8);
    writeFileSync(file, JSON.stringify({ ...stored, topics: { ...topics, steps: shortSteps } }));
    expect(readExampleTerms(file)).toBeUndefined();
    // The wording counts cut short, or the entries' vocabulary missing.
    const counts = stored.counts as { other: number[] };
    const shortCounts = { ...counts, other: counts.other.slice(0, -1) };
    writeFileSync(file, JSON.stringify({ ...stored, counts: shortCounts }));
    expect(readExampleTerms(file)).toBeUndefined();
    writeFileSync(file, JSON.stringify({ ...stored, entryVocabulary: undefined }));
    expect(readExampleTerms(file)).toBeUndefined();
    // The questions cut short, or numbering terms the vocabulary does not have.
    const offTopicBytes = Buffer.from(stored.offTopic as string, 'base64');
    const shortOffTopic = offTopicBytes.subarray(0, -4).toString('base64');
    writeFileSync(file, JSON.stringify({ ...stored, offTopic: shortOffTopic }));
    expect(readExampleTerms(file)).toBeUndefined();
    const vocabulary = stored.vocabulary as string[];
    writeFileSync(file, JSON.stringify({ ...stored, vocabulary: vocabulary.slice(0, 100) }));
    expect(readExampleTerms(file)).toBeUndefined();
    writeFileSync(file, 'null');
    expect(readExampleTerms(file)).toBeUndefined();
    expect(readExampleTerms(join(folder, 'missing.json'))).toBeUndefined();
  });
});
