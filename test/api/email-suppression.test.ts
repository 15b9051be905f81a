import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { demoOffices } from '../../local/seed/offices';
import { mails, sentTo, waitForMail } from '../support/inbox';
import { bounceEvent, complaintEvent } from '../support/ses-events';
import { callApi, stack } from '../support/stack';

/**
 * SES reports a bounce or a complaint (here posted to the local stack as EventBridge delivers it
 * in the cloud); the feedback function suppresses the address, and the outbox never mails it
 * again, saying so in the request's record.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function postSesEvent(event: unknown): Promise<Response> {
  const base = stack().control;
  if (!base) throw new Error('The stack was started without LOCAL_FAULTS=1');
  return fetch(`${base}/ses/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
  });
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
  to: string;
  state: string;
  attempts: number;
  suppressed_reason?: string;
  suppressed_detail?: string;
}

async function storedMail(key: { pk: string; sk: string }) {
  const { Item } = await documents().send(
    new GetCommand({ TableName: stack().dynamodb.table, Key: key, ConsistentRead: true }),
  );
  if (!Item) throw new Error(`No stored item ${key.pk}`);
  return { mail: Object.values(Item.mail as Record<string, StoredMail>), inOutbox: !!Item.gsi2pk };
}

const office = () => {
  const listed = demoOffices().find((candidate) => candidate.subscription_active);
  if (!listed) throw new Error('No listed demo office');
  return listed;
};

async function requestDiscount(email: string, tag: string) {
  const answer = await callApi<{ id: string }>('POST', '/api/discount-inquiries', {
    body: {
      office_id: office().id,
      user_name: 'Bounce Tester',
      user_email: email,
      message: `Discount request ${tag}`,
    },
  });
  expect(answer.status).toBe(201);
  return { pk: `INQUIRY#${answer.body.id}`, sk: 'INQUIRY' };
}

async function sendContact(email: string, tag: string) {
  const answer = await callApi<{ id: string }>('POST', '/api/contact', {
    body: {
      name: 'Complaint Tester',
      email,
      subject: `Suppression ${tag}`,
      message: 'Checking what happens after a complaint.',
    },
  });
  expect(answer.status).toBe(201);
  return { pk: `CONTACT#${answer.body.id}`, sk: 'CONTACT' };
}

const officeMailFor = (tag: string) => (mail: Awaited<ReturnType<typeof mails>>[number]) =>
  sentTo(office().contact_email)(mail) && (mail.body.text ?? '').includes(tag);

/** The operator command, run as an operator runs it (without blocking this process). */
function suppressionsCommand(
  ...args: string[]
): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--no-warnings', '--import', 'tsx', 'bin/suppressions.ts', '--stage', 'local', ...args],
      { encoding: 'utf8', env: { ...process.env }, timeout: 30_000 },
      (error, stdout, stderr) =>
        resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('a permanent bounce', () => {
  it('stops every later email to the address, and the record says it was suppressed', async () => {
    const tag = randomUUID().slice(0, 8);
    const address = `gone+${tag}@example.com`;
    const posted = await postSesEvent(bounceEvent([address], 'Permanent'));
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ delivered: ['recordEmailFeedback'] });

    // The address as the visitor typed it, in other capitals, is the same mailbox.
    const key = await requestDiscount(address.toUpperCase(), tag);
    await waitForMail(officeMailFor(tag));
    // Retry passes run every second in the test stack: none of them mails the address.
    await sleep(2500);
    expect((await mails()).filter(sentTo(address))).toHaveLength(0);

    const stored = await storedMail(key);
    expect(stored.inOutbox).toBe(false);
    const toRequester = stored.mail.find((mail) => mail.to.toLowerCase() === address);
    expect(toRequester).toMatchObject({
      state: 'suppressed',
      attempts: 0,
      suppressed_reason: 'bounce',
      suppressed_detail: 'Permanent/General 5.1.1',
    });
    expect(stored.mail.filter((mail) => mail.state === 'sent')).toHaveLength(1);
  });
});

describe('a transient bounce', () => {
  it('suppresses nothing: the next email is sent', async () => {
    const tag = randomUUID().slice(0, 8);
    const address = `full+${tag}@example.com`;
    const posted = await postSesEvent(bounceEvent([address], 'Transient'));
    expect(posted.status).toBe(200);
    const key = await requestDiscount(address, tag);
    await waitForMail(sentTo(address));
    expect((await storedMail(key)).mail.map((mail) => mail.state)).toEqual(['sent', 'sent']);
  });
});

describe('a complaint', () => {
  it('suppresses the address until an operator lifts it', async () => {
    const tag = randomUUID().slice(0, 8);
    const address = `annoyed+${tag}@example.com`;
    expect((await postSesEvent(complaintEvent([address]))).status).toBe(200);

    const first = await sendContact(address, tag);
    await waitForMail((mail) => mail.subject.includes(`Suppression ${tag}`));
    await sleep(2500);
    expect((await mails()).filter(sentTo(address))).toHaveLength(0);
    expect((await storedMail(first)).mail.find((mail) => mail.to === address)).toMatchObject({
      state: 'suppressed',
      suppressed_reason: 'complaint',
      suppressed_detail: 'abuse',
    });

    const listed = await suppressionsCommand();
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(address);
    expect(listed.stdout).toMatch(new RegExp(`${address.replace(/[+.]/g, '\\$&')}\\s+complaint`));

    const lifted = await suppressionsCommand('--lift', address);
    expect(lifted.status, lifted.stderr).toBe(0);
    expect(lifted.stdout).toContain(`Lifted: ${address} (complaint`);
    expect((await suppressionsCommand()).stdout).not.toContain(address);

    await sendContact(address, `${tag}-again`);
    await waitForMail(sentTo(address));
  });
});

describe('the local SES event control', () => {
  it('refuses what is not an SES event, naming the problem', async () => {
    const notJson = await fetch(`${stack().control}/ses/events`, { method: 'POST', body: 'x' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: { code: 'bad_event' } });
    const notSes = await postSesEvent({ source: 'aws.s3', 'detail-type': 'Object Created' });
    expect(notSes.status).toBe(400);
    expect(await notSes.text()).toContain('aws.ses');
  });

  it('delivers an SES event no rule matches to no function', async () => {
    const event = { ...bounceEvent(['x@example.com'], 'Permanent'), 'detail-type': 'Email Sent' };
    const posted = await postSesEvent(event);
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ delivered: [] });
  });
});
