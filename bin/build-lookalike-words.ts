/**
 * `npm run build:lookalike-words`: writes `lambdas/assistant/knowledge/lookalike-words.json`, the
 * everyday words the assistant's scope check never reads as misspelled dental words (see
 * lookalike-words.ts). Run it after changing the scope check's word lists; a unit test fails
 * while the file in the repository differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../lib/paths';
import { lookalikeWords } from './lookalike-words';

const words = lookalikeWords();
const file = join(repoRoot, 'lambdas', 'assistant', 'knowledge', 'lookalike-words.json');
writeFileSync(file, `${JSON.stringify(words, null, 2)}\n`);
console.log(`${words.length} words → ${file}`);
