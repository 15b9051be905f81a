import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../core/db';
import { deliverPending, outboxAttributes, type OutgoingEmail } from '../email/outbox';
import { logger } from '../core/logger';
import { keys } from '../core/table';

/**
 * Discount inquiries and contact messages are insert only. Each is written together with the
 * emails it owes in one conditional PutItem, so a stored request always has its emails queued
 * and an email is never queued for a request that was not stored.
 *
 * An office's inquiries are not indexed yet: gsi2 on these items belongs to the outbox while
 * emails are pending, and one item holds one gsi2 pair. The item keeps office_id and created_at
 * so a dedicated index (see access pattern 7 in core/table.ts) can be added, and backfilled by
 * DynamoDB, when a screen lists them.
 */

export interface DiscountInquiryRecord {
  id: string;
  office_id: string;
  office_name: string;
  user_name: string;
  user_email: string;
  user_phone?: string;
  user_location?: string;
  message?: string;
  created_at: string;
}

export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

type RecordKey = { pk: string; sk: string };

/** A fresh id and timestamp for a new record. */
export function newRecordId(now = new Date()): { id: string; created_at: string } {
  return { id: randomUUID(), created_at: now.toISOString() };
}

async function insertWithEmails(
  key: RecordKey,
  entity: string,
  record: { id: string; created_at: string },
  emails: Record<string, OutgoingEmail>,
): Promise<void> {
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

export async function saveDiscountInquiry(
  inquiry: DiscountInquiryRecord,
  emails: Record<string, OutgoingEmail>,
): Promise<void> {
  const key = keys.inquiry(inquiry.id);
  await insertWithEmails(key, 'discount_inquiry', inquiry, emails);
  await deliverNow(key, 'discount_inquiry');
}

export async function saveContactMessage(
  message: ContactMessageRecord,
  emails: Record<string, OutgoingEmail>,
): Promise<void> {
  const key = keys.contactMessage(message.id);
  await insertWithEmails(key, 'contact_message', message, emails);
  await deliverNow(key, 'contact_message');
}
