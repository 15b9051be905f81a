import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@contracts/accounts/account';
import { useApiClient } from '@/lib/auth/use-api-client';

/** POST /api/account/delete: the signed-in user's account, for good (password confirmed). */
export function useDeleteMyAccount() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => api.call('deleteMyAccount', { body: input }),
  });
}
