import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../core/db';
import { keys } from '../core/table';
import type { PracticeOffice } from './practice-office';

/** Unconfirmed sign-ups are forgotten after this long (DynamoDB's TTL removes the item). */
const PENDING_DAYS = 30;

/** Keeps a professional's office-to-be until they confirm their email. */
export async function savePendingPractice(username: string, office: PracticeOffice): Promise<void> {
  const now = Date.now();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.pendingPractice(username),
        office,
        created_at: new Date(now).toISOString(),
        expires_at: Math.floor(now / 1000) + PENDING_DAYS * 86_400,
      },
    }),
  );
}

export async function getPendingPractice(username: string): Promise<PracticeOffice | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.pendingPractice(username),
      ConsistentRead: true,
    }),
  );
  return Item?.office as PracticeOffice | undefined;
}

export async function deletePendingPractice(username: string): Promise<void> {
  await db().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.pendingPractice(username) }),
  );
}
