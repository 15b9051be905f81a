import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { textTerms } from '../retrieval';
import {
  EXAMPLE_TERMS_FILE,
  readExampleTerms,
  termsOfExamples,
  writeExampleTerms,
} from './example-terms';
import { loadPatientPhrasings } from './patient-phrasings';
import { loadOffTopicQuestions } from './scope-examples';

describe('the example questions’ terms', () => {
  const folder = mkdtempSync(join(tmpdir(), 'example-terms-test-'));
  const file = join(folder, EXAMPLE_TERMS_FILE);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const computed = termsOfExamples(textTerms);

  it('are each question’s terms, in the order of its file', () => {
    const phrasings = loadPatientPhrasings();
    const [topic, questions] = Object.entries(phrasings)[0] ?? [];
    expect(computed.phrasings[topic ?? '']?.[3]).toEqual(textTerms(questions?.[3] ?? ''));
    const offTopic = loadOffTopicQuestions();
    expect(computed.offTopic).toHaveLength(offTopic.length);
    expect(computed.offTopic.at(-1)).toEqual(textTerms(offTopic.at(-1) ?? ''));
  });

  it('read back from the file bundling writes exactly as worked out', () => {
    writeExampleTerms(folder, textTerms);
    expect(readExampleTerms(file)).toEqual(computed);
  });

  it('are not read from a file made from other examples, or from no file', () => {
    writeExampleTerms(folder, textTerms);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { examples: string };
    writeFileSync(file, JSON.stringify({ ...stored, examples: 'other examples' }));
    expect(readExampleTerms(file)).toBeUndefined();
    expect(readExampleTerms(join(folder, 'missing.json'))).toBeUndefined();
  });
});
