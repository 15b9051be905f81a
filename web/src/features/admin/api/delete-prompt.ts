import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/lib/auth/use-api-client';
import { adminAuditKey } from './list-audit-records';
import { adminPromptsKey } from './list-prompts';

/** DELETE /api/admin/prompts/{id}: removes a prompt for good. */
export function useDeletePrompt() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'deletePrompt'],
    mutationFn: (id: string) => api.call('deletePrompt', { params: { id } }),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: adminAuditKey });
      // The list shows the change before the mutation counts as done.
      await queryClient.invalidateQueries({ queryKey: adminPromptsKey });
    },
  });
}
