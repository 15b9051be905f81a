import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../core/db';
import type { OfficeRecord } from '../offices/office-store';

/**
 * A professional's office-to-be, between sign-up and email confirmation. Keyed by the Cognito
 * username, which both the PreSignUp and PostConfirmation events carry: pk=PENDING#<username>,
 * sk=PRACTICE. The expires_at TTL drops unconfirmed ones.
 */
export const pendingPracticeKey = (username: string) => ({
  pk: `PENDING#${username}`,
  sk: 'PRACTICE',
});

/** Unconfirmed sign-ups are forgotten after this long (DynamoDB's TTL removes the item). */
const PENDING_DAYS = 30;

/** Keeps a professional's office-to-be until they confirm their email. */
export async function savePendingPractice(username: string, office: OfficeRecord): Promise<void> {
  const now = Date.now();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...pendingPracticeKey(username),
        office,
        created_at: new Date(now).toISOString(),
        expires_at: Math.floor(now / 1000) + PENDING_DAYS * 86_400,
      },
    }),
  );
}

export async function getPendingPractice(username: string): Promise<OfficeRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: pendingPracticeKey(username),
      ConsistentRead: true,
    }),
  );
  return Item?.office as OfficeRecord | undefined;
}

export async function deletePendingPractice(username: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: pendingPracticeKey(username) }));
}
