/**
 * Bounded load and soak against a local stack, with the mail service stopped and started again
 * in the middle.
 *
 *   npm run bench -- load [--seconds=180] [--concurrency=8]
 *
 * Clients send discount requests, contact messages, chat questions and office searches at a fixed
 * concurrency for the given time. Form submits carry an Idempotency-Key and are retried once with
 * the same key when the answer is lost or a 5xx, as the web app does. A third of the way through,
 * SES is stopped; two thirds through, it is started again. Once the load ends, the outbox gets
 * time to drain, then the inbox is compared with what the accepted requests owe.
 *
 * Reports requests accepted, emails expected, sent, duplicated and lost, 5xx answers, and p50/p99
 * latency per route. Budget: nothing lost, nothing sent twice, no 5xx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoOffices } from '../local/seed/offices';
import { option } from './lib/options';
import { freePortBlock } from './lib/ports';
import { writeResult } from './lib/results';
import { formatTable, percentile, round } from './lib/stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const settings = { seconds: option('seconds', 180), concurrency: option('concurrency', 8) };

type RouteName = 'discount request' | 'contact message' | 'chat' | 'search';
const ROUTES: RouteName[] = ['discount request', 'contact message', 'chat', 'search'];

interface Stack {
  site: string;
  inbox: { store: string };
  control: string;
  stop: () => Promise<void>;
}

async function bootStack(): Promise<Stack> {
  const port = await freePortBlock();
  const localDir = path.join('.local', 'bench-load');
  const stackFile = path.join(root, localDir, 'stack.json');
  rmSync(path.join(root, localDir), { recursive: true, force: true });
  // The offline knowledge base answers the chat: no model is configured.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('OPENAI_')),
  );
  const child: ChildProcess = spawn(
    process.execPath,
    ['--no-warnings', '--import', 'tsx', 'local/start.ts'],
    {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...inherited,
        PORT: String(port),
        LOCAL_DIR: localDir,
        LOCAL_FAULTS: '1',
        LOCAL_TRUST_FORWARDED_FOR: '1',
        OUTBOX_RETRY_MS: '1000',
        // The production deadline and lease (5 s, 60 s): under this load the stack answers in
        // well under the deadline, so a send is given up on only when SES is really down.
        OUTBOX_RETRY_BASE_SECONDS: '1',
        OUTBOX_RETRY_CAP_SECONDS: '4',
        // Each client stays under its limits; the load is many clients.
        RATE_LIMIT_PUBLIC_WRITE: '1000000/60',
        RATE_LIMIT_CHAT: '1000000/60',
        LOG_LEVEL: 'ERROR',
      },
    },
  );
  const deadline = Date.now() + 90_000;
  while (!existsSync(stackFile)) {
    if (child.exitCode !== null) throw new Error('The stack exited during start');
    if (Date.now() > deadline) throw new Error('The stack did not start within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stack = JSON.parse(readFileSync(stackFile, 'utf8')) as Omit<Stack, 'stop'>;
  return {
    ...stack,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(path.join(root, localDir), { recursive: true, force: true });
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const office = demoOffices().find((candidate) => candidate.subscription_active);
if (!office) throw new Error('No listed demo office');
const ZIPS = ['10001', '60601', '94103', '78701', '33101', '98101'];
const QUESTIONS = [
  'How often should I get my teeth cleaned?',
  'Why are my teeth sensitive to hot and cold?',
  'What should I do if I chipped a tooth?',
];

interface Sample {
  route: RouteName;
  ms: number;
  status: number;
}

/** What each accepted submit owes, by the tag written into it. */
interface Owed {
  kind: 'discount' | 'contact';
  tag: string;
}

