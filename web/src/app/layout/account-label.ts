import type { AuthState } from '@/lib/auth/auth-context';

/** The account menu shows the user's first name, or 'Account' when the profile has none. */
export function accountLabel(state: Pick<AuthState, 'profile'>): string {
  const firstName = state.profile?.first_name.trim();
  return firstName ? firstName : 'Account';
}
