import { createHash, randomUUID } from 'node:crypto';
import { isConditionFailure } from '../core/db';
import type { OutgoingEmail } from '../email/outbox';
import { storeWithEmails } from '../email/store-with-emails';

/**
 * Notices to the owner of an existing account (someone signed up with their address). At most
 * one per address per hour, whoever keeps trying: the hour is part of the key, so a second
 * notice in the same hour is a conditional put that fails and is dropped. Stored with its email
 * like every other record that owes one, and expires after a month.
 *
 * Keys: pk=NOTICE#<address hash>, sk=SIGN_UP#<hour> (TTL).
 *
 * Notices about the account itself (its sign-in address changed, the account was deleted) are
 * stored the same way, one per event: pk=NOTICE#<id>, sk=ACCOUNT (TTL). Queued in the outbox,
 * they reach the person even after the account is gone.
 */
const NOTICE_TTL_SECONDS = 30 * 24 * 60 * 60;

const noticeKey = (email: string, now: Date) => ({
  pk: `NOTICE#${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`,
  sk: `SIGN_UP#${now.toISOString().slice(0, 13)}`,
});

/** Queues the notice unless this address already got one this hour. */
export async function saveSignUpNotice(
  email: string,
  notice: OutgoingEmail,
  now = new Date(),
): Promise<'queued' | 'already-sent'> {
  try {
    await storeWithEmails({
      key: noticeKey(email, now),
      entity: 'account_notice',
      record: {
        id: randomUUID(),
        created_at: now.toISOString(),
        expires_at: Math.floor(now.getTime() / 1000) + NOTICE_TTL_SECONDS,
      },
      emails: { owner: notice },
    });
    return 'queued';
  } catch (error) {
    if (isConditionFailure(error)) return 'already-sent';
    throw error;
  }
}

/** Queues a notice about an account event (an address change, a deletion); always sent. */
async function saveAccountNotice(notice: OutgoingEmail, now: Date): Promise<void> {
  const id = randomUUID();
  await storeWithEmails({
    key: { pk: `NOTICE#${id}`, sk: 'ACCOUNT' },
    entity: 'account_notice',
    record: {
      id,
      created_at: now.toISOString(),
      expires_at: Math.floor(now.getTime() / 1000) + NOTICE_TTL_SECONDS,
    },
    emails: { owner: notice },
  });
}

export const saveEmailChangeNotice = (notice: OutgoingEmail, now = new Date()) =>
  saveAccountNotice(notice, now);

export const saveAccountDeletedNotice = (notice: OutgoingEmail, now = new Date()) =>
  saveAccountNotice(notice, now);
