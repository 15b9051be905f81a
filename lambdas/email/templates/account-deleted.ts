import { SITE_NAME, SUPPORT_EMAIL } from '../../../contracts/brand';
import { escapeHtml, headerSafe } from '../escape';
import { htmlLayout, paragraph } from '../layout';
import type { OutgoingEmail } from '../outbox';

/** To the address of an account its owner just deleted: what was removed, and what was kept. */
export function accountDeleted(mail: { email: string; professional: boolean }): OutgoingEmail {
  const lines = [
    `Your ${SITE_NAME} account has been deleted, as you asked. You have been signed out everywhere.`,
    ...(mail.professional
      ? ['Your office listing was removed from the directory and your subscription was cancelled.']
      : []),
    'Your profile is gone. Discount requests you sent stay with the offices, without your name or contact details.',
    'You can create a new account with this address at any time.',
    `If you did not delete your account, write to ${SUPPORT_EMAIL}.`,
  ];
  return {
    to: headerSafe(mail.email),
    subject: `Your ${SITE_NAME} account was deleted`,
    text: ['Hello,', '', ...lines.flatMap((line) => [line, ''])].join('\n').trimEnd(),
    html: htmlLayout({
      heading: 'Your account was deleted',
      body: [paragraph('Hello,'), ...lines.map((line) => paragraph(escapeHtml(line)))].join(''),
    }),
  };
}
