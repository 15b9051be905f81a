import * as z from '../zod';
import { emailField, optionalText, phoneField, requiredText, urlField } from '../fields';
import { defineRoute } from '../http';
import { specialties } from '../office-facts';
import { userType } from './profile';
import { PASSWORD_MIN_LENGTH, YEARS_IN_PRACTICE_MAX, practiceTypes } from './sign-up-facts';

export {
  PASSWORD_HINT,
  PASSWORD_MIN_LENGTH,
  YEARS_IN_PRACTICE_MAX,
  practiceTypes,
} from './sign-up-facts';
export { splitContactName } from '../person-name';

/**
 * Sign-up and sign-in. The web forms and the PreSignUp trigger validate with these same schemas;
 * the values travel to Cognito, not to the HTTP API.
 */

export const newPasswordField = z
  .string({ error: 'Password is required' })
  .check(
    z.minLength(1, 'Password is required'),
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(256, 'Password must be at most 256 characters'),
  );

export const requiredPhone = (label: string) =>
  z.pipe(
    z
      .string({ error: `${label} is required` })
      .check(z.trim(), z.minLength(1, `${label} is required`)),
    phoneField(label),
  );

const yearsMessage = `Years in practice must be a number from 0 to ${YEARS_IN_PRACTICE_MAX}`;

/** A form sends text, the trigger receives a number; an empty field means not given. */
const yearsInPracticeField = z.pipe(
  z.pipe(
    z.optional(z.union([z.string(), z.number()])),
    z.transform((value: string | number | undefined) =>
      value === undefined || (typeof value === 'string' && value.trim() === '')
        ? undefined
        : Number(value),
    ),
  ),
  z.optional(
    z
      .number({ error: yearsMessage })
      .check(
        z.int(yearsMessage),
        z.minimum(0, yearsMessage),
        z.maximum(YEARS_IN_PRACTICE_MAX, yearsMessage),
      ),
  ),
);

const officeZipField = z
  .string({ error: 'ZIP code is required' })
  .check(
    z.trim(),
    z.minLength(1, 'ZIP code is required'),
    z.regex(/^\d{5}$/, 'ZIP code must be exactly 5 digits'),
  );

/**
 * What a professional tells us about their practice at sign-up. It travels to the PreSignUp
 * trigger as client metadata and becomes their (inactive) office listing on confirmation.
 */
export const practiceDetails = z.object({
  contactName: requiredText('Contact name', 120),
  officeName: requiredText('Office name', 120),
  phone: requiredPhone('Office phone'),
  address: requiredText('Office address', 200),
  zip: officeZipField,
  specialty: z.enum(specialties, { error: 'Specialty is required' }),
  services: optionalText('Services', 500),
  website: urlField('Website'),
  couponOffer: optionalText('Coupon offer', 200),
  practiceType: z.pipe(
    z.optional(
      z.union([z.literal(''), z.enum(practiceTypes)], {
        error: 'Choose a practice type from the list',
      }),
    ),
    z.transform((value: '' | (typeof practiceTypes)[number] | undefined) =>
      value ? value : undefined,
    ),
  ),
  yearsInPractice: yearsInPracticeField,
  emergencyServices: z._default(z.boolean(), false),
  acceptingNewPatients: z._default(z.boolean(), true),
  languagesSpoken: optionalText('Languages spoken', 200),
  insuranceAccepted: optionalText('Insurance accepted', 300),
  officeHours: optionalText('Office hours', 200),
  practiceDescription: optionalText('Practice description', 1000),
  facebookUrl: urlField('Facebook'),
  instagramUrl: urlField('Instagram'),
});
export type PracticeDetailsInput = z.input<typeof practiceDetails>;
export type PracticeDetails = z.output<typeof practiceDetails>;

/** The client-metadata key that carries the practice details to the PreSignUp trigger. */
export const PRACTICE_METADATA_KEY = 'practice';

/**
 * Both passwords are plain strings here: when they differ, the form does nothing at all
 * (no message, no request), so that rule lives in the form, not in the schema.
 */
const passwordPair = {
  password: newPasswordField,
  confirmPassword: z.string(),
};

export const patientSignUp = z.object({
  firstName: requiredText('First name', 60),
  lastName: requiredText('Last name', 60),
  email: emailField,
  phone: requiredPhone('Phone'),
  address: optionalText('Address', 200),
  bestTimeToCall: optionalText('Best time to call', 60),
  ...passwordPair,
});
export type PatientSignUpValues = z.input<typeof patientSignUp>;
export type PatientSignUp = z.output<typeof patientSignUp>;

export const professionalSignUp = z.extend(practiceDetails, {
  email: emailField,
  ...passwordPair,
});
export type ProfessionalSignUpValues = z.input<typeof professionalSignUp>;
export type ProfessionalSignUp = z.output<typeof professionalSignUp>;

export const signInInput = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, 'Password is required')),
  remember: z.boolean(),
});
export type SignInValues = z.input<typeof signInInput>;

const codeField = z
  .string({ error: 'Code is required' })
  .check(
    z.trim(),
    z.minLength(1, 'Code is required'),
    z.regex(/^\d{6}$/, 'Enter the 6-digit code from the email'),
  );

export const confirmSignUpInput = z.object({ email: emailField, code: codeField });
export type ConfirmSignUpValues = z.input<typeof confirmSignUpInput>;

/** The 6-digit code an authenticator app shows, asked for at sign-in and when setting one up. */
export const authenticatorCodeInput = z.object({
  code: z
    .string({ error: 'Code is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Code is required'),
      z.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
    ),
});
export type AuthenticatorCodeValues = z.input<typeof authenticatorCodeInput>;

export const passwordResetRequest = z.object({ email: emailField });
export type PasswordResetRequestValues = z.input<typeof passwordResetRequest>;

export const passwordResetConfirm = z
  .object({
    email: emailField,
    code: codeField,
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((value) => value.password === value.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );
export type PasswordResetConfirmValues = z.input<typeof passwordResetConfirm>;

/**
 * The sign-up the site sends to the API (which passes it on to the user pool): the account's
 * attributes as the forms map them, and a professional's practice. The answer is the same for a
 * new address and for one that already has an account, so sign-up never reveals who has one.
 */
export const signUpInput = z.strictObject({
  email: emailField,
  password: newPasswordField,
  attributes: z.strictObject({
    given_name: requiredText('First name', 120),
    family_name: z
      .string()
      .check(z.trim(), z.maxLength(120, 'Last name must be at most 120 characters')),
    'custom:user_type': userType,
    'custom:phone': requiredPhone('Phone'),
    address: optionalText('Address', 200),
    'custom:best_time_to_call': optionalText('Best time to call', 60),
  }),
  practice: z.optional(practiceDetails),
});
export type SignUpInput = z.input<typeof signUpInput>;

export const signUpRoutes = [
  defineRoute({
    id: 'signUp',
    method: 'POST',
    path: '/api/accounts/sign-up',
    access: 'public',
    body: signUpInput,
    response: z.object({ status: z.literal('check_email') }),
    successStatus: 202,
  }),
] as const;
