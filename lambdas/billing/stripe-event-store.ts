import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../core/db';

/**
 * Stripe events already handled, so a redelivered event costs one read. Keys:
 * pk=STRIPE_EVENT#<event id>, sk=STRIPE_EVENT; the item expires (TTL) after Stripe's retry window.
 */
const KEEP_SECONDS = 30 * 24 * 60 * 60;
const eventKey = (eventId: string) => ({ pk: `STRIPE_EVENT#${eventId}`, sk: 'STRIPE_EVENT' });

export async function wasHandled(eventId: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: eventKey(eventId), ConsistentRead: true }),
  );
  return Item !== undefined;
}

export async function markHandled(eventId: string, type: string, now = new Date()): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...eventKey(eventId),
        type,
        handled_at: now.toISOString(),
        expires_at: Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
      },
    }),
  );
}
