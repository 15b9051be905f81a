import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@contracts/accounts/profile';
import { useAuth } from '@/lib/auth/auth-context';
import { useApiClient } from '@/lib/auth/use-api-client';
import { profileQueryKey } from './get-profile';

export const NO_USER_MESSAGE = 'No user logged in';

/**
 * PATCH /api/profile: saves the signed-in user's own profile; fails with 'No user logged in'
 * when nobody is. The saved profile replaces the cached one, so every screen shows it at once.
 */
export function useUpdateProfile() {
  const { user } = useAuth();
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: ProfileUpdate) => {
      if (user === null) throw new Error(NO_USER_MESSAGE);
      return api.call('updateProfile', { body: update });
    },
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(profile.user_id), profile),
  });
}
