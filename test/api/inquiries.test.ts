import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoOffices, type SeedOffice } from '../../local/seed/offices';
import { replyTo, sentTo, waitForMail } from '../support/inbox';
import { inOneWindow } from '../support/rate-window';
import { callApi, clientIp, stack } from '../support/stack';

interface ErrorAnswer {
  error: { code: string; message: string; field?: string };
}
interface Accepted {
  id: string;
  status: string;
}

let office: SeedOffice;
let unlistedOffice: SeedOffice;

beforeAll(() => {
  const offices = demoOffices();
  const listed = offices.find((candidate) => candidate.subscription_active);
  const unlisted = offices.find((candidate) => !candidate.subscription_active);
  if (!listed || !unlisted) throw new Error('The demo data needs a listed and an unlisted office');
  office = listed;
  unlistedOffice = unlisted;
});

/** A fresh address per test, so each test finds exactly its own mail in the shared inbox. */
const uniqueEmail = (name: string) => `${name}+${randomUUID().slice(0, 8)}@example.com`;

const discountRequest = (overrides: Record<string, unknown> = {}) => ({
  office_id: office.id,
  user_name: 'Maria Lopez',
  user_email: uniqueEmail('maria'),
  user_phone: '(212) 555-0101',
  user_location: 'Brooklyn, NY',
  message: 'Is the first cleaning discounted?',
  ...overrides,
});

const contactMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Park',
  email: uniqueEmail('sam'),
  subject: 'Listing question',
  message: 'How do I update my office hours?',
  ...overrides,
});

const postInquiry = (body: unknown, ip?: string) =>
  callApi<Accepted & ErrorAnswer>('POST', '/api/discount-inquiries', { body, ip });
const postContact = (body: unknown, ip?: string) =>
  callApi<Accepted & ErrorAnswer>('POST', '/api/contact', { body, ip });

let documents: DynamoDBDocumentClient | undefined;
/** Reads a stored record straight from the local table. */
async function storedItem(key: { pk: string; sk: string }): Promise<Record<string, unknown>> {
  documents ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: stack().dynamodb.endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const { Item } = await documents.send(
    new GetCommand({ TableName: stack().dynamodb.table, Key: key, ConsistentRead: true }),
  );
  if (!Item) throw new Error(`No stored item ${key.pk}`);
  return Item;
}

describe('POST /api/discount-inquiries validation', () => {
  // The API prefixes the field's name where the message does not already say it.
  it.each([
    ['a missing name', { user_name: undefined }, 'user_name', 'Name is required'],
    ['a blank name', { user_name: '   ' }, 'user_name', 'Name is required'],
    ['a missing email', { user_email: undefined }, 'user_email', 'Email is required'],
    [
      'a bad email',
      { user_email: 'maria-at-example' },
      'user_email',
      'Enter a valid email address',
    ],
    ['a missing office', { office_id: undefined }, 'office_id', 'Office is required'],
    ['an unknown field', { coupon: 'FREE' }, 'coupon', 'Unknown field: coupon'],
    [
      'a bad phone',
      { user_phone: 'call me <maybe>' },
      'user_phone',
      'Phone may contain only digits, spaces and + ( ) - .',
    ],
    [
      'too long a message',
      { message: 'x'.repeat(2001) },
      'message',
      'Message must be at most 2000 characters',
    ],
    [
      'too long a name',
      { user_name: 'x'.repeat(101) },
      'user_name',
      'Name must be at most 100 characters',
    ],
  ])('refuses %s with a 400 naming the field', async (_, overrides, field, message) => {
    const { status, body } = await postInquiry(discountRequest(overrides));
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: 'bad_request', field, message });
  });

  it('refuses an office that does not exist with a 404 naming office_id', async () => {
    const { status, body } = await postInquiry(discountRequest({ office_id: 'ofc_doesnotexist' }));
    expect(status).toBe(404);
    expect(body.error).toMatchObject({ code: 'not_found', field: 'office_id' });
  });

  it('refuses an office without an active subscription with a 404 naming office_id', async () => {
    const { status, body } = await postInquiry(discountRequest({ office_id: unlistedOffice.id }));
    expect(status).toBe(404);
    expect(body.error).toMatchObject({ code: 'not_found', field: 'office_id' });
  });

  it('refuses a body that is not JSON', async () => {
    const { status, body } = await callApi<ErrorAnswer>('POST', '/api/discount-inquiries', {
      rawBody: '{"office_id":',
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe('bad_request');
  });
});

