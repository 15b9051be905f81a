import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePromptInput } from '@contracts/admin';
import { useApiClient } from '@/lib/auth/use-api-client';
import { adminAuditKey } from './list-audit-records';
import { adminPromptsKey } from './list-prompts';

/** POST /api/admin/prompts: adds an active prompt; the list and the audit trail reload. */
export function useCreatePrompt() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'createPrompt'],
    mutationFn: (input: CreatePromptInput) => api.call('createPrompt', { body: input }),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: adminAuditKey });
      // The list shows the change before the mutation counts as done.
      await queryClient.invalidateQueries({ queryKey: adminPromptsKey });
    },
  });
}
