import type { Profile } from '@contracts/accounts/profile';

/** The account menu shows the user's first name, or 'Account' when the profile has none. */
export function accountLabel(profile: Profile | null | undefined): string {
  const firstName = profile?.first_name.trim();
  return firstName ? firstName : 'Account';
}
