import * as z from '../zod';
import { billingSummary } from '../billing';
import { myAnalytics, myOffice } from '../dashboard';
import { defineRoute } from '../http';
import { emailField } from '../fields';
import { profile } from './profile';
import { newPasswordField } from './sign-up';

/**
 * Account self-service: the signed-in user's own security settings and data. Every route acts on
 * the caller only; none takes a user id.
 */

/** The current password, asked again before anything that cannot be undone or lowers security. */
export const currentPassword = z
  .string({ error: 'Password is required' })
  .check(
    z.minLength(1, 'Password is required'),
    z.maxLength(256, 'Password must be at most 256 characters'),
  );

/** Changing the password on the profile page: the current one, then the new one twice. */
export const changePasswordForm = z
  .object({
    currentPassword,
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((value) => value.newPassword === value.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );
export type ChangePasswordValues = z.input<typeof changePasswordForm>;

export const changeEmailForm = z.object({ email: emailField });
export type ChangeEmailValues = z.input<typeof changeEmailForm>;

/** Deleting the account on the profile page: the password and a ticked confirmation. */
export const deleteAccountForm = z.object({
  password: currentPassword,
  confirm: z.boolean().check(z.refine((value) => value, 'Tick the box to confirm')),
});
export type DeleteAccountValues = z.input<typeof deleteAccountForm>;

export const deleteAccountBody = z.strictObject({
  password: currentPassword,
  /** The user ticked "I understand this cannot be undone". */
  confirm: z.literal(true, { error: 'Confirm that you want to delete your account' }),
});
export type DeleteAccountInput = z.input<typeof deleteAccountBody>;

export const disableTwoStepBody = z.strictObject({ password: currentPassword });
export type DisableTwoStepInput = z.input<typeof disableTwoStepBody>;

export const twoStepState = z.object({ two_step_enabled: z.boolean() });

export const accountDeleted = z.object({ deleted: z.literal(true) });
export const signedOutEverywhere = z.object({ signed_out: z.literal(true) });

/** A discount request as its sender sees it in their export. */
const exportedDiscountRequest = z.object({
  id: z.string(),
  office_id: z.string(),
  office_name: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  user_phone: z.optional(z.string()),
  user_location: z.optional(z.string()),
  message: z.optional(z.string()),
  created_at: z.string(),
});

const exportedContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
});

/** Everything the product holds about the caller, as one JSON document. */
export const accountExport = z.object({
  exported_at: z.string(),
  account: z.object({
    user_id: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    created_at: z.nullable(z.string()),
    groups: z.array(z.string()),
    two_step_enabled: z.boolean(),
  }),
  profile: z.nullable(profile),
  discount_requests: z.array(exportedDiscountRequest),
  contact_messages: z.array(exportedContactMessage),
  /** A professional's listing, its billing status and its analytics; null for anyone else. */
  practice: z.nullable(
    z.object({
      office: myOffice,
      billing: z.nullable(billingSummary),
      analytics: myAnalytics,
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExport>;

/** The file name the export is saved under. */
export const EXPORT_FILE_NAME = 'smileguide-my-data.json';

export const accountRoutes = [
  defineRoute({
    id: 'exportMyData',
    method: 'GET',
    path: '/api/account/export',
    access: 'user',
    response: accountExport,
    attachment: EXPORT_FILE_NAME,
  }),
  defineRoute({
    id: 'deleteMyAccount',
    method: 'POST',
    path: '/api/account/delete',
    access: 'user',
    body: deleteAccountBody,
    response: accountDeleted,
  }),
  defineRoute({
    id: 'signOutEverywhere',
    method: 'POST',
    path: '/api/account/sign-out-everywhere',
    access: 'user',
    response: signedOutEverywhere,
  }),
  /** Records that the caller turned on an authenticator app (checked with the user pool). */
  defineRoute({
    id: 'confirmTwoStep',
    method: 'POST',
    path: '/api/account/two-step',
    access: 'user',
    response: twoStepState,
  }),
  defineRoute({
    id: 'disableTwoStep',
    method: 'POST',
    path: '/api/account/two-step/disable',
    access: 'user',
    body: disableTwoStepBody,
    response: twoStepState,
  }),
  /** Copies a confirmed new sign-in email from the user pool to the profile. */
  defineRoute({
    id: 'syncMyEmail',
    method: 'POST',
    path: '/api/account/email',
    access: 'user',
    response: profile,
  }),
] as const;
