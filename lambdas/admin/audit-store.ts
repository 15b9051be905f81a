import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditRecord } from '../../contracts/admin';
import { db, tableName } from '../core/db';
import type { Identity } from '../core/identity';
import { queryListing } from '../core/listing';
import { stripKeys } from '../core/table';

/**
 * The admin audit trail: one insert-only record per admin action (who, what, which record, the
 * state before and after, when). No route edits or deletes a record.
 *
 * Keys: pk=AUDIT#<id>, sk=AUDIT; listed in gsi2 (gsi2pk=AUDIT, gsi2sk=<at>#<id>), newest first.
 */
const AUDIT_LISTING = 'AUDIT';
const auditKeys = {
  item: (id: string) => ({ pk: `AUDIT#${id}`, sk: 'AUDIT' }),
  listing: (at: string, id: string) => ({ gsi2pk: AUDIT_LISTING, gsi2sk: `${at}#${id}` }),
};

export type AdminAction = Pick<
  AuditRecord,
  'action' | 'target_type' | 'target_id' | 'target_label'
> & {
  before: object | null;
  after: object | null;
};

/** Records what an admin did. */
export async function recordAdminAction(actor: Identity, action: AdminAction): Promise<void> {
  const record: AuditRecord = {
    id: randomUUID(),
    at: new Date().toISOString(),
    actor_id: actor.userId,
    actor_email: actor.email,
    action: action.action,
    target_type: action.target_type,
    target_id: action.target_id,
    target_label: action.target_label,
    before: action.before as AuditRecord['before'],
    after: action.after as AuditRecord['after'],
  };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...auditKeys.item(record.id),
        ...auditKeys.listing(record.at, record.id),
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** The latest admin actions, newest first. */
export async function latestAdminActions(limit: number): Promise<AuditRecord[]> {
  const { items } = await queryListing(AUDIT_LISTING, { limit });
  return items.map((item) => stripKeys(item) as AuditRecord);
}
