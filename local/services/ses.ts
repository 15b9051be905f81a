import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { onParentExit, reportReady, requiredEnv } from './child';

type StartSes = (config: { host: string; port: number }) => Promise<Server>;
type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const port = Number(requiredEnv('SES_PORT'));
// The package is CommonJS with an ES-style default export; unwrap whichever shape arrives.
const loaded = (await import('aws-ses-v2-local')) as unknown as {
  default: StartSes | { default: StartSes };
};
const start = typeof loaded.default === 'function' ? loaded.default : loaded.default.default;
const server = await start({ host: '127.0.0.1', port });

/*
 * The inbox lives in the package's in-memory store; it is written to a file after every change
 * and read back at start, so mail survives a restart of this stand-in or of the whole stack.
 */
const inboxFile = requiredEnv('SES_INBOX_FILE');
const { getStoreReadonly } = createRequire(import.meta.url)('aws-ses-v2-local/dist/store.js') as {
  getStoreReadonly: () => { emails: unknown[] };
};
const store = getStoreReadonly();
if (existsSync(inboxFile)) {
  store.emails.push(...(JSON.parse(readFileSync(inboxFile, 'utf8')) as unknown[]));
}
let saved = store.emails;
let savedCount = store.emails.length;
function saveInbox(): void {
  if (store.emails === saved && store.emails.length === savedCount) return;
  mkdirSync(path.dirname(inboxFile), { recursive: true });
  // Written whole, then renamed over the old file, so a crash never leaves half an inbox.
  writeFileSync(`${inboxFile}.tmp`, JSON.stringify(store.emails));
  renameSync(`${inboxFile}.tmp`, inboxFile);
  saved = store.emails;
  savedCount = store.emails.length;
}

/*
 * Fault control (LOCAL_FAULTS): the parent can make the mail service hang. A hanging service
 * takes each send and never answers; a send whose caller gave up is dropped unsent, and the ones
 * still waiting go through when the hang ends. The inbox page and store keep answering.
 *
 * A caller gives up after its send deadline (SES_SENDER_DEADLINE_MS), and news of it can reach
 * this process after the hang has ended. So a held send goes through only while its caller has
 * comfortably more than DEADLINE_MARGIN_MS left to take the answer; one nearer its deadline is
 * dropped like one already given up. Otherwise a send could be stored just as its caller gave up,
 * and the caller's retry would deliver the email a second time.
 */
const senderDeadlineMs = Number(process.env.SES_SENDER_DEADLINE_MS ?? '') || undefined;
const DEADLINE_MARGIN_MS = 1_000;
let hanging = false;
const held = new Set<() => void>();
const app = server.listeners('request') as Listener[];
server.removeAllListeners('request');
server.on('request', (req: IncomingMessage, res: ServerResponse) => {
  if (req.method === 'POST') res.on('finish', saveInbox);
  const isSend = req.method === 'POST' && req.url !== '/clear-store';
  if (!hanging || !isSend) {
    for (const listener of app) listener(req, res);
    return;
  }
  const heldSince = Date.now();
  const release = () => {
    held.delete(release);
    if (req.socket.destroyed) return;
    if (
      senderDeadlineMs !== undefined &&
      Date.now() - heldSince > senderDeadlineMs - DEADLINE_MARGIN_MS
    )
      return void res.destroy();
    for (const listener of app) listener(req, res);
  };
  held.add(release);
  res.on('close', () => held.delete(release));
});
process.on('message', (message: { type?: string }) => {
  if (message?.type === 'hang') hanging = true;
  if (message?.type === 'resume') {
    hanging = false;
    for (const release of [...held]) release();
  }
});

reportReady({ port });
onParentExit(() => new Promise<void>((resolve) => server.close(() => resolve())));
