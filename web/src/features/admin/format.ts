import type { UserType } from '@contracts/accounts/profile';
import type { AuditRecord, Subscriber, UserRole } from '@contracts/admin';

/** How the admin dashboard shows dates, tiers, roles and audit records. */

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const utcDayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const momentFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant ("2026-03-01T09:30:00.000Z") as the admin's local day: "Mar 1, 2026". */
export function formatDay(instant: string): string {
  const time = Date.parse(instant);
  return Number.isNaN(time) ? instant : dayFormat.format(time);
}

/** An instant with its local time: "Mar 1, 2026, 9:30 AM". */
export function formatMoment(instant: string): string {
  const time = Date.parse(instant);
  return Number.isNaN(time) ? instant : momentFormat.format(time);
}

/** A calendar day ("2026-08-06") as written, whatever the admin's time zone: "Aug 6, 2026". */
export function formatCalendarDay(day: string | null): string {
  if (day === null) return '—';
  const time = Date.parse(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(time) ? utcDayFormat.format(time) : day;
}

const tierLabels: Record<Subscriber['subscription_tier'], string> = {
  professional_monthly: 'Professional monthly',
};
export const tierLabel = (tier: Subscriber['subscription_tier']) => tierLabels[tier];

const userTypeLabels: Record<UserType, string> = {
  patient: 'Patient',
  professional: 'Professional',
};
export const userTypeLabel = (type: UserType) => userTypeLabels[type];

const roleLabels: Record<UserRole, string> = {
  admin: 'Admin',
  professional: 'Professional',
  user: 'User',
};
export const roleLabel = (role: UserRole) => roleLabels[role];

export const fullName = (user: { first_name: string; last_name: string }) =>
  `${user.first_name} ${user.last_name}`.trim() || '—';

const actionLabels: Record<AuditRecord['action'], string> = {
  'user.activate': 'activated user',
  'user.deactivate': 'deactivated user',
  'subscription.activate': 'activated subscription',
  'subscription.cancel': 'cancelled subscription',
  'prompt.create': 'added prompt',
  'prompt.update': 'updated prompt',
  'prompt.delete': 'deleted prompt',
  'password.reset': 'sent a password reset to',
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** What an audit record is about, by the name admins know it by. */
function auditTarget(record: AuditRecord): string {
  const label = text(record.target_label) ?? record.target_id;
  return record.target_type === 'prompt' ? `“${label}”` : label;
}

/** "admin@demo.dental deactivated user 1f2e…", as one line of the audit trail. */
export function describeAuditRecord(record: AuditRecord): { action: string; target: string } {
  return { action: actionLabels[record.action], target: auditTarget(record) };
}