describe('POST /api/contact validation', () => {
  it.each([
    ['a missing name', { name: undefined }, 'name', 'Name is required'],
    ['a blank name', { name: ' \n ' }, 'name', 'Name is required'],
    ['a bad email', { email: 'sam@' }, 'email', 'Enter a valid email address'],
    ['a blank subject', { subject: '' }, 'subject', 'Subject is required'],
    ['a missing message', { message: undefined }, 'message', 'Message is required'],
    ['an unknown field', { phone: '555' }, 'phone', 'Unknown field: phone'],
    [
      'too long a message',
      { message: 'x'.repeat(5001) },
      'message',
      'Message must be at most 5000 characters',
    ],
    [
      'too long a subject',
      { subject: 'x'.repeat(151) },
      'subject',
      'Subject must be at most 150 characters',
    ],
  ])('refuses %s with a 400 naming the field', async (_, overrides, field, message) => {
    const { status, body } = await postContact(contactMessage(overrides));
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: 'bad_request', field, message });
  });
});

describe('a discount request', () => {
  it('is stored and emails the office and the requester', async () => {
    const request = discountRequest();
    const { status, body } = await postInquiry(request);
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String), status: 'received' });

    const [toOffice] = await waitForMail(
      (mail) => sentTo(office.contact_email)(mail) && replyTo(mail).includes(request.user_email),
    );
    expect(toOffice?.from).toBe('no-reply@smileguide.local');
    expect(toOffice?.subject).toBe('New discount request from Maria Lopez');
    expect(toOffice?.body.text).toContain(request.user_email);
    expect(toOffice?.body.text).toContain('(212) 555-0101');
    expect(toOffice?.body.text).toContain('Brooklyn, NY');
    expect(toOffice?.body.text).toContain('Is the first cleaning discounted?');
    expect(toOffice?.body.text).toContain(`Reference: ${body.id}`);

    const [confirmation] = await waitForMail(sentTo(request.user_email));
    expect(confirmation?.subject).toBe(`Your discount request to ${office.office_name}`);
    expect(confirmation?.body.text).toContain('within 24-48 hours');
    expect(confirmation?.body.html).toContain('24-48 hours');

    const stored = await storedItem({ pk: `INQUIRY#${body.id}`, sk: 'INQUIRY' });
    expect(stored).toMatchObject({
      id: body.id,
      office_id: office.id,
      office_name: office.office_name,
      user_name: 'Maria Lopez',
      user_email: request.user_email,
      user_phone: '(212) 555-0101',
      user_location: 'Brooklyn, NY',
      message: 'Is the first cleaning discounted?',
      mail: { office: { state: 'sent' }, requester: { state: 'sent' } },
    });
    // Every email is out, so the record has left the outbox index.
    expect(stored.gsi2pk).toBeUndefined();
  });

  it('needs only the office, a name and an email', async () => {
    const request = {
      office_id: office.id,
      user_name: 'Lee Chen',
      user_email: uniqueEmail('lee'),
    };
    const { status, body } = await postInquiry(request);
    expect(status).toBe(201);
    const [toOffice] = await waitForMail(
      (mail) => sentTo(office.contact_email)(mail) && replyTo(mail).includes(request.user_email),
    );
    expect(toOffice?.body.text).toContain('Phone: Not provided');
    const stored = await storedItem({ pk: `INQUIRY#${body.id}`, sk: 'INQUIRY' });
    expect(stored.user_phone).toBeUndefined();
    expect(stored.message).toBeUndefined();
  });

  it('escapes a <script> in the name and message in the HTML mail', async () => {
    const request = discountRequest({
      user_name: 'Eve <script>alert(1)</script>',
      message: 'Hello <script>steal()</script> & bye',
    });
    expect((await postInquiry(request)).status).toBe(201);
    const [toOffice] = await waitForMail(
      (mail) => sentTo(office.contact_email)(mail) && replyTo(mail).includes(request.user_email),
    );
    const [confirmation] = await waitForMail(sentTo(request.user_email));
    for (const html of [toOffice?.body.html ?? '', confirmation?.body.html ?? '']) {
      expect(html).not.toContain('<script>');
      expect(html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt;');
    }
    expect(toOffice?.body.html).toContain('Hello &lt;script&gt;steal()&lt;/script&gt; &amp; bye');
  });

  it('keeps CR/LF in the name out of the subject', async () => {
    const request = discountRequest({ user_name: 'Mallory\r\nBcc: victim@example.com' });
    expect((await postInquiry(request)).status).toBe(201);
    const [toOffice] = await waitForMail(
      (mail) => sentTo(office.contact_email)(mail) && replyTo(mail).includes(request.user_email),
    );
    expect(toOffice?.subject).toBe('New discount request from Mallory Bcc: victim@example.com');
    expect(toOffice?.destination.bcc).toEqual([]);
  });
});

