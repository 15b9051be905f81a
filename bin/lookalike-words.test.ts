import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';
import { lookalikeWords } from './lookalike-words';

const shipped: unknown = JSON.parse(
  readFileSync(join(repoRoot, 'lambdas', 'assistant', 'knowledge', 'lookalike-words.json'), 'utf8'),
);

describe('the shipped lookalike words', () => {
  const words = lookalikeWords();

  it('are exactly what `npm run build:lookalike-words` writes from the scope word lists', () => {
    expect(shipped).toEqual(words);
  });

  it('hold everyday words near dental ones, never a dental word or its plural', () => {
    expect(words).toEqual(expect.arrayContaining(['salary', 'flowers', 'number']));
    for (const dental of ['tooth', 'teeth', 'braces', 'brace', 'dentist', 'molars', 'crowns'])
      expect(words).not.toContain(dental);
  });
});
