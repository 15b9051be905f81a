import { escapeHtml } from '../email/escape';

/**
 * The emails that carry a Cognito code: the sign-up verification and the password reset. The
 * cloud pool's custom-message trigger and the local Cognito both send these words, so a link
 * works the same everywhere.
 */

export type CodeEmailKind = 'signUp' | 'forgotPassword';

export interface CodeEmailInput {
  kind: CodeEmailKind;
  /** Site root, without a trailing slash. */
  siteUrl: string;
  email: string;
  firstName?: string;
  /** The code, or Cognito's `{####}` placeholder that it replaces after the trigger returns. */
  code: string;
}

export interface CodeEmail {
  subject: string;
  text: string;
  html: string;
}

/** `/?confirm=1&email=…&code=…`: the site root confirms the account when opened. */
export function confirmationLink(siteUrl: string, email: string, code: string): string {
  // The code stays as is: the placeholder must reach Cognito unencoded to be replaced.
  return `${siteUrl}/?confirm=1&email=${encodeURIComponent(email)}&code=${code}`;
}

export const resetLink = (siteUrl: string, email: string): string =>
  `${siteUrl}/forgot-password?email=${encodeURIComponent(email)}`;

const paragraphs = (parts: string[]) => parts.join('\n\n');
const htmlParagraphs = (parts: string[]) => parts.map((part) => `<p>${part}</p>`).join('\n');

export function composeCodeEmail({
  kind,
  siteUrl,
  email,
  firstName,
  code,
}: CodeEmailInput): CodeEmail {
  const name = firstName?.trim() || 'there';
  const greeting = `Hi ${name},`;
  if (kind === 'forgotPassword') {
    const link = resetLink(siteUrl, email);
    return {
      subject: 'Your SmileGuide password reset code',
      text: paragraphs([
        greeting,
        `Your password reset code is ${code}.`,
        `Enter it on the reset page: ${link}`,
        'If you did not ask to reset your password, you can ignore this email.',
      ]),
      html: htmlParagraphs([
        escapeHtml(greeting),
        `Your password reset code is <strong>${code}</strong>.`,
        `Enter it on the <a href="${escapeHtml(link)}">reset page</a>.`,
        'If you did not ask to reset your password, you can ignore this email.',
      ]),
    };
  }
  const link = confirmationLink(siteUrl, email, code);
  return {
    subject: 'Confirm your SmileGuide account',
    text: paragraphs([
      greeting,
      `Welcome to SmileGuide. Your verification code is ${code}.`,
      `Or confirm in one click: ${link}`,
      'If you did not create an account, you can ignore this email.',
    ]),
    html: htmlParagraphs([
      escapeHtml(greeting),
      `Welcome to SmileGuide. Your verification code is <strong>${code}</strong>.`,
      `Or <a href="${escapeHtml(link)}">confirm your account in one click</a>.`,
      'If you did not create an account, you can ignore this email.',
    ]),
  };
}
