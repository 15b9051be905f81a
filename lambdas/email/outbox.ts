import { randomUUID } from 'node:crypto';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../core/config';
import { db, isConditionFailure, tableName } from '../core/db';
import { logger } from '../core/logger';
import { traced } from '../core/tracer';
import { GSI2 } from '../core/table';
import { headerSafe } from './escape';
import { normalizeAddress } from './ses-feedback';
import { EMAIL_METRICS, type EmailMetric } from './metrics';
import { suppressionsAmong, type SuppressionRecord } from './suppression-store';

/**
 * Email is never sent straight from a request. The record that owes emails (an inquiry, a
 * contact message) is stored in ONE PutItem together with its rendered emails, each marked
 * pending, and listed in the sparse OUTBOX index. Delivery then claims each email with a lease
 * (a conditional update naming the claimant, so two workers never send the same email), sends
 * it with a deadline far inside the lease, and marks it sent only if the claim is still its own.
 * A failed send leaves it pending and not claimable for a wait that doubles with every failure,
 * up to a cap; after the last allowed attempt the email is marked dead, logged as a metric that
 * raises an alarm. An email to an address on the suppression list (it bounced for good, or its
 * owner complained) is never sent: it is marked suppressed with the reason, which is neither a
 * failure nor dead. When every email of a record is sent, dead or suppressed, the record leaves
 * the outbox.
 */

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
  state: 'pending' | 'sent' | 'dead' | 'suppressed';
  attempts: number;
  /** Nobody claims the email before this time (epoch seconds): a running send, or a back-off. */
  lease_until?: number;
  /** Who holds the running send's claim. */
  lease_owner?: string;
  sent_at?: string;
  last_error?: string;
  /** Why the email was not sent to a suppressed address: `bounce` or `complaint`. */
  suppressed_reason?: string;
  /** What SES reported about the address (`Permanent/General 5.1.1`, `abuse`). */
  suppressed_detail?: string;
  suppressed_at?: string;
}

export type RecordKey = { pk: string; sk: string };

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
    ses = traced(
      new SESv2Client({
        region: AWS_REGION,
        // A failed send is retried by the outbox, so nobody waits on SDK retries.
        maxAttempts: 1,
        requestHandler: { connectionTimeout: 1_000, requestTimeout: config().SES_TIMEOUT_MS },
        ...(SES_ENDPOINT
          ? {
              endpoint: SES_ENDPOINT,
              credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
            }
          : {}),
      }),
    );
  }
  return ses;
}

async function send(email: StoredEmail): Promise<void> {
  const { EMAIL_FROM, SES_CONFIGURATION_SET, SES_TIMEOUT_MS } = config();
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
    // The whole call, connection included, ends within the deadline: an answer that comes later
    // is never waited for, so the claim is still held when the send ends either way.
    { abortSignal: AbortSignal.timeout(SES_TIMEOUT_MS) },
  );
}

