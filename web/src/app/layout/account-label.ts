import type { Profile } from '@contracts/accounts/profile';
import { greetingName } from '@contracts/person-name';

/** The account menu shows the user's first name (never a title such as 'Dr.'), or 'Account'. */
export function accountLabel(profile: Profile | null | undefined): string {
  return greetingName(profile?.first_name, profile?.last_name) || 'Account';
}
