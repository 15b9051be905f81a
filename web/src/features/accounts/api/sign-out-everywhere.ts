import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@/lib/auth/use-api-client';

/** POST /api/account/sign-out-everywhere: ends every session of the account on the server. */
export function useSignOutEverywhereCall() {
  const api = useApiClient();
  return useMutation({ mutationFn: () => api.call('signOutEverywhere') });
}
