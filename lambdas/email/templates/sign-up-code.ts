import { SITE_SHORT_NAME } from '../../../contracts/brand';
import { escapeHtml } from '../escape';
import { htmlLayout, paragraph } from '../layout';
import type { EmailContent } from '../outbox';
import { greeting, type AccountCodeMail } from './account-code';

/** `/?confirm=1&email=…&code=…`: the site root confirms the account when opened. */
export function confirmationLink(siteUrl: string, email: string, code: string): string {
  // The code stays as is: the placeholder must reach Cognito unencoded to be replaced.
  return `${siteUrl}/?confirm=1&email=${encodeURIComponent(email)}&code=${code}`;
}

/** The sign-up verification: the code, and a link that confirms the account in one click. */
export function signUpCode({ siteUrl, email, firstName, code }: AccountCodeMail): EmailContent {
  const link = confirmationLink(siteUrl, email, code);
  const hello = greeting(firstName);
  return {
    subject: `Confirm your ${SITE_SHORT_NAME} account`,
    text: [
      hello,
      `Welcome to ${SITE_SHORT_NAME}. Your verification code is ${code}.`,
      `Or confirm in one click: ${link}`,
      'If you did not create an account, you can ignore this email.',
    ].join('\n\n'),
    html: htmlLayout({
      body: [
        paragraph(escapeHtml(hello)),
        paragraph(
          `Welcome to ${escapeHtml(SITE_SHORT_NAME)}. Your verification code is <strong>${code}</strong>.`,
        ),
        paragraph(`Or <a href="${escapeHtml(link)}">confirm your account in one click</a>.`),
        paragraph('If you did not create an account, you can ignore this email.'),
      ].join(''),
    }),
  };
}
