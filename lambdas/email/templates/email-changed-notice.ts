import { SITE_NAME, SUPPORT_EMAIL } from '../../../contracts/brand';
import { escapeHtml, headerSafe } from '../escape';
import { htmlLayout, paragraph } from '../layout';
import type { OutgoingEmail } from '../outbox';

/**
 * To the address an account used to sign in with, once a new one is confirmed, so the owner
 * learns of a change they did not make. It names the new address only partly.
 */
export function emailChangedNotice(mail: { oldEmail: string; newEmail: string }): OutgoingEmail {
  const lines = [
    `The email address of your ${SITE_NAME} account was just changed to ${maskEmail(mail.newEmail)}.`,
    'From now on, sign in with the new address. This address gets no more emails about the account.',
    `If you did not make this change, write to ${SUPPORT_EMAIL} at once.`,
  ];
  return {
    to: headerSafe(mail.oldEmail),
    subject: `Your ${SITE_NAME} email address was changed`,
    text: ['Hello,', '', ...lines.flatMap((line) => [line, ''])].join('\n').trimEnd(),
    html: htmlLayout({
      heading: 'Your email address was changed',
      body: [paragraph('Hello,'), ...lines.map((line) => paragraph(escapeHtml(line)))].join(''),
    }),
  };
}

/** "jane.doe@example.com" → "ja…@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '…';
  return `${email.slice(0, Math.min(2, at))}…${email.slice(at)}`;
}
