import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { handlerModule, httpFunctions } from '../../lambdas/manifest';
import { readAppConfig, type StageName } from '../../lib/app-config';
import { DentalStack, otherFunctions } from '../../lib/dental-stack';
import { entryPath } from '../../lib/function-defaults';
import { repoRoot } from '../../lib/paths';

export interface SynthesizedStack {
  app: App;
  stack: DentalStack;
  template: Template;
  /** Removes the stand-in sources. */
  cleanup: () => void;
}

/** Feature flags and defaults exactly as `cdk synth` reads them. */
function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return cdkJson.context ?? {};
}

/**
 * Stand-in handler files and web build in a temporary folder: bundling is skipped, but
 * NodejsFunction still requires each entry to exist, and handlers are written elsewhere.
 */
function standInSources(): string {
  const root = mkdtempSync(join(tmpdir(), 'dental-infra-'));
  writeFileSync(join(root, 'package-lock.json'), '{}');
  for (const fn of [...httpFunctions, ...otherFunctions]) {
    const file = entryPath(root, handlerModule(fn.load));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, 'export const handler = async () => ({});\n');
  }
  mkdirSync(join(root, 'web', 'dist', 'assets'), { recursive: true });
  writeFileSync(join(root, 'web', 'dist', 'index.html'), '<!doctype html><title>t</title>');
  return root;
}

/** Synthesizes one stack fast: no bundling, no asset staging, no CloudFormation schema validation. */
export function synthStack(
  stage: StageName = 'sandbox',
  extraContext: Record<string, unknown> = {},
): SynthesizedStack {
  const sourceRoot = standInSources();
  const context: Record<string, unknown> = {
    ...cdkJsonContext(),
    ...extraContext,
    stage,
    'aws:cdk:bundling-stacks': [],
    'aws:cdk:disable-asset-staging': true,
  };
  const app = new App({ context, builtinCloudFormationValidation: false });
  const config = readAppConfig((key) => app.node.tryGetContext(key));
  const stack = new DentalStack(app, `DentalStack-${stage}`, { config, sourceRoot });
  const template = Template.fromStack(stack);
  return {
    app,
    stack,
    template,
    cleanup: () => rmSync(sourceRoot, { recursive: true, force: true }),
  };
}
