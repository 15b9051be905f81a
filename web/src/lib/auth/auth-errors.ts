/** What went wrong with an identity-service call, in words for the person using the site. */

export const INCORRECT_CREDENTIALS = 'Incorrect email or password.';
export const ACCOUNT_DEACTIVATED = 'Your account has been deactivated. Please contact support.';
export const NETWORK_PROBLEM =
  'We could not reach the sign-in service. Check your internet connection and try again.';
export const WRONG_AUTHENTICATOR_CODE =
  'That code is not right. Enter the current 6-digit code from your authenticator app.';
export const SIGN_IN_EXPIRED = 'This sign-in has expired. Go back and sign in again.';
const FALLBACK = 'Something went wrong. Please try again.';

export type AuthAction =
  | 'signIn'
  | 'signInCode'
  | 'signUp'
  | 'confirmSignUp'
  | 'resetPassword'
  | 'changePassword'
  | 'other';

function nameAndMessage(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name, message: error.message };
  if (typeof error === 'string') return { name: '', message: error };
  return { name: '', message: '' };
}

/**
 * A trigger's refusal arrives wrapped ("PreSignUp failed with error <message>."); the person
 * signing up needs only the message.
 */
export function unwrapTriggerMessage(message: string): string {
  const match = /^[\w-]+ failed with error ([\s\S]+?)\.?$/.exec(message.trim());
  return match?.[1] ? match[1].trim() : message;
}

export function authErrorMessage(error: unknown, action: AuthAction = 'other'): string {
  const { name, message } = nameAndMessage(error);
  if (name === 'NetworkError' || /failed to fetch|network ?error/i.test(message)) {
    return NETWORK_PROBLEM;
  }
  if (action === 'signIn') {
    // Cognito says "User is disabled." only once the password is right.
    if (name === 'NotAuthorizedException' && /disabled/i.test(message)) return ACCOUNT_DEACTIVATED;
    // Unknown account or wrong password: the same words, so neither reveals that an account exists.
    if (
      name === 'NotAuthorizedException' ||
      name === 'UserNotFoundException' ||
      name === 'InvalidPasswordException'
    ) {
      return INCORRECT_CREDENTIALS;
    }
  }
  if (action === 'signInCode') {
    if (name === 'CodeMismatchException') return WRONG_AUTHENTICATOR_CODE;
    // The sign-in waited too long for its code: it starts again.
    if (name === 'NotAuthorizedException') return SIGN_IN_EXPIRED;
  }
  if (action === 'changePassword') {
    if (name === 'NotAuthorizedException') return 'Your current password is not correct.';
    if (name === 'LimitExceededException')
      return 'Too many attempts. Please wait a while and try again.';
  }
  if (action === 'resetPassword' && name === 'UserNotFoundException') {
    // What a wrong code says, so a reset never reveals whether an account exists.
    return 'Invalid verification code provided, please try again.';
  }
  if (name === 'UserLambdaValidationException') return unwrapTriggerMessage(message);
  return message.trim() === '' ? FALLBACK : message;
}
