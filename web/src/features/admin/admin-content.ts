import { paths } from '@/config/paths';
/** The texts of the admin dashboard that the specification fixes, word for word. */

/**
 * What anyone who is not an admin sees at /admin. The page shows it as one sentence,
 * 'Access Denied: You don't have admin privileges to access this dashboard.'
 */
export const adminAccessDenied = {
  title: 'Access Denied',
  reason: "You don't have admin privileges to access this dashboard.",
} as const;

export const adminToasts = {
  userActivated: 'User activated',
  userDeactivated: 'User deactivated',
  userFailed: 'Failed to update user status',
  subscriptionActivated: 'Subscription activated',
  subscriptionCancelled: 'Subscription cancelled',
  subscriptionFailed: 'Failed to update subscription',
  promptAdded: 'Prompt added',
  promptUpdated: 'Prompt updated',
  promptDeleted: 'Prompt deleted',
  promptSaveFailed: 'Failed to save prompt',
  promptUpdateFailed: 'Failed to update prompt',
  promptDeleteFailed: 'Failed to delete prompt',
  resetSent: 'Password reset sent',
  resetSentDescription:
    'If an account exists for that address, it will receive a reset code by email.',
  resetFailed: 'Failed to send password reset email',
} as const;

export const adminTabs = {
  users: 'User Management',
  subscriptions: 'Subscriptions',
  prompts: 'AI Prompts',
  passwordReset: 'Password Reset',
} as const;
export type AdminTab = keyof typeof adminTabs;

/** An admin whose session did not pass two-step sign-in is sent to set it up. */
export const adminTwoStep = {
  title: 'Two-step sign-in required',
  explanation:
    'The admin dashboard opens only to a session signed in with a code from an authenticator app. Set it up on your profile, then sign in again with a code.',
  setupHref: `${paths.profile.getHref()}?setup=two-step#security`,
};
