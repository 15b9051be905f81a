import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ToggleUserInput } from '@contracts/admin';
import { useApiClient } from '@/lib/auth/use-api-client';
import { adminAuditKey } from './list-audit-records';
import { adminUsersKey, withUser, type UserPages } from './list-users';

/**
 * POST /api/functions/admin-toggle-user: activates or deactivates an account (a deactivated
 * user's sessions end at once). The row shows the server's answer; the audit trail reloads.
 */
export function useToggleUser() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'toggleUser'],
    mutationFn: (input: ToggleUserInput) => api.call('toggleUser', { body: input }),
    onSuccess: ({ user }) => {
      queryClient.setQueriesData<UserPages>({ queryKey: adminUsersKey }, (pages) =>
        withUser(pages, user),
      );
      void queryClient.invalidateQueries({ queryKey: adminAuditKey });
    },
  });
}
