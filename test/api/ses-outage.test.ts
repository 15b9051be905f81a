import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { demoOffices } from '../../local/seed/offices';
import { mails, sentTo, waitForMail } from '../support/inbox';
import { OUTBOX_LEASE_SECONDS, SES_TIMEOUT_MS } from '../support/outbox-timing';
import { callApi, clientIp, stack } from '../support/stack';

/**
 * While the mail service is down, requests are still accepted and stored with their emails
 * pending; once it is back, the outbox retry (every second in the test stack) sends each email
 * exactly once.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function control(
  action: 'ses/stop' | 'ses/start' | 'ses/hang' | 'ses/resume' | 'ses/crash',
): Promise<void> {
  const base = stack().control;
  if (!base) throw new Error('The stack was started without LOCAL_FAULTS=1');
  const response = await fetch(`${base}/${action}`, { method: 'POST' });
  expect(response.status).toBe(204);
}

async function inboxReachable(): Promise<boolean> {
  try {
    await mails();
    return true;
  } catch {
    return false;
  }
}

const documents = () =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: stack().dynamodb.endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );

interface StoredMail {
  state: string;
  attempts: number;
}

async function storedMail(key: { pk: string; sk: string }) {
  const { Item } = await documents().send(
    new GetCommand({ TableName: stack().dynamodb.table, Key: key, ConsistentRead: true }),
  );
  if (!Item) throw new Error(`No stored item ${key.pk}`);
  return { mail: Item.mail as Record<string, StoredMail>, inOutbox: Item.gsi2pk === 'OUTBOX' };
}

afterAll(async () => {
  // Never leave the shared stack without mail, whatever happened above.
  if (!(await inboxReachable())) await control('ses/start');
  await control('ses/resume');
});

describe('an SES outage', () => {
  it('loses nothing and sends every email exactly once when SES is back', async () => {
    const office = demoOffices().find((candidate) => candidate.subscription_active);
    if (!office) throw new Error('No listed demo office');
    const tag = randomUUID().slice(0, 8);
    const requester = `outage-requester+${tag}@example.com`;
    const sender = `outage-sender+${tag}@example.com`;

    await control('ses/stop');
    expect(await inboxReachable()).toBe(false);

    const inquiry = await callApi<{ id: string; status: string }>(
      'POST',
      '/api/discount-inquiries',
      {
        body: {
          office_id: office.id,
          user_name: 'Outage Tester',
          user_email: requester,
          message: `Sent during an outage ${tag}`,
        },
      },
    );
    const contact = await callApi<{ id: string; status: string }>('POST', '/api/contact', {
      body: {
        name: 'Outage Tester',
        email: sender,
        subject: `Outage ${tag}`,
        message: 'Sent while the mail service was down.',
      },
    });
    expect(inquiry.status).toBe(201);
    expect(inquiry.body.status).toBe('received');
    expect(contact.status).toBe(201);
    expect(contact.body.status).toBe('received');

    const inquiryKey = { pk: `INQUIRY#${inquiry.body.id}`, sk: 'INQUIRY' };
    const contactKey = { pk: `CONTACT#${contact.body.id}`, sk: 'CONTACT' };

    // A few retry passes run while SES is still down: nothing is sent, nothing is dropped.
    await sleep(2500);
    for (const key of [inquiryKey, contactKey]) {
      const stored = await storedMail(key);
      expect(stored.inOutbox).toBe(true);
      for (const email of Object.values(stored.mail)) {
        expect(email.state).toBe('pending');
        expect(email.attempts).toBeGreaterThanOrEqual(1);
      }
    }

    const restartedAt = Math.floor(Date.now() / 1000);
    await control('ses/start');
    const isOurs = (mail: Awaited<ReturnType<typeof mails>>[number]) =>
      sentTo(requester)(mail) ||
      sentTo(sender)(mail) ||
      mail.subject === `New contact message from Outage Tester: Outage ${tag}` ||
      (sentTo(office.contact_email)(mail) && (mail.body.text ?? '').includes(tag));

    await waitForMail(isOurs, { count: 4, timeoutMs: 20_000 });
    // No mail went out while SES was down: every one was sent after it came back.
    for (const mail of (await mails()).filter(isOurs)) {
      expect(mail.at).toBeGreaterThanOrEqual(restartedAt);
    }
    // Several more retry passes must not send anything twice.
    await sleep(4000);
    const delivered = (await mails()).filter(isOurs);
    expect(delivered.filter(sentTo(requester))).toHaveLength(1);
    expect(delivered.filter(sentTo(sender))).toHaveLength(1);
    expect(delivered.filter(sentTo(office.contact_email))).toHaveLength(1);
    expect(delivered.filter(sentTo('support@smileguide.local'))).toHaveLength(1);
    expect(delivered).toHaveLength(4);

    for (const key of [inquiryKey, contactKey]) {
      const stored = await storedMail(key);
      expect(stored.inOutbox).toBe(false);
      for (const email of Object.values(stored.mail)) expect(email.state).toBe('sent');
    }
  });
});

describe('a mail service that hangs longer than the outbox lease', () => {
  it('answers every request quickly and still mails each email exactly once', async () => {
    const office = demoOffices().find((candidate) => candidate.subscription_active);
    if (!office) throw new Error('No listed demo office');
    const tags = Array.from({ length: 5 }, () => randomUUID().slice(0, 8));
    const requester = (tag: string) => `hang-requester+${tag}@example.com`;

    await control('ses/hang');
    const answers = await Promise.all(
      tags.map(async (tag) => {
        const started = Date.now();
        const answer = await callApi<{ id: string; status: string }>(
          'POST',
          '/api/discount-inquiries',
          {
            ip: clientIp(),
            body: {
              office_id: office.id,
              user_name: 'Hang Tester',
              user_email: requester(tag),
              message: `Sent while mail hangs ${tag}`,
            },
          },
        );
        return { ...answer, took: Date.now() - started };
      }),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(201);
      expect(answer.body.status).toBe('received');
      // The send is given up on after SES_TIMEOUT_MS, not waited out.
      expect(answer.took).toBeLessThan(SES_TIMEOUT_MS + 5000);
    }

    // The hang outlasts the lease twice over while retry passes keep trying.
    await sleep(OUTBOX_LEASE_SECONDS * 2000 + 1000);
    for (const answer of answers) {
      const stored = await storedMail({ pk: `INQUIRY#${answer.body.id}`, sk: 'INQUIRY' });
      expect(stored.inOutbox).toBe(true);
      for (const email of Object.values(stored.mail)) expect(email.state).toBe('pending');
    }
    await control('ses/resume');

    const isOurs = (mail: Awaited<ReturnType<typeof mails>>[number]) =>
      tags.some(
        (tag) =>
          sentTo(requester(tag))(mail) ||
          (sentTo(office.contact_email)(mail) && (mail.body.text ?? '').includes(tag)),
      );
    await waitForMail(isOurs, { count: 10, timeoutMs: 20_000 });
    // Later retry passes, and any send abandoned during the hang, add nothing.
    await sleep(5000);
    const delivered = (await mails()).filter(isOurs);
    for (const tag of tags) {
      expect(delivered.filter(sentTo(requester(tag)))).toHaveLength(1);
      expect(
        delivered.filter(
          (mail) => sentTo(office.contact_email)(mail) && (mail.body.text ?? '').includes(tag),
        ),
      ).toHaveLength(1);
    }
    expect(delivered).toHaveLength(10);
    for (const answer of answers) {
      const stored = await storedMail({ pk: `INQUIRY#${answer.body.id}`, sk: 'INQUIRY' });
      expect(stored.inOutbox).toBe(false);
      for (const email of Object.values(stored.mail)) expect(email.state).toBe('sent');
    }
    // Two leases of hang, then the mail's recovery: longer than the suite's 60 s default on a busy
    // machine.
  }, 120_000);
});

describe('a mail stand-in that dies', () => {
  it('is started again by the supervisor, with the inbox it had', async () => {
    const tag = randomUUID().slice(0, 8);
    const contact = (when: string) =>
      callApi('POST', '/api/contact', {
        body: {
          name: 'Crash Tester',
          email: `crash-${when}+${tag}@example.com`,
          subject: `Crash ${when} ${tag}`,
          message: 'Sent around a crash of the mail service.',
        },
      });
    expect((await contact('before')).status).toBe(201);
    await waitForMail(sentTo(`crash-before+${tag}@example.com`));

    await control('ses/crash');
    const deadline = Date.now() + 15_000;
    while (!(await inboxReachable())) {
      if (Date.now() > deadline) throw new Error('The mail stand-in did not come back');
      await sleep(100);
    }
    // The mail sent before the crash is still in the inbox.
    expect((await mails()).filter(sentTo(`crash-before+${tag}@example.com`))).toHaveLength(1);
    expect((await contact('after')).status).toBe(201);
    await waitForMail(sentTo(`crash-after+${tag}@example.com`));
  });
});
