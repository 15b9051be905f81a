/**
 * `npm run bench [-- <name> [options]]`: runs `bench/<name>.ts`, or with no name every benchmark
 * in this folder, one after another in its own process (so one's load never skews another's
 * timings). Each benchmark prints a table and writes `bench/results/<name>.json`; the exit code
 * is non-zero when any of them missed its budget or failed.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');

const available = readdirSync(benchDir, { withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .map((entry) => entry.name.slice(0, -'.ts'.length))
  .filter((name) => name !== 'run' && !name.endsWith('.test') && !name.endsWith('.d'))
  .sort();

const [requested, ...options] = process.argv.slice(2);
if (requested !== undefined && !available.includes(requested)) {
  console.error(`No benchmark "${requested}". Available: ${available.join(', ')}`);
  process.exit(2);
}
const selected = requested === undefined ? available : [requested];

function runBenchmark(name: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--no-warnings', '--import', 'tsx', path.join(benchDir, `${name}.ts`), ...options],
      { cwd: root, stdio: 'inherit' },
    );
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const failed: string[] = [];
for (const name of selected) {
  console.log(`\n=== bench: ${name} ===`);
  const started = Date.now();
  const code = await runBenchmark(name);
  console.log(
    `=== ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`,
  );
  if (code !== 0) failed.push(name);
}
if (failed.length)
  console.error(`\nBenchmarks that failed or missed a budget: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
