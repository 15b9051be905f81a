import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { powertoolsVersion } from '../../lib/function-bundling';
import { repoRoot } from '../../lib/paths';

const packageJson = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
  };

describe('Powertools', () => {
  it('is one version throughout, pinned exactly, so the bundled logger, tracer and idempotency share one commons', () => {
    const version = powertoolsVersion();
    const installed = join(repoRoot, 'node_modules', '@aws-lambda-powertools');
    for (const name of readdirSync(installed)) {
      expect(packageJson(join(installed, name, 'package.json')).version, name).toBe(version);
    }
    const declared = Object.entries(packageJson(join(repoRoot, 'package.json')).dependencies ?? {});
    const powertools = declared.filter(([name]) => name.startsWith('@aws-lambda-powertools/'));
    expect(powertools.map(([name]) => name)).toContain('@aws-lambda-powertools/tracer');
    for (const [name, range] of powertools) expect(range, name).toBe(version);
  });
});
