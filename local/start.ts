/**
 * `npm start`: the whole product on loopback, no cloud account needed. Stand-ins for DynamoDB
 * (dynalite), Cognito (cognito-local) and SES (aws-ses-v2-local) run as supervised children; this
 * process runs the local API Gateway and serves the web build on the same origin.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { emailEventFunctions, scheduledFunctions } from '../lambdas/manifest';
import { sesEventTargets } from './ses-events';
import { createGateway, requestUrl } from './gateway';
import { applySeedSteps } from './seed/apply-seed-steps';
import { demoSteps } from './seed/demo-steps';
import { demoAdminTwoStepStep } from './seed/demo-admin-two-step-step';
import { ensureTable } from './setup-table';
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_TOTP_SECRET,
  DEMO_PASSWORD,
  handlerEnv,
  LOCAL_CLIENT_ID,
  LOCAL_POOL_ID,
  LOCAL_REGION,
  LOCAL_TABLE,
  localSettings,
} from './settings';
import { createStaticSite, securityHeaders, withEdgeHeaders } from './static-site';
import { config } from '../lambdas/core/config';
import { OPENAI_REALTIME_CALLS_URL } from '../lambdas/core/security-headers';
import { Supervisor } from './supervisor';
import {
  ensureExampleTerms,
  EXAMPLE_TERMS_PATH,
} from '../lambdas/assistant/knowledge/example-terms';
import { learnFromExamples } from '../lambdas/assistant/learn-from-examples';
import { textTerms } from '../lambdas/assistant/retrieval';
import { SITE_SHORT_NAME } from '../contracts/brand';

type ScheduledName = keyof typeof scheduledFunctions;

const started = Date.now();
const settings = localSettings();
const { ports, urls } = settings;
const dataDir = path.join(settings.dir, 'data');
mkdirSync(dataDir, { recursive: true });
const stackFile = path.join(settings.dir, 'stack.json');

// The handlers run in this process and read the same variables they read in Lambda.
Object.assign(process.env, handlerEnv(settings));
// The assistant's models, learned from the example questions once and kept with the data: this
// process and the voice stand-in read them (a fraction of a second) instead of each learning them
// (seconds of one core; over a minute on a busy machine). Learned again when the examples change.
process.env[EXAMPLE_TERMS_PATH] = ensureExampleTerms(
  path.join(settings.dir, 'assistant'),
  textTerms,
  learnFromExamples,
);

const supervisor = new Supervisor(path.join(settings.dir, 'logs'), {
  onRestart: (name, { attempt, error }) =>
    console.warn(
      error
        ? `${name} stopped unexpectedly and failed to start again (try ${attempt}); retrying`
        : `${name} stopped unexpectedly and was started again (try ${attempt})`,
    ),
});
const service = (name: string) => path.join(settings.root, 'local', 'services', `${name}.ts`);
const startSes = () =>
  supervisor.start('ses', service('ses'), {
    SES_PORT: String(ports.ses),
    // The inbox is kept here, so it survives a restart of the mail stand-in or of the stack.
    SES_INBOX_FILE: path.join(dataDir, 'ses', 'inbox.json'),
    // How long the functions wait for a send (see the fault control in services/ses.ts).
    SES_SENDER_DEADLINE_MS: String(config().SES_TIMEOUT_MS),
  });
const startStripe = () =>
  supervisor.start('stripe', service('stripe'), {
    ...handlerEnv(settings),
    STRIPE_PORT: String(ports.stripe),
    STRIPE_WEBHOOK_ENDPOINT: `http://127.0.0.1:${ports.api}/api/stripe/webhook`,
    STRIPE_DATA_FILE: path.join(dataDir, 'stripe.json'),
  });
const startRealtime = () =>
  supervisor.start(
    'realtime',
    service('realtime'),
    {
      REALTIME_PORT: String(ports.realtime),
      REALTIME_API_KEY: settings.realtimeKey,
      REALTIME_ALLOWED_ORIGIN: urls.site,
    },
    // The speech synthesizer warms up and the assistant reads its models before the stand-in
    // reports ready.
    120_000,
  );

let shuttingDown = false;
let vite: ChildProcess | undefined;
async function shutdown(code = 0): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true;
    vite?.kill('SIGTERM');
    await supervisor.stopAll();
    rmSync(stackFile, { force: true });
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  await Promise.all([
    supervisor.start('dynamodb', service('dynamodb'), {
      DYNAMODB_PORT: String(ports.dynamodb),
      DYNAMODB_PATH: path.join(dataDir, 'dynamodb'),
    }),
    startSes(),
    ...(settings.realStripe ? [] : [startStripe()]),
    ...(settings.voiceProvider === 'local' ? [startRealtime()] : []),
  ]);
  const dynamo = new DynamoDBClient({
    region: LOCAL_REGION,
    endpoint: urls.dynamodb,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await ensureTable(dynamo, LOCAL_TABLE);
  await supervisor.start('cognito', service('cognito'), {
    ...handlerEnv(settings),
    COGNITO_PORT: String(ports.cognito),
    COGNITO_DATA_DIR: path.join(dataDir, 'cognito'),
    SITE_URL: urls.site,
    LOCAL_FIXED_TOTP: JSON.stringify({ [DEMO_ADMIN_EMAIL]: DEMO_ADMIN_TOTP_SECRET }),
  });
  const cognito = new CognitoIdentityProviderClient({
    region: LOCAL_REGION,
    endpoint: urls.cognito,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const applied = await applySeedSteps({
    ...demoSteps(cognito),
    'demo-admin-two-step': demoAdminTwoStepStep(cognito),
  });

  const issuer = `${urls.cognito}/${LOCAL_POOL_ID}`;
  const jwks = (await (await fetch(`${issuer}/.well-known/jwks.json`)).json()) as Jwks;
  const gateway = createGateway({
    issuer,
    clientId: LOCAL_CLIENT_ID,
    jwks,
    trustForwardedFor: settings.trustForwardedFor,
  });
  const site = createStaticSite(path.join(settings.root, 'web', 'dist'));
  const edgeHeaders = securityHeaders([
    urls.cognito,
    settings.voiceProvider === 'local'
      ? `${urls.realtime}/v1/realtime/calls`
      : OPENAI_REALTIME_CALLS_URL,
  ]);
  const webConfig = JSON.stringify({
    region: LOCAL_REGION,
    userPoolId: LOCAL_POOL_ID,
    userPoolClientId: LOCAL_CLIENT_ID,
    userPoolEndpoint: urls.cognito,
    stage: 'local',
  });

  const control = async (req: IncomingMessage, res: ServerResponse) => {
    const action = new URL(req.url ?? '/', urls.site).pathname.replace('/__local/', '');
    if (action === 'ses/stop') await supervisor.stop('ses');
    else if (action === 'ses/start') {
      if (!supervisor.isRunning('ses')) await startSes();
    } else if (action === 'ses/crash') {
      // As if the process died: the supervisor starts it again.
      const pid = supervisor.pid('ses');
      if (pid === undefined) return void res.writeHead(409).end();
      process.kill(pid, 'SIGKILL');
    } else if (action === 'ses/hang' || action === 'ses/resume') {
      if (!supervisor.tell('ses', { type: action.slice(4) })) return void res.writeHead(409).end();
    } else if (action === 'realtime/stop') await supervisor.stop('realtime');
    else if (action === 'realtime/start') {
      if (!supervisor.isRunning('realtime') && settings.voiceProvider === 'local') {
        await startRealtime();
      }
    } else if (action === 'outbox/run') await runScheduled('sendPendingEmails');
    else if (action === 'ses/events') {
      // An SES event as EventBridge delivers it (a bounce, a complaint): the functions the
      // cloud's rules would start get it, with a context of their own.
      const routed = sesEventTargets(await readBody(req), emailEventFunctions);
      if (!routed.ok) {
        res.writeHead(400, { 'Content-Type': 'application/json' });
        return void res.end(
          JSON.stringify({ error: { code: 'bad_event', message: routed.problem } }),
        );
      }
      for (const name of routed.targets) {
        const { handler } = await emailEventFunctions[name].load();
        await handler(routed.event, { awsRequestId: randomUUID(), functionName: name } as Context);
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return void res.end(JSON.stringify({ delivered: routed.targets }));
    } else return void res.writeHead(404).end();
    res.writeHead(204).end();
  };

  const readBody = async (req: IncomingMessage): Promise<string> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // As CloudFront's response headers policy does: every answer carries them, the gateway's
    // own errors and /config.json included.
    withEdgeHeaders(res, edgeHeaders);
    const url = requestUrl(req);
    if (!url) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The request address is not valid.');
      return;
    }
    const { pathname } = url;
    if (pathname.startsWith('/api/')) return gateway(req, res);
    if (pathname === '/config.json') {
      res
        .writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        .end(webConfig);
      return;
    }
    if (settings.faultControl && pathname.startsWith('/__local/') && req.method === 'POST') {
      return control(req, res);
    }
    site(req, res);
  };

  const server = createServer((req, res) => {
    // Whatever a request holds, it gets an answer and the server stays up.
    route(req, res).catch((error: unknown) => {
      console.error('local gateway error', error);
      if (!res.headersSent) {
        res.writeHead(502, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'internal', message: 'Local gateway error' } }));
      } else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(ports.api, '127.0.0.1', resolve));

  // The manifest's scheduled functions (the email retry: emails whose first send failed go out
  // later) run every few seconds here, one after another, each run once at a time.
  const running = new Set<ScheduledName>();
  async function runScheduled(name: ScheduledName) {
    if (running.has(name)) return;
    running.add(name);
    try {
      const { handler } = await scheduledFunctions[name].load();
      // A context of its own, as each scheduled run gets in Lambda, so its logs carry its own id.
      await handler(undefined, { awsRequestId: randomUUID(), functionName: name } as Context);
    } catch {
      // A stand-in may be down (SES, say); the next run retries.
    } finally {
      running.delete(name);
    }
  }
  const scheduledNames = Object.keys(scheduledFunctions) as ScheduledName[];
  setInterval(() => {
    void (async () => {
      for (const name of scheduledNames) await runScheduled(name);
    })();
  }, settings.scheduleEveryMs).unref();

  if (settings.dev) {
    vite = spawn(
      process.execPath,
      [
        path.join(settings.root, 'node_modules', 'vite', 'bin', 'vite.js'),
        '--config',
        'web/vite.config.ts',
        '--host',
        '127.0.0.1',
        '--port',
        String(ports.site),
        '--strictPort',
      ],
      {
        cwd: settings.root,
        env: { ...process.env, API_PROXY_TARGET: `http://127.0.0.1:${ports.api}` },
        stdio: 'inherit',
      },
    );
  }

  const stack = {
    site: urls.site,
    api: urls.api,
    inbox: { page: `${urls.ses}/`, store: `${urls.ses}/store` },
    cognito: {
      endpoint: urls.cognito,
      userPoolId: LOCAL_POOL_ID,
      clientId: LOCAL_CLIENT_ID,
      issuer,
    },
    dynamodb: { endpoint: urls.dynamodb, table: LOCAL_TABLE },
    stripe: settings.realStripe
      ? undefined
      : { api: urls.stripe, control: `${urls.stripe}/_control` },
    realtime:
      settings.voiceProvider === 'local'
        ? { url: urls.realtime, calls: `${urls.realtime}/__local/calls` }
        : undefined,
    accounts: DEMO_ACCOUNTS.map(({ email, role }) => ({
      email,
      password: DEMO_PASSWORD,
      role,
      ...(role === 'admin' ? { totpSecret: DEMO_ADMIN_TOTP_SECRET } : {}),
    })),
    // The gateway's own port: the same as the site's, except under the Vite dev server.
    control: settings.faultControl ? `http://127.0.0.1:${ports.api}/__local` : undefined,
    pid: process.pid,
  };
  // The assistant reads its models and builds its index the first time it answers, during which
  // the gateway would answer nothing else: it does so here, before the stack is ready, rather
  // than on a visitor's question.
  const { composeOfflineAnswer } = await import('../lambdas/assistant/compose-answer');
  composeOfflineAnswer('How often should I floss?');

  writeFileSync(stackFile, JSON.stringify(stack, null, 2));

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    [
      '',
      `  ${SITE_SHORT_NAME} is running (ready in ${seconds}s${applied.length ? `; seeded ${applied.join(', ')}` : ''})`,
      '',
      `  Site:          ${urls.site}`,
      `  Mail inbox:    ${urls.ses}/`,
      `  Payments:      ${settings.realStripe ? 'Stripe test mode' : `local Stripe at ${urls.stripe} (card 4242 4242 4242 4242)`}`,
      '',
      '  Demo accounts (password for all: ' + DEMO_PASSWORD + ')',
      ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(13)} ${a.email}`),
      `  The admin signs in with a code from an authenticator app set up with the secret`,
      `    ${DEMO_ADMIN_TOTP_SECRET}  (TOTP: SHA-1, 6 digits, 30 s)`,
      '',
      `  Data: ${dataDir}  (stop, then delete it to reset)`,
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
} catch (error) {
  console.error(`Local stack failed to start: ${(error as Error).message}`);
  await shutdown(1);
}
