import { createServer, type AddressInfo, type Server } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import dynalite from 'dynalite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable } from '../../local/setup-table';
import { db, tableName } from '../core/db';
import { sendPendingEmails } from './outbox';
import { storeWithEmails } from './store-with-emails';

/*
 * Against an in-process table and the local SES stand-in, which is not running at first: the
 * record must be stored whatever happens to the mail service.
 */

type StartSes = (config: { host: string; port: number }) => Promise<HttpServer>;

let table: HttpServer;
let ses: HttpServer | undefined;
let sesPort: number;

async function freePort(): Promise<number> {
  const probe: Server = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startSes(): Promise<void> {
  const loaded = (await import('aws-ses-v2-local')) as unknown as {
    default: StartSes | { default: StartSes };
  };
  const start = typeof loaded.default === 'function' ? loaded.default : loaded.default.default;
  ses = await start({ host: '127.0.0.1', port: sesPort });
}

async function inbox(): Promise<Array<{ subject: string; destination: { to: string[] } }>> {
  const response = await fetch(`http://127.0.0.1:${sesPort}/store`);
  return ((await response.json()) as { emails: [] }).emails;
}

beforeAll(async () => {
  table = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => table.listen(0, '127.0.0.1', resolve));
  const { port } = table.address() as AddressInfo;
  sesPort = await freePort();
  Object.assign(process.env, {
    STAGE: 'local',
    TABLE_NAME: 'store-with-emails-test',
    USER_POOL_ID: 'local_pool',
    USER_POOL_CLIENT_ID: 'local-client',
    EMAIL_FROM: 'no-reply@example.com',
    SUPPORT_EMAIL: 'support@example.com',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${port}`,
    SES_ENDPOINT: `http://127.0.0.1:${sesPort}`,
  });
  const client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await ensureTable(client, 'store-with-emails-test');
});

afterAll(async () => {
  await new Promise((resolve) => table.close(resolve));
  if (ses) await new Promise((resolve) => ses?.close(resolve));
});

const email = (to: string) => ({ to, subject: `For ${to}`, text: 'text', html: '<p>html</p>' });

function note(id: string) {
  return {
    key: { pk: `NOTE#${id}`, sk: 'NOTE' },
    entity: 'note',
    record: { id, created_at: '2026-01-01T00:00:00.000Z', body: 'kept' },
    emails: { first: email(`first-${id}@example.com`), second: email(`second-${id}@example.com`) },
  };
}

async function stored(id: string) {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: note(id).key, ConsistentRead: true }),
  );
  return Item;
}

describe('storeWithEmails', () => {
  it('keeps the record and its emails pending in the outbox while SES is down', async () => {
    await storeWithEmails(note('down'));
    const item = await stored('down');
    expect(item).toMatchObject({ entity: 'note', id: 'down', body: 'kept', gsi2pk: 'OUTBOX' });
    expect(item?.mail.first).toMatchObject({ state: 'pending', attempts: 1 });
    expect(item?.mail.second).toMatchObject({ state: 'pending', attempts: 1 });
  });

  it('never overwrites a stored record', async () => {
    await expect(
      storeWithEmails({ ...note('down'), record: { ...note('down').record, body: 'replaced' } }),
    ).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
    expect((await stored('down'))?.body).toBe('kept');
  });

  it('sends at once when SES is up, and the record leaves the outbox', async () => {
    await startSes();
    await storeWithEmails(note('up'));
    const item = await stored('up');
    expect(item?.mail.first).toMatchObject({ state: 'sent', attempts: 1 });
    expect(item?.mail.second).toMatchObject({ state: 'sent', attempts: 1 });
    expect(item?.gsi2pk).toBeUndefined();
    expect((await inbox()).map((mail) => mail.subject).sort()).toEqual([
      'For first-up@example.com',
      'For second-up@example.com',
    ]);
  });

  it('leaves what SES missed to the retry pass, which sends each email once', async () => {
    // Past the back-off that followed the failed first attempt.
    const later = () => Date.now() + 3_600_000;
    expect(await sendPendingEmails({ now: later })).toEqual({
      records: 1,
      sent: 2,
      failed: 0,
      dead: 0,
      suppressed: 0,
      pending: 0,
    });
    expect(await sendPendingEmails({ now: later })).toEqual({
      records: 0,
      sent: 0,
      failed: 0,
      dead: 0,
      suppressed: 0,
      pending: 0,
    });
    const item = await stored('down');
    expect(item?.mail.first).toMatchObject({ state: 'sent', attempts: 2 });
    expect(item?.gsi2pk).toBeUndefined();
    expect((await inbox()).filter((mail) => mail.subject.includes('-down@'))).toHaveLength(2);
  });
});
