// Bundles one function with esbuild's build API, for the functions whose bundling needs a plugin
// (the esbuild command line takes none): `node bundle-function.mjs <JSON>`, where the JSON holds
// `entry`, `outdir`, `options` (esbuild build options) and `openAiResources` (the OpenAI SDK API
// families the function calls). Writes index.js and index.js.map into outdir.
import { join } from 'node:path';
import { build } from 'esbuild';
import { keepOpenAiResources } from './openai-resources.mjs';

const { entry, outdir, options, openAiResources } = JSON.parse(process.argv[2] ?? '{}');
if (!entry || !outdir || !options) {
  console.error('Usage: bundle-function.mjs {"entry", "outdir", "options", "openAiResources"}');
  process.exit(2);
}
await build({
  ...options,
  entryPoints: [entry],
  outfile: join(outdir, 'index.js'),
  plugins: openAiResources ? [keepOpenAiResources(openAiResources)] : [],
  logLevel: 'warning',
});
