import { useMutation } from '@tanstack/react-query';
import type { DisableTwoStepInput } from '@contracts/accounts/account';
import { useApiClient } from '@/lib/auth/use-api-client';

/** POST /api/account/two-step: records the authenticator app just turned on (ends every session). */
export function useConfirmTwoStep() {
  const api = useApiClient();
  return useMutation({ mutationFn: () => api.call('confirmTwoStep') });
}

/** POST /api/account/two-step/disable: sign-in stops asking for a code (password confirmed). */
export function useDisableTwoStep() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (input: DisableTwoStepInput) => api.call('disableTwoStep', { body: input }),
  });
}
