import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { repoRoot } from './paths';

/**
 * Packages each function finds at run time instead of in its bundle: the AWS SDK v3 that the
 * Node runtime ships, and Powertools from its public layer (which brings the tracer's X-Ray SDK).
 */
export const PROVIDED_MODULES = ['@aws-sdk/*', '@aws-lambda-powertools/*'];

/** Data files a module reads from beside itself; copied next to the bundles that name them. */
export const RUNTIME_FILES = ['lambdas/offices/zip-coordinates.bin'];

/** Every function's code must stay under this, gzip (checked on the synthesized bundles). */
export const BUNDLE_BUDGET_BYTES = 120 * 1024;

/**
 * The functions allowed more, and why. The assistant's two chat functions carry the knowledge
 * base and the official OpenAI SDK, about 35 KB gzip on its own: its client builds every API of
 * the platform when it is created, so bundling cannot leave out the ones never called. They
 * measured 123 KB; this ceiling keeps them from growing unnoticed.
 */
export const BUNDLE_BUDGET_EXCEPTIONS: Readonly<Record<string, number>> = {
  dentalAiChat: 128 * 1024,
  dentalAiChatStream: 128 * 1024,
};

/** The size, gzip, a function's bundle must stay under. */
export const bundleBudgetFor = (functionName: string): number =>
  BUNDLE_BUDGET_EXCEPTIONS[functionName] ?? BUNDLE_BUDGET_BYTES;

/** The functions that call OpenAI, and so are the only ones to bundle its SDK. */
export const OPENAI_SDK_FUNCTIONS = ['dentalAiChat', 'dentalAiChatStream', 'dentalTokenGenerator'];

const bundlingDir = join(repoRoot, 'lib', 'bundling');

/**
 * The Powertools version the functions are written against: the layer of exactly this version
 * is attached, so what runs in the cloud is what the tests ran. package.json pins it.
 */
export function powertoolsVersion(): string {
  const file = join(repoRoot, 'node_modules', '@aws-lambda-powertools', 'commons', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * The public Powertools layer of that version, one per stack. Its ARN is read at deploy time
 * from the SSM parameter AWS publishes per version and region.
 */
export function powertoolsLayer(scope: Construct): lambda.ILayerVersion {
  const stack = Stack.of(scope);
  const id = 'PowertoolsLayer';
  const existing = stack.node.tryFindChild(id) as lambda.ILayerVersion | undefined;
  if (existing) return existing;
  const arn = ssm.StringParameter.valueForStringParameter(
    stack,
    `/aws/service/powertools/typescript/generic/all/${powertoolsVersion()}`,
  );
  return lambda.LayerVersion.fromLayerVersionArn(stack, id, arn);
}

/**
 * How every function is bundled. CommonJS output: the runtime's SDK and the layer's Powertools
 * are CommonJS, and an ES module importing them has Node scan each file for its exports first,
 * which doubles their load time on a cold start. The sources' `import.meta.url` becomes the
 * bundle's own address.
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
    inject: [join(bundlingDir, 'import-meta-url.mjs')],
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
      ],
    },
  };
}
