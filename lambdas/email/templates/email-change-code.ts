import { SITE_SHORT_NAME } from '../../../contracts/brand';
import { escapeHtml } from '../escape';
import { htmlLayout, paragraph } from '../layout';
import type { EmailContent } from '../outbox';
import { greeting, type AccountCodeMail } from './account-code';

/**
 * To a new address someone asked to sign in with: the code that confirms it. Nothing changes on
 * the account until the code is entered on the profile page.
 */
export function emailChangeCode({ firstName, code }: AccountCodeMail): EmailContent {
  const hello = greeting(firstName);
  const lines = [
    `You asked to sign in to ${SITE_SHORT_NAME} with this email address.`,
    'Enter the code on your profile page to confirm it. Until then, your account keeps its current address.',
    'If you did not ask for this, you can ignore this email.',
  ];
  return {
    subject: `Confirm your new ${SITE_SHORT_NAME} email address`,
    text: [hello, lines[0], `Your confirmation code is ${code}.`, lines[1], lines[2]].join('\n\n'),
    html: htmlLayout({
      body: [
        paragraph(escapeHtml(hello)),
        paragraph(escapeHtml(lines[0] ?? '')),
        paragraph(`Your confirmation code is <strong>${code}</strong>.`),
        paragraph(escapeHtml(lines[1] ?? '')),
        paragraph(escapeHtml(lines[2] ?? '')),
      ].join(''),
    }),
  };
}
