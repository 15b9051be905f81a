// Run after esbuild for each function: `node write-example-terms.mjs <bundle folder>`.
// Writes the example questions' terms and the models learned from them beside a bundle
// whose code reads them (see lambdas/assistant/knowledge/example-terms.ts), worked out by the
// code it bundles.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

const FILE = 'example-terms.json';
const [outputDir] = process.argv.slice(2);
if (!outputDir) throw new Error('Usage: write-example-terms.mjs <bundle folder>');

if (readFileSync(join(outputDir, 'index.js'), 'utf8').includes(FILE)) {
  register();
  const { EXAMPLE_TERMS_FILE, writeExampleTerms } =
    await import('../../lambdas/assistant/knowledge/example-terms.ts');
  const { textTerms } = await import('../../lambdas/assistant/retrieval.ts');
  const { learnFromExamples } = await import('../../lambdas/assistant/learn-from-examples.ts');
  if (EXAMPLE_TERMS_FILE !== FILE) throw new Error(`The terms file is ${EXAMPLE_TERMS_FILE}`);
  writeExampleTerms(outputDir, textTerms, learnFromExamples);
}
