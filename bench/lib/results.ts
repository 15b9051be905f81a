import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'results',
);

/**
 * Writes `bench/results/<name>.json`, headed by when and where it was measured, and returns
 * its path.
 */
export function writeResult(name: string, result: Record<string, unknown>): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  const measured = {
    benchmark: name,
    measured_at: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
  };
  writeFileSync(file, `${JSON.stringify({ ...measured, ...result }, null, 2)}\n`);
  return file;
}
