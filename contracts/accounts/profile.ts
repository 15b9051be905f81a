import * as z from '../zod';
import { defineRoute } from '../http';
import { phoneField, requiredText } from '../fields';

export const userTypes = ['patient', 'professional'] as const;
export const userType = z.enum(userTypes);
export type UserType = z.infer<typeof userType>;

export const profile = z.object({
  user_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_type: userType,
  phone: z.optional(z.string()),
  address: z.optional(z.string()),
  best_time_to_call: z.optional(z.string()),
  /** A professional's office listing, created from the practice details given at sign-up. */
  office_id: z.optional(z.string()),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profile>;

/**
 * The fields a user may change on their own profile. The object is strict, so any other key
 * (user_type, active, user_id, email…) is refused with a 400 naming it: no mass assignment.
 */
export const profileUpdate = z
  .strictObject({
    first_name: z.optional(
      z.string().check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(60)),
    ),
    last_name: z.optional(
      z.string().check(z.trim(), z.minLength(1, 'Last name is required'), z.maxLength(60)),
    ),
    phone: z.optional(phoneField()),
    address: z.optional(
      z.string().check(z.trim(), z.maxLength(200, 'Address must be at most 200 characters')),
    ),
    best_time_to_call: z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(60, 'Best time to call must be at most 60 characters')),
    ),
  })
  .check(z.refine((value) => Object.keys(value).length > 0, { message: 'Nothing to update' }));
export type ProfileUpdate = z.infer<typeof profileUpdate>;

/** The editable profile fields as the profile form holds them (every one present). */
export const profileForm = z.object({
  first_name: requiredText('First name', 60),
  last_name: requiredText('Last name', 60),
  phone: phoneField(),
  address: z.string().check(z.trim(), z.maxLength(200, 'Address must be at most 200 characters')),
  best_time_to_call: z
    .string()
    .check(z.trim(), z.maxLength(60, 'Best time to call must be at most 60 characters')),
});
export type ProfileFormValues = z.input<typeof profileForm>;

export const profileRoutes = [
  defineRoute({
    id: 'getProfile',
    method: 'GET',
    path: '/api/profile',
    access: 'user',
    response: profile,
  }),
  defineRoute({
    id: 'updateProfile',
    method: 'PATCH',
    path: '/api/profile',
    access: 'user',
    body: profileUpdate,
    response: profile,
  }),
] as const;
