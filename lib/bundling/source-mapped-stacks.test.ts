import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { esbuildOptions } from '../function-bundling';
import { repoRoot } from '../paths';

/**
 * A module that throws, bundled as the functions are (minified, with its source map and the
 * injected stack mapping), then run in a fresh Node without --enable-source-maps.
 */
const outDir = join(repoRoot, 'node_modules', '.cache', 'source-mapped-stacks-test');
const source = [
  'export function failingStep(): never {',
  "  throw new Error('the step failed');",
  '}',
  'export const handler = () => failingStep();',
  '',
].join('\n');

function stackOf(env: Record<string, string>): string {
  const run = spawnSync(
    process.execPath,
    [
      '-e',
      'try { require(process.argv[1]).handler() } catch (e) { process.stdout.write(e.stack) }',
      join(outDir, 'index.js'),
    ],
    { encoding: 'utf8', env: { PATH: process.env.PATH, ...env } },
  );
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

beforeAll(async () => {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'package.json'), '{ "type": "commonjs" }\n');
  await build({
    ...esbuildOptions(),
    stdin: {
      contents: source,
      resolveDir: repoRoot,
      loader: 'ts',
      sourcefile: 'lambdas/failing-step.ts',
    },
    outfile: join(outDir, 'index.js'),
    logLevel: 'silent',
  });
});

describe('error stacks of a bundled function', () => {
  it('name the source file and line in Lambda', () => {
    const stack = stackOf({ AWS_LAMBDA_FUNCTION_NAME: 'failing-step' });
    const lines = stack.split('\n');
    expect(lines[0]).toBe('Error: the step failed');
    expect(lines[1]).toMatch(/\(lambdas\/failing-step\.ts:2:9\)$/);
    expect(lines[2]).toMatch(/\(lambdas\/failing-step\.ts:4:\d+\)$/);
    expect(stack).not.toContain('index.js');
  });

  it('are left as Node writes them elsewhere', () => {
    expect(stackOf({}).split('\n')[1]).toMatch(/index\.js:\d+:\d+\)$/);
  });
});
