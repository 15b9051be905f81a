/**
 * The function manifest: every Lambda function of the product and what starts it (an HTTP
 * route, a Cognito trigger, a schedule, an SES email event), with what the CDK app needs to deploy it: the handler
 * module, permissions, secrets and sizing. `lib/` (the cloud) and `local/` (the local stack) are
 * both built from this list; the wire contract (`contracts/`) knows none of it, so none of it
 * reaches the browser.
 *
 * Each `load` is the handler reference: an import of the entry module, so tsc refuses a wrong
 * path or a module without a `handler` export. The local stack calls it; the CDK app reads the
 * module path from it (`handlerModule`).
 *
 * Only lib/, local/ and tests import this file. A handler must not: bundling it would pull
 * every other handler into that function's bundle.
 */
import type { Context } from 'aws-lambda';
import { routes, type AppRoute, type RouteId } from '../contracts/routes';
import { rateLimitOf, type RateLimitName } from './core/rate-limit';
import type { SesFeedbackEvent } from './email/ses-feedback';

/** Third-party keys kept in Secrets Manager; a function reads only those it lists. */
export const secretNames = ['openai', 'stripe'] as const;
export type SecretName = (typeof secretNames)[number];

export type CognitoAction =
  | 'AdminAddUserToGroup'
  | 'AdminListGroupsForUser'
  | 'ListUsersInGroup'
  | 'AdminDisableUser'
  | 'AdminEnableUser'
  | 'AdminUserGlobalSignOut'
  | 'AdminResetUserPassword'
  | 'DescribeUserPoolClient'
  | 'AdminGetUser'
  | 'AdminDeleteUser'
  | 'AdminSetUserMFAPreference';

/** What a function may touch; the CDK app grants exactly this and nothing more. */
export interface FunctionPermissions {
  /** `put`: PutItem on the table only, no reads, no indexes. */
  table?: 'read' | 'readwrite' | 'put';
  /** Send through the SES identity and configuration set. */
  email?: boolean;
  /** User pool actions, each granted on the one user pool. */
  cognito?: readonly CognitoAction[];
  secrets?: readonly SecretName[];
}

type HandlerModule = Promise<{ handler: (...args: never[]) => unknown }>;

export interface FunctionSpec {
  load: () => HandlerModule;
  permissions: FunctionPermissions;
  timeoutSeconds?: number;
  memoryMb?: number;
}

export interface DescribedFunctionSpec extends FunctionSpec {
  description: string;
}

