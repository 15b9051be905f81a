import { readFileSync } from 'node:fs';

/**
 * Common real words a letter or two from a dental word ("flowers" is not "flossers"): written by
 * `npm run build:lookalike-words`, read from beside this module (the chat functions ship the file
 * next to their bundle).
 */
export function loadLookalikeWords(): string[] {
  return JSON.parse(
    readFileSync(new URL('lookalike-words.json', import.meta.url), 'utf8'),
  ) as string[];
}
