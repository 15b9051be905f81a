import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../core/config';
import { db, isConditionFailure, tableName } from '../core/db';
import { logger } from '../core/logger';
import { GSI2 } from '../core/table';
import { headerSafe } from './escape';

/**
 * Email is never sent straight from a request. The record that owes emails (an inquiry, a
 * contact message) is stored in ONE PutItem together with its rendered emails, each marked
 * pending, and listed in the sparse OUTBOX index. Delivery then claims each email with a
 * short lease (a conditional update, so two workers never send the same email), sends it, and
 * marks it sent. A failed send leaves it pending; the scheduled retry picks it up later. When
 * every email of a record is sent, the record leaves the outbox.
 */

/** What a message says, whoever sends it (the outbox, or Cognito for its code emails). */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface OutgoingEmail extends EmailContent {
  to: string;
  replyTo?: string;
}

interface StoredEmail extends OutgoingEmail {
  state: 'pending' | 'sent';
  attempts: number;
  lease_until?: number;
  sent_at?: string;
  last_error?: string;
}

export type RecordKey = { pk: string; sk: string };

const LEASE_SECONDS = 60;

/**
 * The outbox's slice of gsi2 (access pattern 9 in core/table.ts): a record is listed under
 * OUTBOX, oldest first, while any of its emails is pending. Writes and the retry query both
 * take the keys from here.
 */
const OUTBOX_PARTITION = 'OUTBOX';
const outboxKeys = (createdAt: string, id: string) => ({
  gsi2pk: OUTBOX_PARTITION,
  gsi2sk: `${createdAt}#${id}`,
});

/** The attributes that put a new record's emails in the outbox; spread them into its PutItem. */
export function outboxAttributes(
  createdAt: string,
  id: string,
  emails: Record<string, OutgoingEmail>,
): { mail: Record<string, StoredEmail>; gsi2pk: string; gsi2sk: string } {
  const mail: Record<string, StoredEmail> = {};
  for (const [name, email] of Object.entries(emails)) {
    mail[name] = {
      to: headerSafe(email.to),
      subject: headerSafe(email.subject),
      text: email.text,
      html: email.html,
      ...(email.replyTo ? { replyTo: headerSafe(email.replyTo) } : {}),
      state: 'pending',
      attempts: 0,
    };
  }
  return { mail, ...outboxKeys(createdAt, id) };
}

let ses: SESv2Client | undefined;
function sesClient(): SESv2Client {
  if (!ses) {
    const { AWS_REGION, SES_ENDPOINT } = config();
    ses = new SESv2Client({
      region: AWS_REGION,
      // A failed send is retried by the outbox, so the request path does not wait on SDK retries.
      maxAttempts: 2,
      ...(SES_ENDPOINT
        ? {
            endpoint: SES_ENDPOINT,
            credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          }
        : {}),
    });
  }
  return ses;
}

async function send(email: StoredEmail): Promise<void> {
  const { EMAIL_FROM, SES_CONFIGURATION_SET } = config();
  await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: EMAIL_FROM,
      Destination: { ToAddresses: [email.to] },
      ...(email.replyTo ? { ReplyToAddresses: [email.replyTo] } : {}),
      ...(SES_CONFIGURATION_SET ? { ConfigurationSetName: SES_CONFIGURATION_SET } : {}),
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: email.text, Charset: 'UTF-8' },
            Html: { Data: email.html, Charset: 'UTF-8' },
          },
        },
      },
    }),
  );
}

async function claim(key: RecordKey, name: string, nowSeconds: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET mail.#name.lease_until = :until',
        ConditionExpression:
          'mail.#name.#state = :pending AND (attribute_not_exists(mail.#name.lease_until) OR mail.#name.lease_until < :now)',
        ExpressionAttributeNames: { '#name': name, '#state': 'state' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':now': nowSeconds,
          ':until': nowSeconds + LEASE_SECONDS,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

async function markSent(key: RecordKey, name: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression:
        'SET mail.#name.#state = :sent, mail.#name.sent_at = :at, mail.#name.attempts = mail.#name.attempts + :one REMOVE mail.#name.lease_until',
      ExpressionAttributeNames: { '#name': name, '#state': 'state' },
      ExpressionAttributeValues: { ':sent': 'sent', ':at': new Date().toISOString(), ':one': 1 },
    }),
  );
}

async function markFailed(key: RecordKey, name: string, reason: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression:
        'SET mail.#name.attempts = mail.#name.attempts + :one, mail.#name.last_error = :reason REMOVE mail.#name.lease_until',
      ExpressionAttributeNames: { '#name': name },
      ExpressionAttributeValues: { ':one': 1, ':reason': reason },
    }),
  );
}

async function leaveOutboxIfDone(key: RecordKey, names: string[]): Promise<void> {
  const names_ = Object.fromEntries(names.map((name, index) => [`#m${index}`, name]));
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'REMOVE gsi2pk, gsi2sk',
        ConditionExpression: names
          .map((_, index) => `mail.#m${index}.#state = :sent`)
          .join(' AND '),
        ExpressionAttributeNames: { ...names_, '#state': 'state' },
        ExpressionAttributeValues: { ':sent': 'sent' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/** Sends every pending email of one record that no other worker is sending right now. */
export async function deliverPending(key: RecordKey): Promise<DeliveryResult> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  const mail = (Item?.mail ?? {}) as Record<string, StoredEmail>;
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const [name, email] of Object.entries(mail)) {
    if (email.state !== 'pending') continue;
    if (!(await claim(key, name, Math.floor(Date.now() / 1000)))) continue;
    try {
      await send(email);
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'SendFailed';
      logger.warn('email send failed; will retry', { record: key.pk.split('#')[0], name, reason });
      await markFailed(key, name, reason);
      result.failed += 1;
      continue;
    }
    await markSent(key, name);
    result.sent += 1;
  }
  await leaveOutboxIfDone(key, Object.keys(mail));
  return result;
}

/** The retry pass: every record still in the outbox gets another delivery attempt. */
export async function sendPendingEmails(
  maxRecords = 100,
): Promise<DeliveryResult & { records: number }> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI2,
      KeyConditionExpression: 'gsi2pk = :outbox',
      ExpressionAttributeValues: { ':outbox': OUTBOX_PARTITION },
      ProjectionExpression: 'pk, sk',
      Limit: maxRecords,
    }),
  );
  const total = { sent: 0, failed: 0, records: Items.length };
  for (const item of Items) {
    const outcome = await deliverPending({ pk: String(item.pk), sk: String(item.sk) });
    total.sent += outcome.sent;
    total.failed += outcome.failed;
  }
  return total;
}
