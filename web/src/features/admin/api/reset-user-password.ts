import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@contracts/admin';
import { useApiClient } from '@/lib/auth/use-api-client';
import { adminAuditKey } from './list-audit-records';

/**
 * POST /api/functions/admin-reset-password: emails the account a reset code. The answer is the
 * same whether or not the address has an account.
 */
export function useResetUserPassword() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'resetUserPassword'],
    mutationFn: (input: ResetPasswordInput) => api.call('resetUserPassword', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAuditKey }),
  });
}
