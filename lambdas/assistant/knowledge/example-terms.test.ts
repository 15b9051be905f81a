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

describe('the example questions’ terms', () => {
  const folder = mkdtempSync(join(tmpdir(), 'example-terms-test-'));
  const file = join(folder, EXAMPLE_TERMS_FILE);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('read back from the file bundling writes exactly as worked out', () => {
    writeExampleTerms(folder, textTerms);
    const stored = readExampleTerms(file);
    expect(stored).toEqual(termsOfExamples(textTerms));
    // Each question's terms, stop words left out and words stemmed, in the order of its file.
    expect(stored?.offTopic.length).toBeGreaterThan(20_000);
    expect(Object.values(stored?.phrasings ?? {}).flat()).toContainEqual(
      expect.arrayContaining(['tooth']),
    );
  });

  it('are not read from a file made from other examples, an unreadable one or none', () => {
    writeExampleTerms(folder, textTerms);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { examplesDigest: string };
    writeFileSync(file, JSON.stringify({ ...stored, examplesDigest: 'other examples' }));
    expect(readExampleTerms(file)).toBeUndefined();
    writeFileSync(file, '{ not json');
    expect(readExampleTerms(file)).toBeUndefined();
    expect(readExampleTerms(join(folder, 'missing.json'))).toBeUndefined();
  });
});
