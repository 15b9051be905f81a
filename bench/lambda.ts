/**
 * `npm run bench -- lambda [--runs=5] [--assembly=<dir>]`: synthesizes the CDK app exactly as
 * `cdk synth` does (same bundling, into .local/lambda-bench/) and reports, for every function of
 * the manifest:
 *
 * - its bundle's size (index.js, gzip level 9), against its budget (120 KB; the exceptions are
 *   listed in lib/function-bundling.ts), and the data files shipped beside it;
 * - its module init time: a fresh Node process per run loads the bundle as Lambda does (the
 *   function's own environment, CommonJS, the AWS SDK resolved from node_modules as the runtime
 *   provides it), median of the runs against the 150 ms budget.
 *   The CPU time of the same runs is reported too: on a shared machine the wall time also counts
 *   the wait for a free core.
 *
 * `--assembly=cdk.out` measures an existing synth output instead of synthesizing again.
 * Writes bench/results/lambda.json; exits non-zero when a function misses a budget.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BUNDLE_BUDGET_BYTES,
  BUNDLE_BUDGET_EXCEPTIONS,
  bundleBudgetFor,
} from '../lib/function-bundling';
import { repoRoot } from '../lib/paths';
import { deployedFunctions, type DeployedFunction } from './lib/lambda-assets';
import { option } from './lib/options';
import { writeResult } from './lib/results';
import { formatTable, percentile, round } from './lib/stats';

const INIT_BUDGET_MS = 150;
const STACK = 'DentalStack-sandbox';
const runs = option('runs', 5);
const given = process.argv.find((arg) => arg.startsWith('--assembly='))?.split('=')[1];

function synthesize(): string {
  const outDir = path.join(repoRoot, '.local', 'lambda-bench', 'cdk.out');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  console.log(`Synthesizing the app into ${path.relative(repoRoot, outDir)} …`);
  const started = Date.now();
  const result = spawnSync('npx', ['cdk', 'synth', '--quiet', '--output', outDir], {
    cwd: repoRoot,
    env: { ...process.env, CDK_DISABLE_CLI_TELEMETRY: 'true' },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    console.error(result.stderr.split('\n').slice(-30).join('\n'));
    throw new Error('cdk synth failed');
  }
  console.log(`Synthesized in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return outDir;
}

/**
 * Loads the bundle in a child process and prints its load time, wall and CPU. The runtime's
 * global for response streaming is there before any code loads, as in Lambda.
 */
const LOADER = `
globalThis.awslambda = {
  streamifyResponse: (handler) => handler,
  HttpResponseStream: { from: (stream) => stream },
};
const cpu0 = process.cpuUsage();
const t0 = performance.now();
require(process.env.BENCH_BUNDLE);
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
process.stdout.write(JSON.stringify({ wall, cpu: (cpu.user + cpu.system) / 1000 }));
`;

interface InitRun {
  wall: number;
  cpu: number;
}

function measureInit(fn: DeployedFunction): InitRun[] {
  const samples: InitRun[] = [];
  for (let run = 0; run < runs; run++) {
    const result = spawnSync(process.execPath, ['-e', LOADER], {
      cwd: fn.assetDir,
      encoding: 'utf8',
      env: {
        // What Lambda sets, with addresses kept on this machine and no real credentials.
        PATH: process.env.PATH,
        ...fn.environment,
        AWS_REGION: 'us-east-1',
        AWS_DEFAULT_REGION: 'us-east-1',
        AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
        AWS_LAMBDA_FUNCTION_NAME: fn.logicalId,
        AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '512',
        AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
        AWS_XRAY_CONTEXT_MISSING: 'LOG_ERROR',
        AWS_XRAY_DAEMON_ADDRESS: '127.0.0.1:2000',
        AWS_ACCESS_KEY_ID: 'bench',
        AWS_SECRET_ACCESS_KEY: 'bench',
        AWS_SESSION_TOKEN: 'bench',
        LAMBDA_TASK_ROOT: fn.assetDir,
        _HANDLER: 'index.handler',
        BENCH_BUNDLE: path.join(fn.assetDir, 'index.js'),
      },
    });
    if (result.status !== 0) {
      throw new Error(
        `${fn.name} failed to load:\n${result.stderr.split('\n').slice(0, 15).join('\n')}`,
      );
    }
    samples.push(JSON.parse(result.stdout) as InitRun);
  }
  return samples;
}

