import { SITE_SHORT_NAME } from '../../../contracts/brand';
import { escapeHtml } from '../escape';
import { htmlLayout, paragraph } from '../layout';
import type { EmailContent } from '../outbox';
import { greeting, type AccountCodeMail } from './account-code';

export const resetLink = (siteUrl: string, email: string): string =>
  `${siteUrl}/forgot-password?email=${encodeURIComponent(email)}`;

/** The password reset: the code, and a link to the reset page with the address filled in. */
export function passwordResetCode({
  siteUrl,
  email,
  firstName,
  code,
}: AccountCodeMail): EmailContent {
  const link = resetLink(siteUrl, email);
  const hello = greeting(firstName);
  return {
    subject: `Your ${SITE_SHORT_NAME} password reset code`,
    text: [
      hello,
      `Your password reset code is ${code}.`,
      `Enter it on the reset page: ${link}`,
      'If you did not ask to reset your password, you can ignore this email.',
    ].join('\n\n'),
    html: htmlLayout({
      body: [
        paragraph(escapeHtml(hello)),
        paragraph(`Your password reset code is <strong>${code}</strong>.`),
        paragraph(`Enter it on the <a href="${escapeHtml(link)}">reset page</a>.`),
        paragraph('If you did not ask to reset your password, you can ignore this email.'),
      ].join(''),
    }),
  };
}
