import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import dynalite from 'dynalite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureTable } from '../../local/setup-table';
import { db, tableName } from '../core/db';
import { logger } from '../core/logger';
import type { Context } from 'aws-lambda';
import { bounceEvent, complaintEvent } from '../../test/support/ses-events';
import { DEAD_EMAIL_METRIC, EMAIL_METRICS } from './metrics';
import { deliverPending, pendingMetricLine, retryDelaySeconds, sendPendingEmails } from './outbox';
import { handler as recordEmailFeedback } from './record-email-feedback';
import { storeWithEmails } from './store-with-emails';
import { getSuppression, liftSuppression, listSuppressions } from './suppression-store';

/*
 * Delivery against an in-process table and a mail service whose behaviour each test chooses:
 * answering, failing, answering slowly, or hanging far longer than the lease.
 */

type Mode = 'ok' | 'fail' | 'hang' | 'slow';
let mode: Mode = 'ok';
/** Recipients of every send the mail service completed. */
let delivered: string[] = [];
let table: Server;
let ses: Server;
const held: ServerResponse[] = [];

// Far above what the fake mail service needs even on a busy machine: only a hang reaches it.
const SES_TIMEOUT_MS = 2000;
const LEASE_SECONDS = 8;

function fakeSes(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const complete = () => {
      const { Destination } = JSON.parse(body) as { Destination: { ToAddresses: string[] } };
      delivered.push(...Destination.ToAddresses);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ MessageId: `m-${delivered.length}` }));
    };
    if (mode === 'ok') complete();
    else if (mode === 'slow') setTimeout(complete, 50);
    else if (mode === 'fail') res.writeHead(500).end('{"message":"unavailable"}');
    // Hanging: the request is never answered, and a request its caller gave up on is never sent.
    else held.push(res);
  });
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  table = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  const tablePort = await listen(table);
  ses = createServer(fakeSes);
  const sesPort = await listen(ses);
  Object.assign(process.env, {
    STAGE: 'local',
    TABLE_NAME: 'outbox-delivery-test',
    USER_POOL_ID: 'local_pool',
    USER_POOL_CLIENT_ID: 'local-client',
    EMAIL_FROM: 'no-reply@example.com',
    SUPPORT_EMAIL: 'support@example.com',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${tablePort}`,
    SES_ENDPOINT: `http://127.0.0.1:${sesPort}`,
    SES_TIMEOUT_MS: String(SES_TIMEOUT_MS),
    OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
    OUTBOX_RETRY_BASE_SECONDS: '10',
    OUTBOX_RETRY_CAP_SECONDS: '40',
    OUTBOX_MAX_ATTEMPTS: '4',
  });
  await ensureTable(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${tablePort}`,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
    'outbox-delivery-test',
  );
});

afterAll(async () => {
  for (const res of held) res.destroy();
  ses.closeAllConnections();
  await new Promise((resolve) => ses.close(resolve));
  await new Promise((resolve) => table.close(resolve));
});

beforeEach(() => {
  mode = 'ok';
  delivered = [];
});

const email = (to: string) => ({ to, subject: `For ${to}`, text: 'text', html: '<p>html</p>' });

function note(id: string, requester = `me-${id}@example.com`) {
  return {
    key: { pk: `NOTE#${id}`, sk: 'NOTE' },
    entity: 'note',
    record: { id, created_at: new Date().toISOString(), body: 'kept' },
    emails: { office: email(`office-${id}@example.com`), requester: email(requester) },
  };
}

async function stored(id: string) {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: note(id).key, ConsistentRead: true }),
  );
  if (!Item) throw new Error(`no record ${id}`);
  return Item as {
    gsi2pk?: string;
    mail: Record<
      string,
      {
        state: string;
        attempts: number;
        lease_until?: number;
        suppressed_reason?: string;
        suppressed_detail?: string;
      }
    >;
  };
}

const later = (seconds: number) => () => Date.now() + seconds * 1000;

describe('the outbox retry back-off', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 12].map((n) => retryDelaySeconds(n, 30, 900))).toEqual([
      30, 60, 120, 240, 480, 900,
    ]);
    expect(retryDelaySeconds(1, 0, 900)).toBe(0);
  });
});

