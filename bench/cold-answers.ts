/**
 * `npm run bench -- cold-answers [--runs=5]`: how long a chat function's first answers take after
 * a cold start, when the retrieval index and the wording check are built from the knowledge base
 * and some 40,000 example questions.
 *
 * The assistant's analysis (`analyzeQuestion`: red flags, retrieval, scope) is bundled with the
 * options every function is bundled with, and given the data files the chat functions carry; the
 * handler itself would need DynamoDB and Secrets Manager before answering. Each run is a fresh
 * Node process that loads the bundle and asks three questions that take different paths: one with
 * a dental word, one the wording check decides, one off-topic. Measured with the example
 * questions' terms written beside the bundle, as bundling does, and without them, as when the
 * file is missing. Wall and CPU time, median of the runs; the budget applies to the three first
 * answers with the terms file.
 *
 * Writes bench/results/cold-answers.json; exits non-zero when the budget is missed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { learnFromExamples } from '../lambdas/assistant/learn-from-examples';
import { writeExampleTerms } from '../lambdas/assistant/knowledge/example-terms';
import { textTerms } from '../lambdas/assistant/retrieval';
import { esbuildOptions, RUNTIME_FILES } from '../lib/function-bundling';
import { repoRoot } from '../lib/paths';
import { option } from './lib/options';
import { writeResult } from './lib/results';
import { formatTable, percentile, round } from './lib/stats';

/** The three first answers, with the terms file, on this 2-core machine. */
const BUDGET_MS = 700;
const runs = option('runs', 5);

const QUESTIONS = [
  'why do my teeth hurt when i drink something cold',
  'is there parking near you',
  'what time does the pharmacy close on sundays',
];

const LOADER = `
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const { analyzeQuestion, exampleTermsSource } = require(process.env.BENCH_BUNDLE);
const times = [performance.now() - t0];
for (const question of JSON.parse(process.env.BENCH_QUESTIONS)) {
  const started = performance.now();
  analyzeQuestion(question);
  times.push(performance.now() - started);
}
const cpu = process.cpuUsage(cpu0);
process.stdout.write(
  JSON.stringify({ times, cpu: (cpu.user + cpu.system) / 1000, source: exampleTermsSource() }),
);
`;

async function bundle(folder: string, withTerms: boolean): Promise<void> {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  // CommonJS, as in /var/task; the repository's own package.json says ES module.
  writeFileSync(path.join(folder, 'package.json'), '{ "type": "commonjs" }\n');
  await build({
    ...esbuildOptions(),
    entryPoints: [path.join(repoRoot, 'bench', 'lib', 'cold-answers-entry.ts')],
    outfile: path.join(folder, 'index.js'),
    logLevel: 'error',
  });
  execFileSync(process.execPath, [
    path.join(repoRoot, 'lib', 'bundling', 'copy-runtime-files.mjs'),
    folder,
    ...RUNTIME_FILES.map((file) => path.join(repoRoot, file)),
  ]);
  if (withTerms) writeExampleTerms(folder, textTerms, learnFromExamples);
}

interface Run {
  times: number[];
  cpu: number;
  source: string;
}

function measure(folder: string, source: string): Run[] {
  return Array.from({ length: runs }, () => {
    const result = spawnSync(process.execPath, ['-e', LOADER], {
      cwd: folder,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        BENCH_BUNDLE: path.join(folder, 'index.js'),
        BENCH_QUESTIONS: JSON.stringify(QUESTIONS),
      },
    });
    if (result.status !== 0) throw new Error(`The bundle failed:\n${result.stderr}`);
    const run = JSON.parse(result.stdout) as Run;
    if (run.source !== source) throw new Error(`The terms were ${run.source}, not ${source}`);
    return run;
  });
}

const median = (values: number[]) => round(percentile(values, 50), 0);
const load = os.loadavg()[0] ?? 0;
const variants = [
  { name: 'with the terms file', withTerms: true, source: 'file' },
  { name: 'without it', withTerms: false, source: 'worked out' },
];
const rows = [];
for (const { name, withTerms, source } of variants) {
  const folder = path.join(repoRoot, '.local', 'cold-answers', withTerms ? 'with' : 'without');
  await bundle(folder, withTerms);
  const samples = measure(folder, source);
  const answers = samples.map((s) => s.times.slice(1).reduce((sum, ms) => sum + ms, 0));
  rows.push({
    variant: name,
    load_ms: median(samples.map((s) => s.times[0] ?? 0)),
    answers_ms: QUESTIONS.map((_, i) => median(samples.map((s) => s.times[i + 1] ?? 0))),
    first_answers_total_ms: median(answers),
    cpu_ms: median(samples.map((s) => s.cpu)),
  });
}

console.log(
  `First answers after a cold start, ${runs} fresh processes each (load average ${load.toFixed(1)} on ${os.cpus().length} cores)\n`,
);
console.log(
  formatTable(
    ['', 'load ms', ...QUESTIONS.map((_, i) => `answer ${i + 1} ms`), 'answers ms', 'CPU ms'],
    rows.map((row) => [
      row.variant,
      String(row.load_ms),
      ...row.answers_ms.map(String),
      String(row.first_answers_total_ms),
      String(row.cpu_ms),
    ]),
  ),
);
const measured = rows[0]?.first_answers_total_ms ?? Number.POSITIVE_INFINITY;
const met = measured <= BUDGET_MS;
const file = writeResult('cold-answers', {
  runs,
  load_average_1m: round(load, 1),
  questions: QUESTIONS,
  budget_first_answers_ms: BUDGET_MS,
  met,
  variants: rows,
});
console.log(
  `\nThree first answers with the terms file: ${measured} ms (budget ${BUDGET_MS}): ${met ? 'met' : 'MISSED'}`,
);
console.log(`Results: ${path.relative(repoRoot, file)}`);
process.exit(met ? 0 : 1);
