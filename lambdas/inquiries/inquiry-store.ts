import { randomUUID } from 'node:crypto';
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
