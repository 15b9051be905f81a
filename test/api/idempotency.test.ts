import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoOffices, type SeedOffice } from '../../local/seed/offices';
import { mails, sentTo, waitForMail } from '../support/inbox';
import { callApi, clientIp } from '../support/stack';

/**
 * A form submit carries an Idempotency-Key; a retry of the same submit (the answer was lost, the
 * user pressed Send again) gets the first answer back, and nothing is stored or mailed twice.
 */

interface Answer {
  id: string;
  status: string;
  error: { code: string; message: string; field?: string };
}

let office: SeedOffice;
beforeAll(() => {
  const listed = demoOffices().find((candidate) => candidate.subscription_active);
  if (!listed) throw new Error('No listed demo office');
  office = listed;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const newKey = () => randomUUID();

function submit(path: string, body: unknown, key?: string, ip = clientIp()) {
  return callApi<Answer>('POST', path, {
    body,
    ip,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });
}

const discountRequest = (tag: string) => ({
  office_id: office.id,
  user_name: 'Retry Tester',
  user_email: `retry+${tag}@example.com`,
  message: `Retried request ${tag}`,
});

const contactMessage = (tag: string) => ({
  name: 'Retry Tester',
  email: `retry-contact+${tag}@example.com`,
  subject: `Retried ${tag}`,
  message: 'Sent twice with the same key.',
});

describe('a retried discount request', () => {
  it('answers with the first result and neither stores nor mails it again', async () => {
    const tag = randomUUID().slice(0, 8);
    const key = newKey();
    const first = await submit('/api/discount-inquiries', discountRequest(tag), key);
    expect(first.status).toBe(201);
    // A retry from another connection, as after a dropped answer.
    const retry = await submit('/api/discount-inquiries', discountRequest(tag), key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);

    const ours = (mail: Awaited<ReturnType<typeof mails>>[number]) =>
      sentTo(`retry+${tag}@example.com`)(mail) || (mail.body.text ?? '').includes(tag);
    await waitForMail(ours, { count: 2 });
    await sleep(2500);
    expect((await mails()).filter(ours)).toHaveLength(2);
  });

  it('runs once when the same submit arrives several times at once', async () => {
    const tag = randomUUID().slice(0, 8);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => submit('/api/discount-inquiries', discountRequest(tag), key)),
    );
    const accepted = answers.filter((answer) => answer.status === 201);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(new Set(accepted.map((answer) => answer.body.id)).size).toBe(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      // Still running: the caller is told to retry, and the retry gets the first result.
      expect(answer.status).toBe(409);
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    const again = await submit('/api/discount-inquiries', discountRequest(tag), key);
    expect(again.body.id).toBe(accepted[0]?.body.id);

    const ours = (mail: Awaited<ReturnType<typeof mails>>[number]) =>
      sentTo(`retry+${tag}@example.com`)(mail) || (mail.body.text ?? '').includes(tag);
    await waitForMail(ours, { count: 2 });
    await sleep(2500);
    expect((await mails()).filter(ours)).toHaveLength(2);
  });

  it('treats a new key as a new request', async () => {
    const tag = randomUUID().slice(0, 8);
    const first = await submit('/api/discount-inquiries', discountRequest(tag), newKey());
    const second = await submit('/api/discount-inquiries', discountRequest(tag), newKey());
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
  });

  it('refuses a key reused for a different request', async () => {
    const key = newKey();
    const tag = randomUUID().slice(0, 8);
    expect((await submit('/api/discount-inquiries', discountRequest(tag), key)).status).toBe(201);
    const other = await submit('/api/discount-inquiries', discountRequest(`${tag}-other`), key);
    expect(other.status).toBe(409);
    expect(other.body.error).toMatchObject({ code: 'conflict', field: 'Idempotency-Key' });
  });

  it('does not keep a refused request, so its retry is judged again', async () => {
    const key = newKey();
    const unknown = { ...discountRequest('missing'), office_id: randomUUID() };
    expect((await submit('/api/discount-inquiries', unknown, key)).status).toBe(404);
    expect((await submit('/api/discount-inquiries', unknown, key)).status).toBe(404);
  });

  it('refuses a malformed key, naming the header', async () => {
    const answer = await submit('/api/discount-inquiries', discountRequest('bad-key'), 'short');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'bad_request', field: 'Idempotency-Key' });
  });
});

describe('a retried contact message', () => {
  it('answers with the first result and mails support and the sender once', async () => {
    const tag = randomUUID().slice(0, 8);
    const key = newKey();
    const first = await submit('/api/contact', contactMessage(tag), key);
    const retry = await submit('/api/contact', contactMessage(tag), key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    const ours = (mail: Awaited<ReturnType<typeof mails>>[number]) =>
      mail.subject.includes(`Retried ${tag}`) || sentTo(`retry-contact+${tag}@example.com`)(mail);
    await waitForMail(ours, { count: 2 });
    await sleep(2500);
    expect((await mails()).filter(ours)).toHaveLength(2);
  });
});
