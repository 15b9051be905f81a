import type { Profile } from '@contracts/accounts/profile';
import { createQueryClient } from '@/lib/query-client';
import { makeProfile, signedInState } from '@/testing/auth-fixtures';
import { profileQueryKey } from './api/get-profile';

/**
 * For tests of screens that show the signed-in user's profile: the render options of a signed-in
 * user whose profile (or, with null, the lack of one) the query cache already holds.
 */
export function signedInWithProfile(
  profile: Profile | null = makeProfile(),
  { groups = [] }: { groups?: string[] } = {},
) {
  const user = { id: profile?.user_id ?? 'user-1', email: profile?.email ?? 'maria@example.com' };
  const queryClient = createQueryClient();
  queryClient.setQueryData(profileQueryKey(user.id), profile);
  return { auth: signedInState({ user, groups }), queryClient };
}
