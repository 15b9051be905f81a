import { createHash, randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AnalyticsMetric, MetricCounts } from '../../contracts/dashboard';
import { db, isConditionFailure, tableName } from '../core/db';

/**
 * Listing analytics: what visitors did with an office's listing, counted per office and day,
 * each visitor at most once per office, metric and day. Days are UTC dates (YYYY-MM-DD).
 *
 * Keys (one module owns them all):
 * - daily counters: pk=STATS#<officeId>, sk=DAY#<date>; numbers `impressions`, `views`,
 *   `requests`, `calls`, `websites`, raised with ADD. The dashboard reads 30 days with one Query.
 * - visitor markers: pk=SEEN#<date>#<visitor>, sk=<metric>#<officeId>, put only if absent; the
 *   counter is raised only when the put succeeds. Expire (TTL) the day after.
 * - a visitor's impressions of a day: pk=SEEN#<date>#<visitor>, sk=impressions, a string set of
 *   the offices they were shown, grown with ADD. Expires the day after.
 * - impression batches: pk=IMPRESSIONS#<shard>, sk=<time>#<uuid>: the one item a search writes
 *   (the offices it showed, the visitor, the day). A scheduled roll-up turns batches into
 *   counters and deletes them.
 *
 * A visitor is the client key (a hash of the address, never the address) hashed again with the
 * day, so markers of different days cannot be linked to each other.
 *
 * No transactions: each step is one conditional or additive single-item write, ordered so that
 * a failure between two steps can lose a count but never count twice.
 */

/** How many partitions impression batches are spread over, so heavy search traffic never crowds one. */
export const IMPRESSION_SHARDS = 4;
const DAY_SECONDS = 24 * 60 * 60;
/** Counters are kept a little over a year; the dashboard shows 30 days. */
const COUNTER_DAYS_KEPT = 400;
/** A batch not rolled up within two days (the schedule stopped) expires rather than pile up. */
const BATCH_DAYS_KEPT = 2;

/** Metrics counted one event at a time (impressions come in batches from searches). */
export type EventMetric = Exclude<AnalyticsMetric, 'impressions'>;

export const statsKeys = {
  counters: (officeId: string) => `STATS#${officeId}`,
  day: (date: string) => `DAY#${date}`,
  visitor: (date: string, visitor: string) => `SEEN#${date}#${visitor}`,
  marker: (metric: AnalyticsMetric, officeId: string) => `${metric}#${officeId}`,
  impressionSet: 'impressions',
  batchShard: (shard: number) => `IMPRESSIONS#${shard}`,
};

export const utcDate = (nowMs: number): string => new Date(nowMs).toISOString().slice(0, 10);

/** A visitor's key for one day: the client key hashed with the date. */
export function visitorKey(client: string, date: string): string {
  return createHash('sha256').update(`visit:${date}:${client}`).digest('base64url').slice(0, 22);
}

/** The epoch second at which a day's markers may go: the end of the next day. */
function dayExpiry(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 1000 + 2 * DAY_SECONDS;
}

async function addToCounter(
  officeId: string,
  date: string,
  metric: AnalyticsMetric,
  amount: number,
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: statsKeys.counters(officeId), sk: statsKeys.day(date) },
      UpdateExpression: 'ADD #metric :amount SET expires_at = if_not_exists(expires_at, :expires)',
      ExpressionAttributeNames: { '#metric': metric },
      ExpressionAttributeValues: {
        ':amount': amount,
        ':expires': dayExpiry(date) + COUNTER_DAYS_KEPT * DAY_SECONDS,
      },
    }),
  );
}

/**
 * Counts one event unless this visitor already caused it today: a conditional put of the
 * visitor's marker, then (only if it was new) an ADD to the day's counter. True when counted.
 */
export async function recordEvent(
  officeId: string,
  metric: EventMetric,
  client: string,
  nowMs = Date.now(),
): Promise<boolean> {
  const date = utcDate(nowMs);
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: statsKeys.visitor(date, visitorKey(client, date)),
          sk: statsKeys.marker(metric, officeId),
          expires_at: dayExpiry(date),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  await addToCounter(officeId, date, metric, 1);
  return true;
}

/**
 * What a search writes: one item naming the offices it showed, whatever their number. The
 * roll-up counts them later, so a search never waits on more than this one write.
 */
