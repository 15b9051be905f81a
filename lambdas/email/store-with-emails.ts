import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../core/db';
import { logger } from '../core/logger';
import { deliverPending, outboxAttributes, type OutgoingEmail, type RecordKey } from './outbox';

/** Every attribute of the record is stored; these two also key its outbox entry. */
type NewRecord = { id: string; created_at: string };

export interface RecordWithEmails<T extends NewRecord> {
  /** The record's table keys, from its entity's key builder in core/table.ts. */
  key: RecordKey;
  /** The entity name stored on the item, and named in logs. */
  entity: string;
  record: T;
  /** The emails it owes, by a name unique within the record. */
  emails: Record<string, OutgoingEmail>;
}

/**
 * Stores a new record together with the emails it owes in one conditional PutItem, so a stored
 * record always has its emails queued and no email is queued for a record that was not stored,
 * then makes the first delivery attempt. It fails only when the record could not be stored; a
 * failed send is left to the outbox retry.
 */
export async function storeWithEmails<T extends NewRecord>({
  key,
  entity,
  record,
  emails,
}: RecordWithEmails<T>): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...key,
        entity,
        ...record,
        ...outboxAttributes(record.created_at, record.id, emails),
      },
      // Insert only: a random id never collides, and if it ever did nothing would be overwritten.
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  await deliverNow(key, entity);
}

/**
 * First delivery attempt, on the request path. The record is already stored with its emails
 * pending, so any failure here is left to the outbox retry and the request still succeeds.
 */
async function deliverNow(key: RecordKey, entity: string): Promise<void> {
  try {
    const { failed } = await deliverPending(key);
    if (failed > 0) logger.warn('emails left for the outbox retry', { entity, failed });
  } catch (error) {
    logger.warn('first delivery attempt failed; the outbox retry will send', {
      entity,
      reason: error instanceof Error ? error.name : 'Unknown',
    });
  }
}
