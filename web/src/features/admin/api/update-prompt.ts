import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePromptInput } from '@contracts/admin';
import { useApiClient } from '@/lib/auth/use-api-client';
import { adminAuditKey } from './list-audit-records';
import { adminPromptsKey } from './list-prompts';

export interface PromptUpdate {
  id: string;
  /** Only the fields to change; an empty category clears it. */
  changes: UpdatePromptInput;
}

/** PATCH /api/admin/prompts/{id}: edits, activates or deactivates a prompt. */
export function useUpdatePrompt() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'updatePrompt'],
    mutationFn: ({ id, changes }: PromptUpdate) =>
      api.call('updatePrompt', { params: { id }, body: changes }),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: adminAuditKey });
      // The list shows the change before the mutation counts as done.
      await queryClient.invalidateQueries({ queryKey: adminPromptsKey });
    },
  });
}
