import { randomUUID } from 'node:crypto';
import { ScanCommand, UpdateCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '../core/db';
import { stripKeys } from '../core/table';
import type { OutgoingEmail } from '../email/outbox';
import { storeWithEmails } from '../email/store-with-emails';

/**
 * Discount inquiries and contact messages are insert only. Each is stored together with the
 * emails it owes (see email/store-with-emails.ts), so a stored request always has its emails
 * queued and an email is never queued for a request that was not stored.
 *
 * An office's inquiries are not indexed yet: gsi2 on these items belongs to the outbox while
 * emails are pending, and one item holds one gsi2 pair. The item keeps office_id and created_at
 * so a dedicated index (see core/table.ts) can be added, and backfilled by DynamoDB, when a
 * screen lists them.
 *
 * Keys: pk=INQUIRY#<id>, sk=INQUIRY; pk=CONTACT#<id>, sk=CONTACT; pk=LEAD#<id>, sk=LEAD.
 *
 * A sender's own requests and messages (for their data export, and to remove their personal data
 * when they delete their account) are found by a filtered Scan of the table: both are rare,
 * user-initiated operations, and the scan also finds requests stored before any index existed. At
 * a size where that costs too much, a sparse index on the sender's address takes its place.
 */
const inquiryKey = (id: string) => ({ pk: `INQUIRY#${id}`, sk: 'INQUIRY' });
const contactMessageKey = (id: string) => ({ pk: `CONTACT#${id}`, sk: 'CONTACT' });
const voiceLeadKey = (id: string) => ({ pk: `LEAD#${id}`, sk: 'LEAD' });

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

/** A visitor the voice assistant put in touch with support and the nearest offices. */
export interface VoiceLeadRecord {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  zip_code: string;
  concern?: string;
  user_location: string;
  /** The offices recommended to the visitor, which were emailed the lead. */
  office_ids: string[];
  created_at: string;
}

/** A fresh id and timestamp for a new record. */
export function newRecordId(now = new Date()): { id: string; created_at: string } {
  return { id: randomUUID(), created_at: now.toISOString() };
}

export async function saveDiscountInquiry(
  inquiry: DiscountInquiryRecord,
  emails: { office: OutgoingEmail; requester: OutgoingEmail },
): Promise<void> {
  await storeWithEmails({
    key: inquiryKey(inquiry.id),
    entity: 'discount_inquiry',
    record: inquiry,
    emails,
  });
}

export async function saveContactMessage(
  message: ContactMessageRecord,
  emails: { support: OutgoingEmail; sender: OutgoingEmail },
): Promise<void> {
  await storeWithEmails({
    key: contactMessageKey(message.id),
    entity: 'contact_message',
    record: message,
    emails,
  });
}

export async function saveVoiceLead(
  lead: VoiceLeadRecord,
  emails: Record<string, OutgoingEmail>,
): Promise<void> {
  await storeWithEmails({ key: voiceLeadKey(lead.id), entity: 'voice_lead', record: lead, emails });
}

const DISCOUNT_INQUIRY = 'discount_inquiry';
const CONTACT_MESSAGE = 'contact_message';

/** What replaces a sender's name and contact details once they delete their account. */
export const REMOVED_NAME = 'Deleted account';
export const REMOVED_CONTACT = 'removed';

/** The stored forms of an address a visitor may have typed (as typed, and in lower case). */
const addressForms = (email: string) => [...new Set([email, email.toLowerCase()])];

interface SentItem {
  pk: string;
  sk: string;
  entity: string;
  record: Record<string, unknown>;
}

/** Every discount request and contact message sent from this address. */
async function findSentFrom(email: string): Promise<SentItem[]> {
  const forms = addressForms(email);
  const values: Record<string, unknown> = {
    ':inquiry': DISCOUNT_INQUIRY,
    ':contact': CONTACT_MESSAGE,
  };
  forms.forEach((form, index) => (values[`:e${index}`] = form));
  const matches = (attribute: string) =>
    forms.map((_form, index) => `${attribute} = :e${index}`).join(' OR ');
  const items: SentItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await db().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression:
          `(entity = :inquiry AND (${matches('user_email')})) OR ` +
          `(entity = :contact AND (${matches('email')}))`,
        ExpressionAttributeValues: values,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of page.Items ?? []) {
      const { mail: _mail, entity, ...rest } = stripKeys(item) as Record<string, unknown>;
      items.push({
        pk: String(item.pk),
        sk: String(item.sk),
        entity: String(entity),
        record: rest,
      });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

const byNewest = (a: { created_at: string }, b: { created_at: string }) =>
  b.created_at.localeCompare(a.created_at);

/** The discount requests and contact messages a visitor sent from this address, newest first. */
export async function listSentFrom(email: string): Promise<{
  discountRequests: DiscountInquiryRecord[];
  contactMessages: ContactMessageRecord[];
}> {
  const items = await findSentFrom(email);
  const pick = <T>(entity: string) =>
    items.filter((item) => item.entity === entity).map((item) => item.record as unknown as T);
  return {
    discountRequests: pick<DiscountInquiryRecord>(DISCOUNT_INQUIRY).sort(byNewest),
    contactMessages: pick<ContactMessageRecord>(CONTACT_MESSAGE).sort(byNewest),
  };
}

/**
 * Removes the sender's personal data from what they sent: an office keeps its discount request
 * (office, date, message) with the name and contact details replaced; a contact message keeps
 * only its subject and date. The stored copies of emails already sent go too; a record whose
 * emails are still waiting in the outbox keeps them until they are delivered.
 */
export async function anonymizeSentFrom(email: string): Promise<number> {
  const items = await findSentFrom(email);
  for (const item of items) {
    const update =
      item.entity === DISCOUNT_INQUIRY
        ? {
            set: 'user_name = :name, user_email = :contact',
            remove: ['user_phone', 'user_location'],
          }
        : { set: '#name = :name, email = :contact, message = :contact', remove: [] as string[] };
    const send = (removeEmails: boolean) =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression:
            `SET ${update.set}` +
            (update.remove.length || removeEmails
              ? ` REMOVE ${[...update.remove, ...(removeEmails ? ['mail'] : [])].join(', ')}`
              : ''),
          ConditionExpression: removeEmails
            ? 'attribute_exists(pk) AND attribute_not_exists(gsi2pk)'
            : 'attribute_exists(pk)',
          ...(item.entity === CONTACT_MESSAGE
            ? { ExpressionAttributeNames: { '#name': 'name' } }
            : {}),
          ExpressionAttributeValues: { ':name': REMOVED_NAME, ':contact': REMOVED_CONTACT },
        }),
      );
    try {
      await send(true);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      await send(false);
    }
  }
  return items.length;
}