async function claim(
  key: RecordKey,
  name: string,
  owner: string,
  nowSeconds: number,
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET mail.#name.lease_until = :until, mail.#name.lease_owner = :owner',
        ConditionExpression:
          'mail.#name.#state = :pending AND (attribute_not_exists(mail.#name.lease_until) OR mail.#name.lease_until <= :now)',
        ExpressionAttributeNames: { '#name': name, '#state': 'state' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':now': nowSeconds,
          ':until': nowSeconds + config().OUTBOX_LEASE_SECONDS,
          ':owner': owner,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Updates an email only while this worker's claim on it stands. */
async function updateOwnClaim(
  key: RecordKey,
  name: string,
  owner: string,
  update: string,
  values: Record<string, unknown>,
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: update,
        ConditionExpression: 'mail.#name.#state = :pending AND mail.#name.lease_owner = :owner',
        ExpressionAttributeNames: { '#name': name, '#state': 'state' },
        ExpressionAttributeValues: {
          ...values,
          ':pending': 'pending',
          ':owner': owner,
          // DynamoDB refuses a value the expressions do not use.
          ...(update.includes(':one') ? { ':one': 1 } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

const markSent = (key: RecordKey, name: string, owner: string) =>
  updateOwnClaim(
    key,
    name,
    owner,
    'SET mail.#name.#state = :sent, mail.#name.sent_at = :at, mail.#name.attempts = mail.#name.attempts + :one REMOVE mail.#name.lease_until, mail.#name.lease_owner',
    { ':sent': 'sent', ':at': new Date().toISOString() },
  );

/** Marks a claimed email as not sent because its address is suppressed. */
const markSuppressed = (
  key: RecordKey,
  name: string,
  owner: string,
  suppression: SuppressionRecord,
) =>
  updateOwnClaim(
    key,
    name,
    owner,
    'SET mail.#name.#state = :suppressed, mail.#name.suppressed_reason = :reason, mail.#name.suppressed_detail = :detail, mail.#name.suppressed_at = :at REMOVE mail.#name.lease_until, mail.#name.lease_owner',
    {
      ':suppressed': 'suppressed',
      ':reason': suppression.reason,
      ':detail': suppression.detail,
      ':at': new Date().toISOString(),
    },
  );

/** The wait before the next attempt after `attempts` failed ones: doubling, capped. */
export function retryDelaySeconds(
  attempts: number,
  baseSeconds: number,
  capSeconds: number,
): number {
  return Math.min(capSeconds, baseSeconds * 2 ** Math.max(0, attempts - 1));
}

async function markFailed(
  key: RecordKey,
  name: string,
  owner: string,
  attempts: number,
  reason: string,
  nowSeconds: number,
): Promise<'retry' | 'dead'> {
  const { OUTBOX_MAX_ATTEMPTS, OUTBOX_RETRY_BASE_SECONDS, OUTBOX_RETRY_CAP_SECONDS } = config();
  if (attempts >= OUTBOX_MAX_ATTEMPTS) {
    await updateOwnClaim(
      key,
      name,
      owner,
      'SET mail.#name.#state = :dead, mail.#name.attempts = mail.#name.attempts + :one, mail.#name.last_error = :reason REMOVE mail.#name.lease_until, mail.#name.lease_owner',
      { ':dead': 'dead', ':reason': reason },
    );
    return 'dead';
  }
  const wait = retryDelaySeconds(attempts, OUTBOX_RETRY_BASE_SECONDS, OUTBOX_RETRY_CAP_SECONDS);
  await updateOwnClaim(
    key,
    name,
    owner,
    'SET mail.#name.attempts = mail.#name.attempts + :one, mail.#name.last_error = :reason, mail.#name.lease_until = :retry REMOVE mail.#name.lease_owner',
    { ':reason': reason, ':retry': nowSeconds + wait },
  );
  return 'retry';
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
          .map((_, index) => `mail.#m${index}.#state IN (:sent, :dead, :suppressed)`)
          .join(' AND '),
        ExpressionAttributeNames: { ...names_, '#state': 'state' },
        ExpressionAttributeValues: {
          ':sent': 'sent',
          ':dead': 'dead',
          ':suppressed': 'suppressed',
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export interface DeliveryResult {
  sent: number;
  /** Failed sends that will be retried. */
  failed: number;
  dead: number;
  /** Not sent: the address is suppressed. */
  suppressed: number;
  /** Emails still pending when the delivery ended (failed, in back-off, or being sent elsewhere). */
  pending: number;
}

export interface DeliveryOptions {
  /** The clock, in epoch milliseconds (tests move it past a back-off). */
  now?: () => number;
}

/** Sends every pending email of one record that no other worker is sending right now. */
export async function deliverPending(
  key: RecordKey,
  { now = Date.now }: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  const mail = (Item?.mail ?? {}) as Record<string, StoredEmail>;
  const record = key.pk.split('#')[0];
  const waiting = Object.entries(mail).filter(([, email]) => email.state === 'pending');
  const result: DeliveryResult = {
    sent: 0,
    failed: 0,
    dead: 0,
    suppressed: 0,
    pending: waiting.length,
  };
  if (waiting.length === 0) {
    await leaveOutboxIfDone(key, Object.keys(mail));
    return result;
  }
  const suppressed = await suppressionsAmong(waiting.map(([, email]) => email.to));
  // A record's emails go out side by side, so the whole delivery takes one send's deadline.
  await Promise.all(
    waiting.map(async ([name, email]) => {
      const owner = randomUUID();
      if (!(await claim(key, name, owner, Math.floor(now() / 1000)))) return;
      const suppression = suppressed.get(normalizeAddress(email.to));
      if (suppression) {
        if (await markSuppressed(key, name, owner, suppression)) {
          result.suppressed += 1;
          result.pending -= 1;
          logEmailMetric('warn', 'email not sent: the address is suppressed', 'suppressed', {
            record,
            name,
            reason: suppression.reason,
          });
        }
        return;
      }
      try {
        await send(email);
      } catch (error) {
        const reason =
          error instanceof Error
            ? error.name === 'AbortError'
              ? 'Timeout'
              : error.name
            : 'SendFailed';
        const attempts = email.attempts + 1;
        const outcome = await markFailed(
          key,
          name,
          owner,
          attempts,
          reason,
          Math.floor(now() / 1000),
        );
        if (outcome === 'dead') {
          result.dead += 1;
          result.pending -= 1;
          logEmailMetric('error', 'email dead after its last attempt', 'dead', {
            record,
            name,
            attempts,
            reason,
          });
        } else {
          logger.warn('email send failed; will retry', { record, name, attempts, reason });
          result.failed += 1;
        }
        return;
      }
      if (await markSent(key, name, owner)) {
        result.sent += 1;
        result.pending -= 1;
      }
      // Only a worker frozen past its whole lease gets here; whoever claimed next owns the email.
      else logger.error('email sent after its claim was lost', { record, name });
    }),
  );
  await leaveOutboxIfDone(key, Object.keys(mail));
  return result;
}

/** The attributes that make a JSON log line a CloudWatch metric (embedded metric format). */
function metricAttributes(metric: EmailMetric, value: number) {
  const { namespace, name } = EMAIL_METRICS[metric];
  return {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [
        { Namespace: namespace, Dimensions: [[]], Metrics: [{ Name: name, Unit: 'Count' }] },
      ],
    },
    [name]: value,
  };
}

/**
 * One structured line that is also a metric: the dashboard shows it, and the dead-email alarm
 * watches the dead count. Logged at warn or error, so no log level in use hides it.
 */
function logEmailMetric(
  level: 'warn' | 'error',
  message: string,
  metric: EmailMetric,
  detail: Record<string, unknown>,
) {
  logger[level](message, { ...detail, ...metricAttributes(metric, 1) });
}

/** The retry pass: every record still in the outbox gets another delivery attempt. */
export async function sendPendingEmails({
  maxRecords = 100,
  now,
}: DeliveryOptions & { maxRecords?: number } = {}): Promise<DeliveryResult & { records: number }> {
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
  const total = { sent: 0, failed: 0, dead: 0, suppressed: 0, pending: 0, records: Items.length };
  for (const item of Items) {
    const outcome = await deliverPending({ pk: String(item.pk), sk: String(item.sk) }, { now });
    total.sent += outcome.sent;
    total.failed += outcome.failed;
    total.dead += outcome.dead;
    total.suppressed += outcome.suppressed;
    total.pending += outcome.pending;
  }
  return total;
}

/** The metric line of what a retry pass left pending (in the records it looked at). */
export function pendingMetricLine(pending: number): Record<string, unknown> {
  return { message: 'outbox emails pending', ...metricAttributes('pending', pending) };
}

/**
 * Writes the pending count on every run, zero included, so the dashboard shows a backlog growing
 * while SES is down and falling back to zero. It is a metric, not a message: written whatever
 * the log level, and only where CloudWatch reads it (locally the pass runs every few seconds, and
 * the line would only be noise).
 */
export function reportPending(pending: number): void {
  if (config().STAGE === 'local') return;
  process.stdout.write(`${JSON.stringify(pendingMetricLine(pending))}\n`);
}
