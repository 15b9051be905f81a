/**
 * What a function's bundle is made of: bundles one entry module with the options every function
 * is bundled with (`functionBundling()`; for a function that calls OpenAI, with the plugin that
 * keeps only the SDK API families it calls), then prints its size, gzip, and the bytes each
 * package (or each source folder) takes in the minified output, largest first.
 *
 *   node --import tsx bin/bundle-composition.ts lambdas/assistant/dental-ai-chat-stream.ts [--top=30]
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { handlerModule, httpFunctions } from '../lambdas/manifest';
import { keepOpenAiResources } from '../lib/bundling/openai-resources.mjs';
import { esbuildOptions, OPENAI_SDK_RESOURCES } from '../lib/function-bundling';

const entry = process.argv[2];
if (!entry || entry.startsWith('--')) {
  console.error('Usage: bin/bundle-composition.ts <entry module> [--top=30]');
  process.exit(2);
}
const topArg = process.argv.find((arg) => arg.startsWith('--top='));
const top = topArg ? Number(topArg.slice('--top='.length)) : 30;

const handlerPath = entry.replace(/^(\.\/)?lambdas\//, '').replace(/\.ts$/, '');
const route = httpFunctions.find((fn) => handlerModule(fn.load) === handlerPath)?.route.id;
const openAiResources = route === undefined ? undefined : OPENAI_SDK_RESOURCES[route];
const result = await build({
  ...esbuildOptions(),
  entryPoints: [entry],
  plugins: openAiResources ? [keepOpenAiResources(openAiResources)] : [],
  outfile: 'index.js',
  write: false,
  metafile: true,
  logLevel: 'error',
});

const code = result.outputFiles.find((file) => file.path.endsWith('index.js'));
const output = Object.entries(result.metafile.outputs).find(([path]) => path.endsWith('index.js'));
if (!code || !output) throw new Error(`esbuild produced no index.js for ${entry}`);

/** node_modules files count under their package; sources under their first two folders. */
const groupOf = (path: string): string => {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  return inPackage?.[1] ?? path.split('/').slice(0, 2).join('/');
};
const groups = new Map<string, number>();
for (const [path, input] of Object.entries(output[1].inputs)) {
  const group = groupOf(path);
  groups.set(group, (groups.get(group) ?? 0) + input.bytesInOutput);
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `${entry}: ${kb(code.contents.length)} minified, ${kb(gzipSync(code.contents).length)} gzip`,
);
for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${kb(bytes).padStart(10)}  ${group}`);
}
