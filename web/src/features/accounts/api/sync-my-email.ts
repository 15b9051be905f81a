import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/lib/auth/use-api-client';
import { profileQueryKey } from './get-profile';

/** POST /api/account/email: the profile takes the sign-in address just confirmed. */
export function useSyncMyEmail() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('syncMyEmail'),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(profile.user_id), profile),
  });
}
