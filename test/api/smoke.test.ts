import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { demoAccount, stack } from '../support/stack';
import { runSmoke } from '../smoke/smoke';

/** The smoke suite, run the way an operator runs it, against the stack the tests booted. */
function smoke(args: string[], env: Record<string, string> = {}) {
  return spawnSync(
    process.execPath,
    ['--no-warnings', '--import', 'tsx', 'test/smoke/run.ts', ...args],
    { encoding: 'utf8', env: { ...process.env, ...env }, timeout: 60_000 },
  );
}

describe('npm run smoke', () => {
  it('passes against the local stack, with the test account and writes', () => {
    const patient = demoAccount('patient');
    const result = smoke(['--url', stack().site, '--writes', 'smoke-operator@example.com'], {
      SMOKE_EMAIL: patient.email,
      SMOKE_PASSWORD: patient.password,
    });
    expect(result.stdout).toContain('all 10 checks passed');
    expect(result.status, result.stdout + result.stderr).toBe(0);
  });

  it('fails with a clear message against a stopped stack', () => {
    const result = smoke(['--url', 'http://127.0.0.1:9']);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /FAIL .*cannot reach http:\/\/127\.0\.0\.1:9\/.*is the stack running/,
    );
  });

  it('fails when the URL is not the site', async () => {
    const results = await runSmoke({ url: `${stack().site}/no-such-prefix` });
    expect(results.some((result) => !result.ok)).toBe(true);
  });

  it('refuses to run without a URL', () => {
    const result = smoke([]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run smoke -- --url');
  });
});
