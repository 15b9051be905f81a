/**
 * What the two emails carrying a Cognito code (sign-up verification, password reset) are built
 * from. Cognito sends them itself, in the cloud through the custom-message trigger and locally
 * through the local Cognito, so they have no recipient here.
 */
export interface AccountCodeMail {
  /** Site root, without a trailing slash. */
  siteUrl: string;
  email: string;
  firstName?: string;
  /** The code, or Cognito's `{####}` placeholder that it replaces after the trigger returns. */
  code: string;
}

export const greeting = (firstName: string | undefined): string =>
  `Hi ${firstName?.trim() || 'there'},`;
