import * as z from './zod';
import { userType } from './accounts/profile';
import {
  emailField,
  emptyAsUndefined,
  optionalText,
  requiredText,
  wholeNumberParam,
} from './fields';
import { defineRoute } from './http';

/** Rows per page of the admin lists. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_MAX = 100;
export const ADMIN_SEARCH_MAX = 100;
/** The latest admin actions the dashboard shows. */
export const AUDIT_LIST_SIZE = 50;

/** Where a paged list goes on: an opaque token from the previous page. */
const cursorField = z.optional(
  z
    .string()
    .check(
      z.maxLength(1024, 'Cursor is not valid'),
      z.regex(/^[A-Za-z0-9_-]+$/, 'Cursor is not valid'),
    ),
);

const pageLimit = wholeNumberParam('Limit', 1, ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE);

const idField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(128, `${label} is not valid`),
      z.regex(/^[A-Za-z0-9_-]+$/, `${label} is not valid`),
    );

/* Users ---------------------------------------------------------------------------------------- */

/** What the server decides a user may do: admin and professional come from Cognito groups. */
export const userRoles = ['admin', 'professional', 'user'] as const;
export const userRole = z.enum(userRoles);
export type UserRole = z.infer<typeof userRole>;

export const adminUser = z.object({
  user_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_type: userType,
  role: userRole,
  active: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** Part of an email address or a name; case does not matter. */
const searchField = emptyAsUndefined(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(ADMIN_SEARCH_MAX, `Search must be at most ${ADMIN_SEARCH_MAX} characters`),
    ),
);

export const listUsersQuery = z.object({ q: searchField, cursor: cursorField, limit: pageLimit });
export type ListUsersQuery = z.input<typeof listUsersQuery>;

export const userPage = z.object({
  users: z.array(adminUser),
  next_cursor: z.nullable(z.string()),
});
export type UserPage = z.infer<typeof userPage>;

export const toggleUserInput = z.strictObject({
  userId: idField('User id'),
  activate: z.boolean({ error: 'Activate must be true or false' }),
});
export type ToggleUserInput = z.input<typeof toggleUserInput>;

/* Subscriptions -------------------------------------------------------------------------------- */

export const subscriptionTiers = ['professional_monthly'] as const;

/**
 * How a running subscription is paid: by card through Stripe, or granted by an admin without
 * payment. `card_past_due`: Stripe's last renewal charge failed and is being retried.
 */
export const subscriptionPayments = ['card', 'card_past_due', 'granted'] as const;

/**
 * A professional's subscription to list their office. Admins activate or cancel it here; Stripe's
 * webhooks keep the same record up to date for paid plans.
 */
export const subscriber = z.object({
  id: z.string(),
  email: z.string(),
  subscribed: z.boolean(),
  subscription_tier: z.enum(subscriptionTiers),
  /** The last day the office is listed (YYYY-MM-DD), or null when never subscribed. */
  subscription_end: z.nullable(z.string()),
  office_id: z.string(),
  office_name: z.string(),
  /** How it is paid while subscribed; null when not subscribed. */
  payment: z.nullable(z.enum(subscriptionPayments)),
  updated_at: z.string(),
});
export type Subscriber = z.infer<typeof subscriber>;

/** `q`: part of the email or the office name. */
export const listSubscribersQuery = z.object({
  q: searchField,
  cursor: cursorField,
  limit: pageLimit,
});
export type ListSubscribersQuery = z.input<typeof listSubscribersQuery>;

export const subscriberPage = z.object({
  subscribers: z.array(subscriber),
  next_cursor: z.nullable(z.string()),
});
export type SubscriberPage = z.infer<typeof subscriberPage>;

export const toggleSubscriptionInput = z.strictObject({
  subscriberId: idField('Subscriber id'),
  activate: z.boolean({ error: 'Activate must be true or false' }),
});
export type ToggleSubscriptionInput = z.input<typeof toggleSubscriptionInput>;

/* AI prompts ----------------------------------------------------------------------------------- */

export const PROMPT_TEXT_MAX = 4000;

export const aiPrompt = z.object({
  id: z.string(),
  name: z.string(),
  prompt_text: z.string(),
  category: z.optional(z.string()),
  is_active: z.boolean(),
  created_at: z.string(),
  /** The user id of the administrator who added it, or "system" for the seeded prompt. */
  created_by: z.string(),
});
export type AiPrompt = z.infer<typeof aiPrompt>;

const promptName = requiredText('Name', 120);
const promptText = requiredText('Prompt text', PROMPT_TEXT_MAX);
const promptCategory = optionalText('Category', 60);

export const createPromptInput = z.strictObject({
  name: promptName,
  prompt_text: promptText,
  category: promptCategory,
});
export type CreatePromptInput = z.input<typeof createPromptInput>;

export const updatePromptInput = z
  .strictObject({
    name: z.optional(promptName),
    prompt_text: z.optional(promptText),
    /** An empty category clears it. */
    category: z.optional(
      z.string().check(z.trim(), z.maxLength(60, 'Category must be at most 60 characters')),
    ),
    is_active: z.optional(z.boolean({ error: 'Active must be true or false' })),
  })
  .check(z.refine((value) => Object.keys(value).length > 0, { message: 'Nothing to update' }));
export type UpdatePromptInput = z.input<typeof updatePromptInput>;

export const promptIdParams = z.object({ id: idField('Prompt id') });

export const promptList = z.object({ prompts: z.array(aiPrompt) });

/* Password reset ------------------------------------------------------------------------------- */

export const resetPasswordInput = z.strictObject({ email: emailField });
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

/* Audit trail ---------------------------------------------------------------------------------- */

export const auditActions = [
  'user.activate',
  'user.deactivate',
  'subscription.activate',
  'subscription.cancel',
  'prompt.create',
  'prompt.update',
  'prompt.delete',
  'password.reset',
] as const;

/** One admin action: who did what to which record, with the state before and after. */
export const auditRecord = z.object({
  id: z.string(),
  at: z.string(),
  actor_id: z.string(),
  actor_email: z.string(),
  action: z.enum(auditActions),
  target_type: z.enum(['user', 'subscriber', 'prompt', 'email']),
  target_id: z.string(),
  /** What the target is called where admins see it: an email, an office or prompt name. */
  target_label: z.string(),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
});
export type AuditRecord = z.infer<typeof auditRecord>;

export const auditList = z.object({ records: z.array(auditRecord) });

export const adminRoutes = [
  defineRoute({
    id: 'listUsers',
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    query: listUsersQuery,
    response: userPage,
  }),
  defineRoute({
    id: 'toggleUser',
    method: 'POST',
    path: '/api/functions/admin-toggle-user',
    access: 'admin',
    body: toggleUserInput,
    response: z.object({ user: adminUser }),
  }),
  defineRoute({
    id: 'listSubscribers',
    method: 'GET',
    path: '/api/admin/subscribers',
    access: 'admin',
    query: listSubscribersQuery,
    response: subscriberPage,
  }),
  defineRoute({
    id: 'toggleSubscription',
    method: 'POST',
    path: '/api/functions/admin-toggle-subscription',
    access: 'admin',
    body: toggleSubscriptionInput,
    response: z.object({ subscriber }),
  }),
  defineRoute({
    id: 'listPrompts',
    method: 'GET',
    path: '/api/admin/prompts',
    access: 'admin',
    response: promptList,
  }),
  defineRoute({
    id: 'createPrompt',
    method: 'POST',
    path: '/api/admin/prompts',
    access: 'admin',
    body: createPromptInput,
    response: aiPrompt,
    successStatus: 201,
  }),
  defineRoute({
    id: 'updatePrompt',
    method: 'PATCH',
    path: '/api/admin/prompts/{id}',
    access: 'admin',
    params: promptIdParams,
    body: updatePromptInput,
    response: aiPrompt,
  }),
  defineRoute({
    id: 'deletePrompt',
    method: 'DELETE',
    path: '/api/admin/prompts/{id}',
    access: 'admin',
    params: promptIdParams,
    response: z.object({ id: z.string(), deleted: z.literal(true) }),
  }),
  defineRoute({
    id: 'resetUserPassword',
    method: 'POST',
    path: '/api/functions/admin-reset-password',
    access: 'admin',
    body: resetPasswordInput,
    response: z.object({ status: z.literal('sent') }),
    successStatus: 202,
  }),
  defineRoute({
    id: 'listAuditRecords',
    method: 'GET',
    path: '/api/admin/audit',
    access: 'admin',
    response: auditList,
  }),
] as const;
