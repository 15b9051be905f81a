import type { EmailContent } from '../email/outbox';
import type { AccountCodeMail } from '../email/templates/account-code';
import { emailChangeCode } from '../email/templates/email-change-code';
import { passwordResetCode } from '../email/templates/password-reset-code';
import { signUpCode } from '../email/templates/sign-up-code';

/**
 * Which email carries a Cognito code. The cloud pool's custom-message trigger and the local
 * Cognito both ask here, so a link works the same everywhere.
 */

export type CodeEmailKind = 'signUp' | 'forgotPassword' | 'changeEmail';

export function composeCodeEmail({
  kind,
  ...mail
}: AccountCodeMail & { kind: CodeEmailKind }): EmailContent {
  if (kind === 'forgotPassword') return passwordResetCode(mail);
  if (kind === 'changeEmail') return emailChangeCode(mail);
  return signUpCode(mail);
}
