/*
 * Sign-up's plain facts, apart from its schemas: the sign-up forms show them before they need
 * any schema, and importing them loads no validation code.
 */

/** The user pool's password policy: length only, no composition rules (NIST SP 800-63B). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. Any characters you like: a few unrelated words make a strong password.`;

export const YEARS_IN_PRACTICE_MAX = 60;

export const practiceTypes = [
  'Solo practice',
  'Group practice',
  'Multi-specialty practice',
  'Dental school clinic',
] as const;
