/** The texts of the admin dashboard that the specification fixes, word for word. */

/**
 * What anyone who is not an admin sees at /admin. The page shows it as one sentence,
 * 'Access Denied: You don't have admin privileges to access this dashboard.'
 */
export const adminAccessDenied = {
  title: 'Access Denied',
  reason: "You don't have admin privileges to access this dashboard.",
} as const;
