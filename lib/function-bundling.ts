import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execSync, spawnSync } from 'node:child_process';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';
import { KNOWLEDGE_AREA_FILES } from '../lambdas/assistant/knowledge/areas';
import { repoRoot } from './paths';

/**
 * Packages each function finds at run time instead of in its bundle: the AWS SDK v3 that the
 * Node runtime ships. Powertools (logger, tracer with its X-Ray SDK, idempotency) is bundled:
 * minified into the one file, it loads in about half the time it takes as the layer's hundred
 * separate modules, which every cold start paid.
 */
export const PROVIDED_MODULES = ['@aws-sdk/*'];

/** Data files a module reads from beside itself; copied next to the bundles that name them. */
export const RUNTIME_FILES = [
  'lambdas/offices/zip-coordinates.bin',
  'lambdas/assistant/knowledge/patient-phrasings.json',
  'lambdas/assistant/knowledge/everyday-dental-questions.json',
  'lambdas/assistant/knowledge/off-topic-questions.json',
  'lambdas/assistant/knowledge/lookalike-words.json',
  'lambdas/assistant/knowledge/other-domain-words.json',
  ...KNOWLEDGE_AREA_FILES.map((file) => `lambdas/assistant/knowledge/${file}`),
];

/** Every function's code must stay under this, gzip (checked on the synthesized bundles). */
export const BUNDLE_BUDGET_BYTES = 120 * 1024;

/** Every function's budget; none is allowed more. */
export const BUNDLE_BUDGET_EXCEPTIONS: Readonly<Record<string, number>> = {};

/** The size, gzip, a function's bundle must stay under. */
export const bundleBudgetFor = (functionName: string): number =>
  BUNDLE_BUDGET_EXCEPTIONS[functionName] ?? BUNDLE_BUDGET_BYTES;

/**
 * The functions that call OpenAI, and so are the only ones to bundle its SDK, with the API
 * families of the SDK's client each one calls (`client.chat`, `client.realtime`). The client
 * creates every API of the platform when it is constructed; these functions are bundled with a
 * plugin (lib/bundling/openai-resources.mjs) that keeps the families listed here and leaves the
 * others out as empty classes, about 146 KB minified less per bundle.
 */
export const OPENAI_SDK_RESOURCES: Readonly<Record<string, readonly string[]>> = {
  dentalAiChat: ['chat'],
  dentalAiChatStream: ['chat'],
  dentalTokenGenerator: ['realtime'],
};

export const OPENAI_SDK_FUNCTIONS = Object.keys(OPENAI_SDK_RESOURCES);

const bundlingDir = join(repoRoot, 'lib', 'bundling');

/**
 * The Powertools version the functions are written against and bundle: package.json pins every
 * Powertools package to it, so the logger, tracer and idempotency share one commons.
 */
export function powertoolsVersion(): string {
  const file = join(repoRoot, 'node_modules', '@aws-lambda-powertools', 'commons', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * How every function is bundled. CommonJS output: the runtime's AWS SDK, the one thing loaded
 * from outside the bundle, is CommonJS, and an ES module importing it has Node scan each of its
 * files for exports first, which doubles its load time on a cold start. The sources' `import.meta.url` becomes the
 * bundle's own address. Error stacks name source files and lines through the source map beside
 * the bundle, read the first time a stack is written (lib/bundling/source-mapped-stacks.mjs),
 * rather than through Node's --enable-source-maps, which costs every cold start.
 */
export function functionBundling(): BundlingOptions {
  return {
    format: OutputFormat.CJS,
    target: 'node24',
    mainFields: ['module', 'main'],
    minify: true,
    sourceMap: true,
    sourcesContent: false,
    externalModules: PROVIDED_MODULES,
    define: { 'import.meta.url': 'importMetaUrl' },
    inject: [
      join(bundlingDir, 'import-meta-url.mjs'),
      join(bundlingDir, 'source-mapped-stacks.mjs'),
    ],
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir, outputDir) => [
        [
          'node',
          join(bundlingDir, 'copy-runtime-files.mjs'),
          outputDir,
          ...RUNTIME_FILES.map((file) => join(inputDir, file)),
        ]
          .map((part) => JSON.stringify(part))
          .join(' '),
        // The example questions' terms, beside the bundles that read them (see
        // lambdas/assistant/knowledge/example-terms.ts).
        ['node', join(bundlingDir, 'write-example-terms.mjs'), outputDir]
          .map((part) => JSON.stringify(part))
          .join(' '),
      ],
    },
  };
}

/** The esbuild build options `functionBundling()` stands for, for bundling with esbuild's API. */
export function esbuildOptions(): BuildOptions {
  const options = functionBundling();
  return {
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: options.target,
    mainFields: options.mainFields,
    minify: options.minify,
    sourcemap: options.sourceMap,
    sourcesContent: options.sourcesContent,
    external: options.externalModules,
    define: options.define,
    inject: options.inject,
  };
}

/**
 * A function's code bundled by lib/bundling/bundle-function.mjs with the options of every other
 * function plus the plugin that keeps only the OpenAI SDK API families it calls, then given its
 * data files as every other function is (`functionBundling()`'s after-bundling commands). Bundled
 * on the machine running `cdk synth`, as the other functions are; the asset is named by its output.
 */
export function openAiFunctionCode(
  sourceRoot: string,
  entry: string,
  openAiResources: readonly string[],
): lambda.Code {
  const afterBundling = functionBundling().commandHooks?.afterBundling ?? (() => []);
  const request = (outdir: string) =>
    JSON.stringify({ entry, outdir, options: esbuildOptions(), openAiResources });
  return lambda.Code.fromAsset(sourceRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never pulled or run: local bundling always succeeds or throws. The command names what is
      // bundled, which is what sets each function's bundle apart in CDK's asset cache.
      image: DockerImage.fromRegistry('local-bundling-only'),
      command: ['node', join(bundlingDir, 'bundle-function.mjs'), request('/asset-output')],
      local: {
        tryBundle(outputDir) {
          const run = spawnSync(
            process.execPath,
            [join(bundlingDir, 'bundle-function.mjs'), request(outputDir)],
            { cwd: sourceRoot, stdio: 'inherit' },
          );
          if (run.status !== 0) throw new Error(`Bundling ${entry} failed`);
          for (const command of afterBundling(sourceRoot, outputDir)) {
            execSync(command, { cwd: sourceRoot, stdio: 'inherit' });
          }
          return true;
        },
      },
    },
  });
}
