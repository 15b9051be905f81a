import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  DeleteCommand,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '../core/db';
import { GSI2 } from '../core/table';
import { normalizeAddress, type Suppression, type SuppressionReason } from './ses-feedback';

/**
 * The addresses the outbox never mails again: one item per address, written by the feedback
 * function when SES reports a permanent bounce or a complaint, read by the outbox before each
 * send, listed and lifted by operators (`npm run suppressions`).
 *
 * Keys: `SUPPRESSED#<address>` / `SUPPRESSED`; listed newest first under gsi2 `SUPPRESSIONS`.
 * No TTL: an address stays suppressed until an operator lifts it.
 */
const SK = 'SUPPRESSED';
const LIST_PARTITION = 'SUPPRESSIONS';
const keyOf = (address: string) => ({ pk: `SUPPRESSED#${normalizeAddress(address)}`, sk: SK });

export interface SuppressionRecord {
  address: string;
  reason: SuppressionReason;
  detail: string;
  /** The latest bounce or complaint about the address. */
  suppressed_at: string;
  /** The first time it was suppressed. */
  first_suppressed_at: string;
  /** How many distinct reports SES sent about it. */
  reports: number;
}

/**
 * Records one bounce or complaint. A report delivered again (EventBridge delivers at least once)
 * changes nothing; a new report about the same address updates the reason and the time.
 * Returns false for a report already recorded.
 */
export async function recordSuppression(entry: Suppression): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(entry.address),
        UpdateExpression:
          'SET entity = :entity, address = :address, reason = :reason, detail = :detail, ' +
          'suppressed_at = :at, feedback_id = :feedback, ' +
          'first_suppressed_at = if_not_exists(first_suppressed_at, :at), ' +
          'gsi2pk = :list, gsi2sk = :order ADD reports :one',
        ConditionExpression: 'attribute_not_exists(feedback_id) OR feedback_id <> :feedback',
        ExpressionAttributeValues: {
          ':entity': 'suppression',
          ':address': normalizeAddress(entry.address),
          ':reason': entry.reason,
          ':detail': entry.detail,
          ':at': entry.at,
          ':feedback': entry.feedbackId,
          ':list': LIST_PARTITION,
          ':order': `${entry.at}#${normalizeAddress(entry.address)}`,
          ':one': 1,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

const fields = (item: Record<string, unknown>): SuppressionRecord => ({
  address: String(item.address),
  reason: item.reason as SuppressionReason,
  detail: String(item.detail ?? ''),
  suppressed_at: String(item.suppressed_at),
  first_suppressed_at: String(item.first_suppressed_at ?? item.suppressed_at),
  reports: Number(item.reports ?? 1),
});

export async function getSuppression(address: string): Promise<SuppressionRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keyOf(address), ConsistentRead: true }),
  );
  return Item ? fields(Item) : undefined;
}

/** The suppressed ones among some addresses (one batch read), by normalized address. */
export async function suppressionsAmong(
  addresses: readonly string[],
): Promise<Map<string, SuppressionRecord>> {
  const wanted = [...new Set(addresses.map(normalizeAddress))];
  const found = new Map<string, SuppressionRecord>();
  // BatchGetItem takes up to 100 keys; a record owes a handful of emails.
  for (let start = 0; start < wanted.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = wanted
      .slice(start, start + 100)
      .map((address) => keyOf(address));
    for (let round = 0; keys && keys.length > 0 && round < 5; round += 1) {
      const { Responses, UnprocessedKeys }: BatchGetCommandOutput = await db().send(
        new BatchGetCommand({
          RequestItems: { [tableName()]: { Keys: keys, ConsistentRead: true } },
        }),
      );
      for (const item of Responses?.[tableName()] ?? []) {
        const record = fields(item);
        found.set(record.address, record);
      }
      keys = UnprocessedKeys?.[tableName()]?.Keys;
    }
    if (keys && keys.length > 0) throw new Error('Suppression lookup left keys unprocessed');
  }
  return found;
}

/** Suppressed addresses, newest first. */
export async function listSuppressions(limit = 100): Promise<SuppressionRecord[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI2,
      KeyConditionExpression: 'gsi2pk = :list',
      ExpressionAttributeValues: { ':list': LIST_PARTITION },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map(fields);
}

/** Lets the outbox mail an address again; returns what was lifted, if it was suppressed. */
export async function liftSuppression(address: string): Promise<SuppressionRecord | undefined> {
  const { Attributes } = await db().send(
    new DeleteCommand({ TableName: tableName(), Key: keyOf(address), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes ? fields(Attributes) : undefined;
}
