import type { CustomMessageTriggerEvent } from 'aws-lambda';
import * as z from '../../contracts/zod';
import { withInvocationContext } from '../core/invocation';
import { composeCodeEmail, type CodeEmailKind } from './code-emails';

const kinds: Partial<Record<CustomMessageTriggerEvent['triggerSource'], CodeEmailKind>> = {
  CustomMessage_SignUp: 'signUp',
  CustomMessage_ResendCode: 'signUp',
  CustomMessage_ForgotPassword: 'forgotPassword',
  // A new sign-in address: the code goes to the new address, which the trigger sees as `email`.
  CustomMessage_UpdateUserAttribute: 'changeEmail',
  CustomMessage_VerifyUserAttribute: 'changeEmail',
};

let siteUrl: string | undefined;
/** The site the links open, set by the deployment; parsed once per cold start. */
function site(): string {
  siteUrl ??= z
    .url({ error: 'SITE_URL must be the site address' })
    .parse(process.env.SITE_URL)
    .replace(/\/+$/, '');
  return siteUrl;
}

/**
 * Writes the verification and password-reset emails (a Cognito trigger; the local Cognito sends
 * the same words itself). Cognito's own template cannot name the account in a link, so the
 * one-click confirmation link is built here, with the code placeholder Cognito fills in.
 */
export const handler = withInvocationContext(
  async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
    const kind = kinds[event.triggerSource];
    const email = event.request.userAttributes.email;
    if (!kind || !email) return event;
    const message = composeCodeEmail({
      kind,
      siteUrl: site(),
      email,
      firstName: event.request.userAttributes.given_name,
      code: event.request.codeParameter,
    });
    event.response.emailSubject = message.subject;
    event.response.emailMessage = message.html;
    return event;
  },
);
