import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@contracts/accounts/sign-up';
import { useApiClient } from '@/lib/auth/use-api-client';

/**
 * POST /api/accounts/sign-up: creates the account, whose emailed code confirms it next. The
 * answer is the same when the address already has an account (its owner is emailed instead).
 */
export function useSignUp() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (request: SignUpInput) => api.call('signUp', { body: request }),
  });
}