describe('delivery when SES hangs', () => {
  it('answers within the send deadline and leaves the emails pending, unclaimed', async () => {
    mode = 'hang';
    const started = Date.now();
    await storeWithEmails(note('hang'));
    const took = Date.now() - started;
    // Both emails go out side by side, each abandoned at the deadline (the hang never ends).
    expect(took).toBeGreaterThanOrEqual(SES_TIMEOUT_MS - 20);
    expect(took).toBeLessThan(2 * SES_TIMEOUT_MS);
    const item = await stored('hang');
    expect(item.gsi2pk).toBe('OUTBOX');
    for (const sent of Object.values(item.mail)) {
      expect(sent).toMatchObject({ state: 'pending', attempts: 1, last_error: 'Timeout' });
      // Not claimable again before the back-off has passed.
      expect(sent.lease_until).toBeGreaterThanOrEqual(Math.floor(started / 1000) + 10);
    }
    expect(delivered).toEqual([]);
  });

  it('sends each email exactly once after a hang longer than the lease', async () => {
    mode = 'hang';
    // Retry passes keep running while SES hangs, well past the lease.
    for (const seconds of [11, 32]) {
      await sendPendingEmails({ now: later(seconds) });
    }
    expect((await stored('hang')).mail.office?.attempts).toBe(3);
    mode = 'ok';
    // Two workers race for the same emails once SES answers again.
    const results = await Promise.all([
      sendPendingEmails({ now: later(200) }),
      sendPendingEmails({ now: later(200) }),
    ]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(2);
    expect(delivered.sort()).toEqual(['me-hang@example.com', 'office-hang@example.com']);
    const item = await stored('hang');
    expect(item.gsi2pk).toBeUndefined();
    expect(Object.values(item.mail).map((sent) => sent.state)).toEqual(['sent', 'sent']);
    // More passes send nothing again.
    await sendPendingEmails({ now: later(400) });
    expect(delivered).toHaveLength(2);
  });
});

describe('two senders at once', () => {
  it('never send the same email twice', async () => {
    mode = 'fail';
    await storeWithEmails(note('race'));
    mode = 'slow';
    const key = note('race').key;
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => deliverPending(key, { now: later(60) })),
    );
    expect(outcomes.reduce((sum, outcome) => sum + outcome.sent, 0)).toBe(2);
    expect(delivered.sort()).toEqual(['me-race@example.com', 'office-race@example.com']);
  });
});

describe('an email that keeps failing', () => {
  it('is marked dead after the last allowed attempt, counted in the alarm metric', async () => {
    mode = 'fail';
    const errors = vi.spyOn(logger, 'error');
    await storeWithEmails(note('dead'));
    // Attempt 1 was the request's own; the back-off doubles from 10 s up to the 40 s cap.
    const before = await sendPendingEmails({ now: later(5) });
    expect(before).toMatchObject({ sent: 0, failed: 0, dead: 0 });
    expect((await stored('dead')).mail.office?.attempts).toBe(1);
    let total = 0;
    for (const seconds of [11, 32, 73]) {
      const pass = await sendPendingEmails({ now: later(seconds) });
      total += pass.dead;
    }
    expect(total).toBe(2);
    const item = await stored('dead');
    expect(Object.values(item.mail).map((sent) => [sent.state, sent.attempts])).toEqual([
      ['dead', 4],
      ['dead', 4],
    ]);
    expect(item.gsi2pk).toBeUndefined();
    const metricLines = errors.mock.calls.filter(
      ([, detail]) =>
        typeof detail === 'object' && detail !== null && DEAD_EMAIL_METRIC.name in detail,
    );
    expect(metricLines).toHaveLength(2);
    expect(metricLines[0]?.[1]).toMatchObject({
      [DEAD_EMAIL_METRIC.name]: 1,
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: DEAD_EMAIL_METRIC.namespace,
            Metrics: [{ Name: DEAD_EMAIL_METRIC.name, Unit: 'Count' }],
          },
        ],
      },
    });
    expect(delivered).toEqual([]);
  });
});

const feedback = (event: unknown) =>
  recordEmailFeedback(event, { awsRequestId: 'test', functionName: 'feedback' } as Context);