async function main() {
  const stack = await bootStack();
  const samples: Sample[] = [];
  const owed = new Map<string, Owed>();
  const started = Date.now();
  const endsAt = started + settings.seconds * 1000;
  const events: string[] = [];

  async function timed(route: RouteName, send: () => Promise<Response>): Promise<Response | null> {
    const begun = performance.now();
    try {
      const response = await send();
      await response.arrayBuffer();
      samples.push({ route, ms: performance.now() - begun, status: response.status });
      return response;
    } catch {
      // The connection failed: the client sees no answer (counted as status 0).
      samples.push({ route, ms: performance.now() - begun, status: 0 });
      return null;
    }
  }

  async function submit(route: RouteName, path: string, body: unknown, owes: Owed, ip: string) {
    const key = randomUUID();
    const send = () =>
      fetch(`${stack.site}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': key,
          'x-forwarded-for': ip,
        },
        body: JSON.stringify(body),
      });
    let response = await timed(route, send);
    // A lost answer, a 5xx or "still running" is retried once with the same key.
    if (response === null || response.status >= 500 || response.status === 409) {
      await sleep(1000);
      response = await timed(route, send);
    }
    if (response?.status === 201) owed.set(owes.tag, owes);
  }

  async function client(index: number) {
    const ip = `10.9.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    for (let turn = index; Date.now() < endsAt; turn += 1) {
      const route = ROUTES[turn % ROUTES.length] as RouteName;
      const tag = randomUUID().slice(0, 12);
      if (route === 'discount request') {
        await submit(
          route,
          '/api/discount-inquiries',
          {
            office_id: office?.id,
            user_name: 'Load Tester',
            user_email: `load-d+${tag}@example.com`,
            message: `Load request ${tag}`,
          },
          { kind: 'discount', tag },
          ip,
        );
      } else if (route === 'contact message') {
        await submit(
          route,
          '/api/contact',
          {
            name: 'Load Tester',
            email: `load-c+${tag}@example.com`,
            subject: `Load ${tag}`,
            message: 'A message sent under load.',
          },
          { kind: 'contact', tag },
          ip,
        );
      } else if (route === 'chat') {
        await timed(route, () =>
          fetch(`${stack.site}/api/functions/dental-ai-chat`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
            body: JSON.stringify({ question: QUESTIONS[turn % QUESTIONS.length] }),
          }),
        );
      } else {
        await timed(route, () =>
          fetch(`${stack.site}/api/offices?zip=${ZIPS[turn % ZIPS.length]}&radius=25`, {
            headers: { 'x-forwarded-for': ip },
          }),
        );
      }
    }
  }

  async function faults() {
    const at = (fraction: number) => started + settings.seconds * 1000 * fraction;
    await sleep(at(1 / 3) - Date.now());
    await fetch(`${stack.control}/ses/stop`, { method: 'POST' });
    events.push(`SES stopped at ${round((Date.now() - started) / 1000, 0)} s`);
    await sleep(at(2 / 3) - Date.now());
    await fetch(`${stack.control}/ses/start`, { method: 'POST' });
    events.push(`SES started again at ${round((Date.now() - started) / 1000, 0)} s`);
  }

  try {
    console.log(
      `Load: ${settings.concurrency} clients for ${settings.seconds} s against ${stack.site}`,
    );
    await Promise.all([
      ...Array.from({ length: settings.concurrency }, (_, index) => client(index)),
      faults(),
    ]);

    interface Mail {
      destination: { to: string[] };
      subject: string;
      body: { text?: string };
    }
    const inbox = async (): Promise<Mail[]> =>
      ((await (await fetch(stack.inbox.store)).json()) as { emails: Mail[] }).emails;
    /** Which owed email a mail is, if it is one: `<tag>#<which>`. */
    const identify = (mail: Mail): string | undefined => {
      const to = mail.destination.to.join(' ');
      const tagged = /load-[dc]\+([0-9a-f-]{12})@/.exec(to)?.[1];
      if (tagged) return `${tagged}#requester`;
      const inText = /Load request ([0-9a-f-]{12})/.exec(mail.body.text ?? '')?.[1];
      if (inText) return `${inText}#office`;
      const inSubject = /Load ([0-9a-f-]{12})/.exec(mail.subject)?.[1];
      if (inSubject) return `${inSubject}#support`;
      return undefined;
    };
    const expected = new Set(
      [...owed.values()].flatMap(({ kind, tag }) =>
        kind === 'discount'
          ? [`${tag}#requester`, `${tag}#office`]
          : [`${tag}#requester`, `${tag}#support`],
      ),
    );

    // The outbox retries every second; give it time to send what SES missed.
    const drainDeadline = Date.now() + 180_000;
    let delivered: string[] = [];
    for (;;) {
      delivered = (await inbox()).map(identify).filter((id): id is string => id !== undefined);
      const missing = [...expected].filter((id) => !delivered.includes(id));
      if (missing.length === 0 || Date.now() > drainDeadline) break;
      await sleep(2000);
    }
    // A few more retry passes must not send anything again.
    await sleep(5000);
    delivered = (await inbox()).map(identify).filter((id): id is string => id !== undefined);

    const counts = new Map<string, number>();
    for (const id of delivered) counts.set(id, (counts.get(id) ?? 0) + 1);
    for (const [id, count] of counts) if (count > 1) console.log(`  sent ${count} times: ${id}`);
    const duplicated = [...counts.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
    const lost = [...expected].filter((id) => !counts.has(id)).length;
    const unexpected = [...counts.keys()].filter((id) => !expected.has(id)).length;
    const fiveXx = samples.filter((sample) => sample.status >= 500 || sample.status === 0).length;

    const perRoute = ROUTES.map((route) => {
      const mine = samples.filter((sample) => sample.route === route);
      const ms = mine.map((sample) => sample.ms);
      return {
        route,
        requests: mine.length,
        ok: mine.filter((sample) => sample.status >= 200 && sample.status < 300).length,
        five_xx: mine.filter((sample) => sample.status >= 500 || sample.status === 0).length,
        p50_ms: ms.length ? round(percentile(ms, 50), 1) : 0,
        p99_ms: ms.length ? round(percentile(ms, 99), 1) : 0,
      };
    });
    console.log(
      formatTable(
        ['route', 'requests', '2xx', '5xx', 'p50 ms', 'p99 ms'],
        perRoute.map((row) => [
          row.route,
          String(row.requests),
          String(row.ok),
          String(row.five_xx),
          String(row.p50_ms),
          String(row.p99_ms),
        ]),
      ),
    );
    const summary = {
      accepted: owed.size,
      emails_expected: expected.size,
      emails_sent: delivered.length,
      emails_duplicated: duplicated,
      emails_lost: lost,
      emails_unexpected: unexpected,
      five_xx: fiveXx,
    };
    console.log('');
    for (const event of events) console.log(`  ${event}`);
    console.log(
      formatTable(
        ['outcome', 'count'],
        Object.entries(summary).map(([name, value]) => [name.replace(/_/g, ' '), String(value)]),
      ),
    );
    const passed = lost === 0 && duplicated === 0 && unexpected === 0 && fiveXx === 0;
    const file = writeResult('load', {
      settings,
      events,
      routes: perRoute,
      ...summary,
      budget: { lost: 0, duplicated: 0, five_xx: 0 },
      passed,
    });
    console.log(`\n${passed ? 'Within budget' : 'MISSED the budget'}; written to ${file}`);
    process.exitCode = passed ? 0 : 1;
  } finally {
    await stack.stop();
  }
}

await main();