describe('a contact message', () => {
  it('is stored and emails support and the sender', async () => {
    const message = contactMessage();
    const { status, body } = await postContact(message);
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String), status: 'received' });

    const [toSupport] = await waitForMail(
      (mail) => sentTo('support@smileguide.local')(mail) && replyTo(mail).includes(message.email),
    );
    expect(toSupport?.from).toBe('no-reply@smileguide.local');
    expect(toSupport?.subject).toBe('New contact message from Sam Park: Listing question');
    expect(toSupport?.body.text).toContain('How do I update my office hours?');

    const [confirmation] = await waitForMail(sentTo(message.email));
    expect(confirmation?.subject).toBe('We received your message - SmileGuide Dental');
    expect(confirmation?.body.text).toContain('will reply within 24 hours');

    const stored = await storedItem({ pk: `CONTACT#${body.id}`, sk: 'CONTACT' });
    expect(stored).toMatchObject({
      id: body.id,
      name: 'Sam Park',
      email: message.email,
      subject: 'Listing question',
      message: 'How do I update my office hours?',
      mail: { support: { state: 'sent' }, sender: { state: 'sent' } },
    });
  });

  it('escapes a <script> in the name and message in the HTML mail', async () => {
    const message = contactMessage({
      name: '<script>alert("name")</script>',
      message: '<script>alert("message")</script>',
    });
    expect((await postContact(message)).status).toBe(201);
    const [toSupport] = await waitForMail(
      (mail) => sentTo('support@smileguide.local')(mail) && replyTo(mail).includes(message.email),
    );
    expect(toSupport?.body.html).not.toContain('<script>');
    expect(toSupport?.body.html).toContain('&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;');
    expect(toSupport?.body.html).toContain(
      '&lt;script&gt;alert(&quot;message&quot;)&lt;/script&gt;',
    );
  });
});

describe('the per-client limit on public writes', () => {
  it('answers 429 with Retry-After once a client has sent 10 requests in a minute', async () => {
    const { statuses, limited, inquiry } = await inOneWindow(async () => {
      const client = clientIp();
      // Refused requests count too, so this spends the allowance without sending mail.
      const refused: number[] = [];
      for (let request = 1; request <= 10; request += 1) {
        refused.push((await postContact({}, client)).status);
      }
      const last = await postContact(contactMessage(), client);
      // Both public writes share the allowance.
      const other = await postInquiry(discountRequest(), client);
      return { statuses: refused, limited: last, inquiry: other };
    });
    expect(statuses).toEqual(Array(10).fill(400));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.body.error).toEqual({
      code: 'rate_limited',
      message: `Too many requests. Please wait ${retryAfter} seconds and try again.`,
    });

    expect(inquiry.status).toBe(429);
    // Another client is unaffected.
    expect((await postContact(contactMessage())).status).toBe(201);
  });
});