describe('an address that bounced for good or complained', () => {
  it('is never mailed again, and the record says why, without counting a failure', async () => {
    const warnings = vi.spyOn(logger, 'warn');
    await feedback(bounceEvent(['gone@example.com'], 'Permanent'));
    await storeWithEmails(note('bounced', 'Gone@Example.com'));
    expect(delivered).toEqual(['office-bounced@example.com']);
    const item = await stored('bounced');
    expect(item.mail.requester).toMatchObject({
      state: 'suppressed',
      attempts: 0,
      suppressed_reason: 'bounce',
      suppressed_detail: 'Permanent/General 5.1.1',
    });
    expect(item.mail.office?.state).toBe('sent');
    // Counted in its own metric, not as a failure or a dead email.
    const suppressedMetric = EMAIL_METRICS.suppressed.name;
    expect(
      warnings.mock.calls.filter(
        ([, detail]) => typeof detail === 'object' && detail !== null && suppressedMetric in detail,
      ),
    ).toEqual([
      [
        'email not sent: the address is suppressed',
        expect.objectContaining({ name: 'requester', reason: 'bounce', [suppressedMetric]: 1 }),
      ],
    ]);
    // Nothing is left to send: the record leaves the outbox, and later passes send nothing.
    expect(item.gsi2pk).toBeUndefined();
    await sendPendingEmails({ now: later(3600) });
    expect(delivered).toEqual(['office-bounced@example.com']);
  });

  it('is not sent on a retry when it bounced after the email was queued', async () => {
    mode = 'fail';
    await storeWithEmails(note('queued', 'later-gone@example.com'));
    await feedback(bounceEvent(['later-gone@example.com'], 'Permanent'));
    mode = 'ok';
    const outcome = await deliverPending(note('queued').key, { now: later(3600) });
    expect(outcome).toEqual({ sent: 1, suppressed: 1, failed: 0, dead: 0, pending: 0 });
    expect(delivered).toEqual(['office-queued@example.com']);
    expect((await stored('queued')).mail.requester).toMatchObject({
      state: 'suppressed',
      attempts: 1,
      suppressed_reason: 'bounce',
    });
    expect((await stored('queued')).gsi2pk).toBeUndefined();
  });

  it('is suppressed by a complaint too', async () => {
    await feedback(complaintEvent(['annoyed@example.com']));
    await storeWithEmails(note('complained', 'annoyed@example.com'));
    expect(delivered).toEqual(['office-complained@example.com']);
    expect((await stored('complained')).mail.requester).toMatchObject({
      state: 'suppressed',
      suppressed_reason: 'complaint',
      suppressed_detail: 'abuse',
    });
  });

  it('is still mailed after a transient bounce', async () => {
    await feedback(bounceEvent(['full@example.com'], 'Transient'));
    expect(await getSuppression('full@example.com')).toBeUndefined();
    await storeWithEmails(note('transient', 'full@example.com'));
    expect(delivered.sort()).toEqual(['full@example.com', 'office-transient@example.com']);
  });

  it('counts the same report once, and lists the address until an operator lifts it', async () => {
    const event = bounceEvent(['twice@example.com'], 'Permanent', { feedbackId: 'same-report' });
    await feedback(event);
    await feedback(event);
    expect(await getSuppression('twice@example.com')).toMatchObject({
      reason: 'bounce',
      reports: 1,
    });
    await feedback(complaintEvent(['twice@example.com']));
    expect(await getSuppression('twice@example.com')).toMatchObject({
      reason: 'complaint',
      reports: 2,
    });
    expect((await listSuppressions()).map((entry) => entry.address)).toContain('twice@example.com');

    expect(await liftSuppression('Twice@example.com')).toMatchObject({ reason: 'complaint' });
    expect(await getSuppression('twice@example.com')).toBeUndefined();
    await storeWithEmails(note('lifted', 'twice@example.com'));
    expect(delivered.sort()).toEqual(['office-lifted@example.com', 'twice@example.com']);
  });

  it('leaves the suppression list alone for an event it cannot read', async () => {
    const before = (await listSuppressions()).length;
    await feedback({ source: 'aws.ses', 'detail-type': 'Email Bounced', detail: {} });
    await feedback({ hello: 'world' });
    expect(await listSuppressions()).toHaveLength(before);
  });
});

describe('the pending count', () => {
  it('is what a retry pass left pending, written as a metric', async () => {
    mode = 'fail';
    await storeWithEmails(note('backlog'));
    // Within the back-off nothing is tried: both emails are still pending.
    const pass = await sendPendingEmails({ now: later(1) });
    expect(pass).toMatchObject({ sent: 0, failed: 0, pending: 2 });

    const { name, namespace } = EMAIL_METRICS.pending;
    expect(pendingMetricLine(pass.pending)).toEqual({
      message: 'outbox emails pending',
      [name]: 2,
      _aws: {
        Timestamp: expect.any(Number),
        CloudWatchMetrics: [
          { Namespace: namespace, Dimensions: [[]], Metrics: [{ Name: name, Unit: 'Count' }] },
        ],
      },
    });

    mode = 'ok';
    const after = await sendPendingEmails({ now: later(3600) });
    expect(after).toMatchObject({ sent: 2, pending: 0 });
  });
});