export async function recordImpressions(
  officeIds: readonly string[],
  client: string,
  nowMs = Date.now(),
): Promise<void> {
  if (officeIds.length === 0) return;
  const date = utcDate(nowMs);
  const id = randomUUID();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        pk: statsKeys.batchShard(Number.parseInt(id.slice(0, 2), 16) % IMPRESSION_SHARDS),
        sk: `${new Date(nowMs).toISOString()}#${id}`,
        date,
        visitor: visitorKey(client, date),
        office_ids: [...new Set(officeIds)],
        expires_at: Math.floor(nowMs / 1000) + BATCH_DAYS_KEPT * DAY_SECONDS,
      },
    }),
  );
}

interface ImpressionBatch {
  pk: string;
  sk: string;
  date: string;
  visitor: string;
  office_ids: string[];
}

/** Most batches one roll-up run takes from a shard; the next run takes the rest. */
const BATCHES_PER_SHARD_RUN = 500;

/**
 * Turns pending impression batches into daily counters:
 * 1. each batch's offices are added to its visitor's set of the day; the set as it was before
 *    says which offices are new for that visitor today;
 * 2. the new ones are summed per office and day, and each sum is added to its counter once;
 * 3. the batches are deleted.
 * A run that stops between steps loses at most its own counts (the sets already hold them) and
 * never counts an impression twice, even when two runs overlap.
 */
export async function rollUpImpressions(): Promise<{ batches: number; counted: number }> {
  const sums = new Map<string, { officeId: string; date: string; count: number }>();
  const done: ImpressionBatch[] = [];
  for (let shard = 0; shard < IMPRESSION_SHARDS; shard += 1) {
    for (const batch of await readBatches(shard)) {
      for (const officeId of await newForVisitor(batch)) {
        const key = `${batch.date}#${officeId}`;
        const sum = sums.get(key) ?? { officeId, date: batch.date, count: 0 };
        sum.count += 1;
        sums.set(key, sum);
      }
      done.push(batch);
    }
  }
  let counted = 0;
  for (const { officeId, date, count } of sums.values()) {
    await addToCounter(officeId, date, 'impressions', count);
    counted += count;
  }
  for (const batch of done) {
    await db().send(
      new DeleteCommand({ TableName: tableName(), Key: { pk: batch.pk, sk: batch.sk } }),
    );
  }
  return { batches: done.length, counted };
}

async function readBatches(shard: number): Promise<ImpressionBatch[]> {
  const batches: ImpressionBatch[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :shard',
        ExpressionAttributeValues: { ':shard': statsKeys.batchShard(shard) },
        Limit: BATCHES_PER_SHARD_RUN - batches.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) batches.push(item as ImpressionBatch);
    startKey = page.LastEvaluatedKey;
  } while (startKey && batches.length < BATCHES_PER_SHARD_RUN);
  return batches;
}

/** Adds a batch's offices to its visitor's set of the day; returns those not in it before. */
async function newForVisitor(batch: ImpressionBatch): Promise<string[]> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: statsKeys.visitor(batch.date, batch.visitor), sk: statsKeys.impressionSet },
      UpdateExpression: 'ADD offices :ids SET expires_at = if_not_exists(expires_at, :expires)',
      ExpressionAttributeValues: {
        ':ids': new Set(batch.office_ids),
        ':expires': dayExpiry(batch.date),
      },
      ReturnValues: 'ALL_OLD',
    }),
  );
  const before = Attributes?.offices as Set<string> | undefined;
  return batch.office_ids.filter((id) => !before?.has(id));
}

/** The office's counters for each day from `from` to `to` (inclusive), zeros for quiet days. */
export async function readDailyCounts(
  officeId: string,
  from: string,
  to: string,
): Promise<Map<string, MetricCounts>> {
  const days = new Map<string, MetricCounts>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :office AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':office': statsKeys.counters(officeId),
          ':from': statsKeys.day(from),
          ':to': statsKeys.day(to),
        },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const count = (metric: AnalyticsMetric) =>
        typeof item[metric] === 'number' ? (item[metric] as number) : 0;
      days.set(String(item.sk).slice('DAY#'.length), {
        impressions: count('impressions'),
        views: count('views'),
        requests: count('requests'),
        calls: count('calls'),
        websites: count('websites'),
      });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return days;
}