/** Every route's function: a route without one (or one without a route) fails at tsc. */
const routeFunctions = {
  getHealth: { load: () => import('./health/get-health'), permissions: {} },
  getProfile: { load: () => import('./accounts/get-profile'), permissions: { table: 'read' } },
  updateProfile: {
    load: () => import('./accounts/update-profile'),
    permissions: { table: 'readwrite' },
  },
  // InitiateAuth and RevokeToken (the password check) are public calls of the pool: no IAM.
  exportMyData: {
    load: () => import('./accounts/export-my-data'),
    permissions: { table: 'read', cognito: ['AdminGetUser'] },
    timeoutSeconds: 29,
  },
  deleteMyAccount: {
    load: () => import('./accounts/delete-my-account'),
    permissions: {
      table: 'readwrite',
      email: true,
      cognito: ['AdminDeleteUser'],
      secrets: ['stripe'],
    },
    timeoutSeconds: 29,
  },
  signOutEverywhere: {
    load: () => import('./accounts/sign-out-everywhere'),
    permissions: { table: 'readwrite', cognito: ['AdminUserGlobalSignOut'] },
  },
  confirmTwoStep: {
    load: () => import('./accounts/confirm-two-step'),
    permissions: { table: 'readwrite', cognito: ['AdminGetUser', 'AdminUserGlobalSignOut'] },
  },
  disableTwoStep: {
    load: () => import('./accounts/disable-two-step'),
    permissions: { table: 'readwrite', cognito: ['AdminSetUserMFAPreference'] },
  },
  syncMyEmail: {
    load: () => import('./accounts/sync-my-email'),
    permissions: { table: 'readwrite', email: true, cognito: ['AdminGetUser'] },
  },
  signUp: {
    load: () => import('./accounts/start-sign-up'),
    // SignUp is the pool's public call and needs no IAM permission; the sign-up client's secret
    // is read from the pool.
    permissions: { table: 'readwrite', email: true, cognito: ['DescribeUserPoolClient'] },
  },
  getMyOffice: { load: () => import('./dashboard/get-my-office'), permissions: { table: 'read' } },
  updateMyOffice: {
    load: () => import('./dashboard/update-my-office'),
    permissions: { table: 'readwrite' },
  },
  getMyAnalytics: {
    load: () => import('./dashboard/get-my-analytics'),
    permissions: { table: 'read' },
  },
  searchOffices: {
    load: () => import('./offices/search-offices'),
    // Reads the directory, and writes one impression batch per search.
    permissions: { table: 'readwrite' },
    memoryMb: 1024,
  },
  getOffice: { load: () => import('./offices/get-office'), permissions: { table: 'read' } },
  getCoupons: { load: () => import('./offices/get-coupons'), permissions: { table: 'read' } },
  recordOfficeEvent: {
    load: () => import('./analytics/record-office-event'),
    permissions: { table: 'readwrite' },
  },
  createDiscountInquiry: {
    load: () => import('./inquiries/create-discount-inquiry'),
    permissions: { table: 'readwrite', email: true },
  },
  createContactMessage: {
    load: () => import('./inquiries/create-contact-message'),
    permissions: { table: 'readwrite', email: true },
  },
  // Lambda gives CPU in proportion to memory. A cold chat function builds its retrieval index
  // and wording check before its first answer (about half a second of one core, see `npm run
  // bench -- cold-answers`), which twice the default memory halves.
  dentalAiChat: {
    load: () => import('./assistant/dental-ai-chat'),
    permissions: { table: 'readwrite', secrets: ['openai'] },
    timeoutSeconds: 29,
    memoryMb: 1024,
  },
  dentalAiChatStream: {
    load: () => import('./assistant/dental-ai-chat-stream'),
    permissions: { table: 'readwrite', secrets: ['openai'] },
    timeoutSeconds: 60,
    memoryMb: 1024,
  },
  dentalTokenGenerator: {
    load: () => import('./voice/dental-token-generator'),
    permissions: { table: 'readwrite', secrets: ['openai'] },
    timeoutSeconds: 15,
  },
  sendInquiryEmail: {
    load: () => import('./voice/send-inquiry-email'),
    permissions: { table: 'readwrite', email: true },
  },
  listUsers: {
    load: () => import('./admin/list-users'),
    permissions: { table: 'read', cognito: ['AdminListGroupsForUser'] },
  },
  toggleUser: {
    load: () => import('./admin/toggle-user'),
    permissions: {
      table: 'readwrite',
      cognito: [
        'AdminListGroupsForUser',
        'ListUsersInGroup',
        'AdminDisableUser',
        'AdminEnableUser',
        'AdminUserGlobalSignOut',
      ],
    },
  },
  listSubscribers: {
    load: () => import('./admin/list-subscribers'),
    permissions: { table: 'read' },
  },
  toggleSubscription: {
    load: () => import('./admin/toggle-subscription'),
    permissions: { table: 'readwrite', secrets: ['stripe'] },
  },
  listPrompts: { load: () => import('./admin/list-prompts'), permissions: { table: 'read' } },
  createPrompt: {
    load: () => import('./admin/create-prompt'),
    permissions: { table: 'readwrite' },
  },
  updatePrompt: {
    load: () => import('./admin/update-prompt'),
    permissions: { table: 'readwrite' },
  },
  deletePrompt: {
    load: () => import('./admin/delete-prompt'),
    permissions: { table: 'readwrite' },
  },
  resetUserPassword: {
    load: () => import('./admin/reset-user-password'),
    permissions: { table: 'readwrite', cognito: ['AdminResetUserPassword'] },
  },
  listAuditRecords: {
    load: () => import('./admin/list-audit-records'),
    permissions: { table: 'read' },
  },
  getBilling: {
    load: () => import('./billing/get-billing'),
    permissions: { table: 'readwrite', secrets: ['stripe'] },
  },
  createCheckoutSession: {
    load: () => import('./billing/create-checkout-session'),
    permissions: { table: 'readwrite', secrets: ['stripe'] },
  },
  createBillingPortalSession: {
    load: () => import('./billing/create-billing-portal-session'),
    permissions: { table: 'readwrite', secrets: ['stripe'] },
  },
  stripeWebhook: {
    load: () => import('./billing/stripe-webhook'),
    permissions: { table: 'readwrite', secrets: ['stripe'] },
  },
} satisfies Record<RouteId, FunctionSpec>;

/** A route's function as the API deploys it. */
export interface HttpFunction extends FunctionSpec {
  route: AppRoute;
  rateLimit?: RateLimitName;
}

/**
 * An admin route's function also reads the caller's user: admin calls need a session that passed
 * two-step sign-in, and the pool says whether it still asks for the code (core/identity.ts).
 */
