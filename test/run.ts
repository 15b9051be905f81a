/**
 * The suites that need a running product. `test/run.ts api` or `test/run.ts e2e` boots a fresh
 * local stack of its own (ports from TEST_PORT, data in `.local/test-<suite>`), with its own fake
 * OpenAI, runs that suite against it, then stops it. Without a suite name both run side by side,
 * the browser suite on ports 20 above the API suite's: neither suite's outages, rate limits,
 * prompts or fake-model modes can reach the other's requests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeOpenAi } from './support/fake-openai';
import { OUTBOX_LEASE_SECONDS, SES_TIMEOUT_MS } from './support/outbox-timing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.TEST_PORT ?? 3100);
const suites = ['api', 'e2e'] as const;
type Suite = (typeof suites)[number];
const suite = process.argv[2] as Suite | undefined;
// Anything after the suite name narrows it, e.g. `test/run.ts api ses-outage`.
const filters = process.argv.slice(3);

if (suite !== undefined && !suites.includes(suite)) {
  console.error(`Unknown suite "${suite}": use api, e2e, or nothing for both.`);
  process.exit(2);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

if (suite === undefined) {
  const codes = await Promise.all(
    suites.map((name, index) =>
      run(process.execPath, ['--no-warnings', '--import', 'tsx', 'test/run.ts', name], {
        TEST_PORT: String(port + 20 * index),
      }),
    ),
  );
  process.exit(codes.every((code) => code === 0) ? 0 : 1);
}

const localDir = `.local/test-${suite}`;
const stackFile = path.join(root, localDir, 'stack.json');
// The AI assistant talks to a local OpenAI-compatible fake, which tests switch between modes.
const fakeOpenAi = await startFakeOpenAi(Number(process.env.FAKE_OPENAI_PORT ?? port + 9));
async function bootStack(): Promise<ChildProcess> {
  rmSync(path.join(root, localDir), { recursive: true, force: true });
  const child = spawn(process.execPath, ['--no-warnings', '--import', 'tsx', 'local/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      LOCAL_DIR: localDir,
      LOCAL_FAULTS: '1',
      // The tests play many clients (rate limits are per client) from one machine.
      LOCAL_TRUST_FORWARDED_FOR: '1',
      OUTBOX_RETRY_MS: '1000',
      // A send's deadline and claim (test/support/outbox-timing.ts); failed sends are retried
      // after 1 s, then 2 s.
      SES_TIMEOUT_MS: String(SES_TIMEOUT_MS),
      OUTBOX_LEASE_SECONDS: String(OUTBOX_LEASE_SECONDS),
      OUTBOX_RETRY_BASE_SECONDS: '1',
      OUTBOX_RETRY_CAP_SECONDS: '2',
      // Short-lived ID/access tokens, so the e2e suite sees the web app refresh a session.
      LOCAL_TOKEN_SECONDS: '100',
      LOG_LEVEL: 'WARN',
      OPENAI_BASE_URL: fakeOpenAi.baseUrl,
      OPENAI_API_KEY: 'test-key',
      OPENAI_TIMEOUT_MS: '2000',
      PROMPT_CACHE_MS: '0',
    },
  });
  // About 30 s on an idle machine; several times that when other work keeps the cores busy.
  const deadline = Date.now() + 300_000;
  while (!existsSync(stackFile)) {
    if (child.exitCode !== null) throw new Error('The local stack exited during start');
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('The local stack did not start within 5 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  JSON.parse(readFileSync(stackFile, 'utf8'));
  return child;
}

/**
 * The first question the chat functions answer loads their modules and builds the knowledge index
 * and the wording model, as a Lambda cold start does (the chat bench measures answers after it).
 * It is paid here, once, rather than inside the first test's timeout while the other suite keeps
 * the cores busy. An off-topic question with a dual-sense word builds both and calls no model.
 */
async function warmAssistant(): Promise<void> {
  const { site } = JSON.parse(readFileSync(stackFile, 'utf8')) as { site: string };
  for (const route of ['dental-ai-chat', 'dental-ai-chat/stream']) {
    const response = await fetch(`${site}/api/functions/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.250' },
      body: JSON.stringify({ question: 'is a bridge loan a good idea for buying a house' }),
    });
    await response.text();
    if (!response.ok) throw new Error(`Warming ${route} answered ${response.status}`);
  }
}

const stackProcess = await bootStack();
const env = { STACK_FILE: stackFile, FAKE_OPENAI_URL: fakeOpenAi.url };
let failed = true;
try {
  await warmAssistant();
  const [command, ...args] =
    suite === 'api'
      ? ['npx', 'vitest', 'run', '--project', 'api', ...filters]
      : ['npx', 'playwright', 'test', ...filters];
  failed = (await run(command, args, env)) !== 0;
} finally {
  stackProcess.kill('SIGTERM');
  await new Promise((resolve) => stackProcess.once('exit', resolve));
  await fakeOpenAi.close();
}
process.exit(failed ? 1 : 0);
