import { SITE_NAME } from '../../../contracts/brand';
import { escapeHtml, headerSafe } from '../escape';
import { htmlLayout, paragraph } from '../layout';
import type { OutgoingEmail } from '../outbox';

/**
 * To the owner of an existing account when someone signs up with its address. The sign-up page
 * shows everyone the same "check your email" answer, so only the address's owner learns that the
 * account exists. It names no one and carries nothing the person signing up typed.
 */
export function accountExistsNotice(mail: { email: string }): OutgoingEmail {
  const lines = [
    `Someone, perhaps you, just tried to create a ${SITE_NAME} account with this email address.`,
    'You already have an account, so no new one was created.',
    'To get in, sign in with your password; if you forgot it, choose "Forgot password?" on the sign-in page.',
    'If this was not you, you can ignore this email: your account has not changed.',
  ];
  return {
    to: headerSafe(mail.email),
    subject: `You already have a ${SITE_NAME} account`,
    text: ['Hello,', '', ...lines.flatMap((line) => [line, ''])].join('\n').trimEnd(),
    html: htmlLayout({
      heading: 'You already have an account',
      body: [paragraph('Hello,'), ...lines.map((line) => paragraph(escapeHtml(line)))].join(''),
    }),
  };
}