function withAccessPermissions(route: AppRoute, spec: FunctionSpec): FunctionSpec {
  if (route.access !== 'admin') return spec;
  const cognito = spec.permissions.cognito ?? [];
  return {
    ...spec,
    permissions: {
      ...spec.permissions,
      cognito: cognito.includes('AdminGetUser') ? cognito : [...cognito, 'AdminGetUser'],
    },
  };
}

export const httpFunctions: readonly HttpFunction[] = routes.map((route) => ({
  route,
  rateLimit: rateLimitOf(route.id),
  ...withAccessPermissions(route, routeFunctions[route.id] as FunctionSpec),
}));

export type CognitoTrigger = 'preSignUp' | 'customMessage' | 'postConfirmation';

/** Functions the user pool calls. */
export const cognitoTriggers = {
  preSignUp: {
    load: () => import('./accounts/pre-sign-up'),
    description: "Checks a sign-up and keeps a professional's practice details until confirmation",
    permissions: { table: 'put' },
  },
  customMessage: {
    load: () => import('./accounts/custom-message'),
    description: 'Writes the verification and password-reset emails with links to the site',
    permissions: {},
  },
  postConfirmation: {
    load: () => import('./accounts/post-confirmation'),
    description: 'Creates the profile and group membership of a confirmed user',
    permissions: { table: 'readwrite', cognito: ['AdminAddUserToGroup'] },
  },
} satisfies Record<CognitoTrigger, DescribedFunctionSpec>;

/** What a scheduled function is called with (EventBridge's event is not used). */
type ScheduledHandler = (event: unknown, context: Context) => Promise<unknown>;

export interface ScheduledFunction extends DescribedFunctionSpec {
  load: () => Promise<{ handler: ScheduledHandler }>;
  /** How often the cloud runs it (the local stack runs it every few seconds). */
  everyMinutes: number;
}

/** Functions run on a schedule. */
const schedules = {
  sendPendingEmails: {
    load: () => import('./email/send-pending-emails'),
    description: 'Retries stored emails whose sending failed',
    permissions: { table: 'readwrite', email: true },
    timeoutSeconds: 50,
    everyMinutes: 1,
  },
  endLapsedSubscriptions: {
    load: () => import('./billing/end-lapsed-subscriptions'),
    description:
      'Ends subscriptions past their last day and takes their offices out of the directory',
    permissions: { table: 'readwrite', secrets: ['stripe'] },
    timeoutSeconds: 60,
    everyMinutes: 60,
  },
  rollUpImpressions: {
    load: () => import('./analytics/roll-up-impressions'),
    description: "Counts the offices each search showed into the offices' daily analytics",
    permissions: { table: 'readwrite' },
    timeoutSeconds: 60,
    everyMinutes: 1,
  },
} satisfies Record<string, ScheduledFunction>;

export const scheduledFunctions: Record<keyof typeof schedules, ScheduledFunction> = schedules;

/** What an email-event function is called with: one SES event, as EventBridge delivers it. */
type EmailEventHandler = (event: unknown, context: Context) => Promise<unknown>;

export interface EmailEventFunction extends DescribedFunctionSpec {
  load: () => Promise<{ handler: EmailEventHandler }>;
  /**
   * The SES sending events of the product's configuration set that start it (in the cloud an
   * EventBridge rule; locally the stack's `/__local/ses/events` control).
   */
  sesEvents: readonly SesFeedbackEvent[];
}

/** Functions started by what SES reports about sent mail. */
const emailEvents = {
  recordEmailFeedback: {
    load: () => import('./email/record-email-feedback'),
    description:
      'Suppresses the addresses that bounced permanently or complained, so they are never mailed again',
    permissions: { table: 'readwrite' },
    sesEvents: ['bounce', 'complaint'],
  },
} satisfies Record<string, EmailEventFunction>;

export const emailEventFunctions: Record<keyof typeof emailEvents, EmailEventFunction> =
  emailEvents;

/**
 * The entry module a `load` imports, as a path under lambdas/ without extension
 * (`offices/search-offices`). Read from the import's specifier, which tsx keeps relative
 * (`./offices/…`) and Vite's test runner makes root-relative (`/lambdas/offices/….ts`).
 */
export function handlerModule(load: FunctionSpec['load']): string {
  const specifier = /["'`]([^"'`]+)["'`]/.exec(load.toString())?.[1];
  if (specifier === undefined) throw new Error(`No module path in handler reference ${load}`);
  return specifier.replace(/^(\.\/|\/lambdas\/)/, '').replace(/\.ts$/, '');
}