const assemblyDir = given ? path.resolve(repoRoot, given) : synthesize();
// The bundles are CommonJS, as in /var/task; the repository's own package.json says ES module.
writeFileSync(path.join(assemblyDir, 'package.json'), '{ "type": "commonjs" }\n');
const functions = deployedFunctions(assemblyDir, STACK);
const load = os.loadavg()[0] ?? 0;
console.log(
  `${functions.length} functions; init measured ${runs}× each in fresh processes (load average ${load.toFixed(1)} on ${os.cpus().length} cores)\n`,
);

const median = (values: number[]) => percentile(values, 50);
const kb = (bytes: number) => round(bytes / 1024, 1);
const rows = functions.map((fn) => {
  const samples = measureInit(fn);
  const initWall = median(samples.map((s) => s.wall));
  const initCpu = median(samples.map((s) => s.cpu));
  return {
    name: fn.name,
    bundle_gzip_kb: kb(fn.bundleGzipBytes),
    data_files_gzip_kb: Object.fromEntries(
      Object.entries(fn.dataFiles).map(([file, bytes]) => [file, kb(bytes)]),
    ),
    package_gzip_kb: kb(fn.packageGzipBytes),
    init_median_ms: round(initWall, 0),
    init_cpu_median_ms: round(initCpu, 0),
    init_runs_ms: samples.map((s) => round(s.wall, 0)),
    bundle_budget_gzip_kb: kb(bundleBudgetFor(fn.name)),
    size_met: fn.bundleGzipBytes <= bundleBudgetFor(fn.name),
    init_met: initWall <= INIT_BUDGET_MS,
  };
});

console.log(
  formatTable(
    ['function', 'bundle KB gz', 'data KB gz', 'init ms (p50)', 'init CPU ms', 'budgets'],
    rows.map((row) => [
      row.name,
      row.bundle_gzip_kb.toFixed(1),
      Object.values(row.data_files_gzip_kb)
        .reduce((sum, value) => sum + value, 0)
        .toFixed(1),
      String(row.init_median_ms),
      String(row.init_cpu_median_ms),
      [row.size_met ? '' : 'SIZE', row.init_met ? '' : 'INIT'].filter(Boolean).join(' ') || 'met',
    ]),
  ),
);

const sizeMet = rows.every((row) => row.size_met);
const initMet = rows.every((row) => row.init_met);
const largest = Math.max(...rows.map((row) => row.bundle_gzip_kb));
const slowest = Math.max(...rows.map((row) => row.init_median_ms));
const file = writeResult('lambda', {
  assembly: path.relative(repoRoot, assemblyDir),
  runs_per_function: runs,
  load_average_1m: round(load, 1),
  budgets: {
    bundle_gzip_kb: BUNDLE_BUDGET_BYTES / 1024,
    bundle_gzip_kb_exceptions: Object.fromEntries(
      Object.entries(BUNDLE_BUDGET_EXCEPTIONS).map(([name, bytes]) => [name, kb(bytes)]),
    ),
    init_median_ms: INIT_BUDGET_MS,
  },
  largest_bundle_gzip_kb: largest,
  slowest_init_median_ms: slowest,
  met: { size: sizeMet, init: initMet },
  functions: rows,
});
const exceptions = Object.entries(BUNDLE_BUDGET_EXCEPTIONS)
  .map(([name, bytes]) => `; ${name} ${bytes / 1024}`)
  .join('');
console.log(
  `\nLargest bundle ${largest} KB gzip (budget ${BUNDLE_BUDGET_BYTES / 1024}${exceptions}): ${sizeMet ? 'met' : 'MISSED'}; slowest init ${slowest} ms (budget ${INIT_BUDGET_MS}): ${initMet ? 'met' : 'MISSED'}`,
);
console.log(`Results: ${path.relative(repoRoot, file)}`);
process.exit(sizeMet && initMet ? 0 : 1);
