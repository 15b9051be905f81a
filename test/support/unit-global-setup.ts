import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EXAMPLE_TERMS_FILE,
  EXAMPLE_TERMS_PATH,
  writeExampleTerms,
} from '../../lambdas/assistant/knowledge/example-terms';
import { learnFromExamples } from '../../lambdas/assistant/learn-from-examples';
import { textTerms } from '../../lambdas/assistant/retrieval';

/**
 * Writes the example questions' terms and models once, as bundling does, for every test process
 * to read (see `EXAMPLE_TERMS_PATH`): training them takes a few seconds of one core, which each
 * test file that asks the assistant a question would otherwise spend again.
 */
export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'example-terms-'));
  writeExampleTerms(folder, textTerms, learnFromExamples);
  process.env[EXAMPLE_TERMS_PATH] = join(folder, EXAMPLE_TERMS_FILE);
  return () => rmSync(folder, { recursive: true, force: true });
}
