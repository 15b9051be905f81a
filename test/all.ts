/**
 * `npm test`: every check the project has, as fast as the machine allows. Every step is an npm
 * script. The static checks, unit and template tests and both builds run side by side, as many
 * at once as the machine has cores (at least two). The suites on the running product start as
 * soon as they can, each on a stack of its own, outside that limit: they spend most of their time
 * waiting on the stack, on timers and on the browser, which leaves the cores to the other checks.
 * Each step's output is printed whole when it ends, and a table of steps and times closes the
 * run. Any failed step fails the run.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

interface Step {
  script: string;
  /** Steps that must pass first. */
  after?: string[];
  /** Runs outside the limit of steps at once: a suite that mostly waits on a booted stack. */
  waits?: boolean;
  env?: NodeJS.ProcessEnv;
}

const testPort = Number(process.env.TEST_PORT ?? 3100);

/** Longest first within what may start, so the slowest work never waits at the end. */
const steps: Step[] = [
  { script: 'test:api', waits: true, env: { TEST_PORT: String(testPort) } },
  // The browser suite tests the production build of the site.
  {
    script: 'test:e2e',
    after: ['build:web'],
    waits: true,
    env: { TEST_PORT: String(testPort + 20) },
  },
  // First: the browser suite waits for it.
  { script: 'build:web' },
  { script: 'test:unit' },
  { script: 'typecheck:server' },
  { script: 'typecheck:web' },
  { script: 'lint' },
  // The site's deployment bundles web/dist.
  { script: 'synth:only', after: ['build:web'] },
  // The function bundles checked are the ones synth just wrote to cdk.out.
  { script: 'test:bundles', after: ['synth:only'] },
  { script: 'typecheck:e2e' },
  { script: 'test:infra' },
];

const slots = Math.max(2, availableParallelism());

interface Outcome {
  script: string;
  code: number;
  seconds: number;
}

function runStep({ script, env }: Step): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(`\n── ${script} ${'─'.repeat(Math.max(0, 60 - script.length))}\n`);
      process.stdout.write(Buffer.concat(chunks));
      resolve({ script, code: code ?? 1, seconds });
    });
  });
}

const outcomes = new Map<string, Outcome>();
const pending = [...steps];
const running = new Map<string, Promise<Outcome>>();
const waiting = new Set(steps.filter((step) => step.waits).map(({ script }) => script));

while (pending.length > 0 || running.size > 0) {
  // A step whose prerequisites failed never runs.
  for (const step of [...pending]) {
    if (step.after?.some((name) => (outcomes.get(name)?.code ?? 0) !== 0)) {
      pending.splice(pending.indexOf(step), 1);
      outcomes.set(step.script, { script: step.script, code: -1, seconds: 0 });
    }
  }
  const ready = pending.filter((step) => step.after?.every((name) => outcomes.has(name)) ?? true);
  for (const step of ready) {
    const busy = [...running.keys()].filter((name) => !waiting.has(name)).length;
    if (!step.waits && busy >= slots) continue;
    pending.splice(pending.indexOf(step), 1);
    running.set(step.script, runStep(step));
  }
  if (running.size === 0) break;
  const done = await Promise.race(running.values());
  running.delete(done.script);
  outcomes.set(done.script, done);
}

console.log('\n── summary ' + '─'.repeat(52));
for (const { script } of steps) {
  const outcome = outcomes.get(script);
  const verdict = !outcome
    ? 'not run'
    : outcome.code === 0
      ? 'passed'
      : outcome.code === -1
        ? 'skipped (a prerequisite failed)'
        : `FAILED (exit ${outcome.code})`;
  console.log(
    `${script.padEnd(18)} ${outcome ? `${outcome.seconds.toFixed(0).padStart(5)} s` : '       '}  ${verdict}`,
  );
}
const ok = steps.every(({ script }) => outcomes.get(script)?.code === 0);
console.log(ok ? '\nAll checks passed.' : '\nSome checks failed.');
process.exit(ok ? 0 : 1);
