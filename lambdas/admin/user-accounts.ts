import {
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminListGroupsForUserCommand,
  AdminUserGlobalSignOutCommand,
  ListUsersInGroupCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Profile } from '../../contracts/accounts/profile';
import type { AdminUser, UserRole } from '../../contracts/admin';
import { getProfile } from '../accounts/profile-store';
import { cognito, userPoolId } from '../core/cognito';

/**
 * The user pool side of user management. Cognito groups decide roles. A user is named to the
 * admin APIs by their username, which in this pool (email sign-in) is their sub: the profile's
 * user_id.
 */

const ROLE_PRECEDENCE: readonly UserRole[] = ['admin', 'professional'];
/** How many users' groups are looked up at once for one page of the list. */
const GROUP_LOOKUPS_AT_ONCE = 8;

export function roleFromGroups(groups: readonly string[]): UserRole {
  return ROLE_PRECEDENCE.find((role) => groups.includes(role)) ?? 'user';
}

export async function roleOf(userId: string): Promise<UserRole> {
  const { Groups = [] } = await cognito().send(
    new AdminListGroupsForUserCommand({ UserPoolId: userPoolId(), Username: userId }),
  );
  return roleFromGroups(Groups.map((group) => group.GroupName ?? ''));
}

export const toAdminUser = (profile: Profile, role: UserRole): AdminUser => ({
  user_id: profile.user_id,
  email: profile.email,
  first_name: profile.first_name,
  last_name: profile.last_name,
  user_type: profile.user_type,
  role,
  active: profile.active,
  created_at: profile.created_at,
});

/** The list's rows for a page of profiles, with each user's role read from their groups. */
export async function withRoles(profiles: readonly Profile[]): Promise<AdminUser[]> {
  const rows: AdminUser[] = [];
  for (let start = 0; start < profiles.length; start += GROUP_LOOKUPS_AT_ONCE) {
    const batch = profiles.slice(start, start + GROUP_LOOKUPS_AT_ONCE);
    const roles = await Promise.all(batch.map((profile) => roleOf(profile.user_id)));
    batch.forEach((profile, index) => rows.push(toAdminUser(profile, roles[index] ?? 'user')));
  }
  return rows;
}

/** Turns a user's sign-in on or off. Turning it off also ends every session (refresh tokens). */
export async function setSignInEnabled(userId: string, enabled: boolean): Promise<void> {
  const target = { UserPoolId: userPoolId(), Username: userId };
  if (enabled) {
    await cognito().send(new AdminEnableUserCommand(target));
    return;
  }
  await cognito().send(new AdminDisableUserCommand(target));
  await cognito().send(new AdminUserGlobalSignOutCommand(target));
}

/** How many admins other than `userId` can still sign in and use the API. */
export async function otherActiveAdmins(userId: string): Promise<number> {
  const members: UserType[] = [];
  let next: string | undefined;
  do {
    const page = await cognito().send(
      new ListUsersInGroupCommand({
        UserPoolId: userPoolId(),
        GroupName: 'admin',
        NextToken: next,
      }),
    );
    members.push(...(page.Users ?? []));
    next = page.NextToken;
  } while (next);
  const others = members
    .filter((member) => member.Enabled !== false)
    .map(subOf)
    .filter((sub): sub is string => sub !== undefined && sub !== userId);
  const profiles = await Promise.all(others.map((sub) => getProfile(sub)));
  return profiles.filter((profile) => profile?.active === true).length;
}

const subOf = (user: UserType): string | undefined =>
  user.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
