import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/lib/auth/use-api-client';

export const adminPromptsKey = ['admin', 'prompts'] as const;

/** GET /api/admin/prompts: every AI prompt, newest first. */
export function useAdminPrompts() {
  const api = useApiClient();
  return useQuery({
    queryKey: adminPromptsKey,
    queryFn: ({ signal }) => api.call('listPrompts', undefined, { signal }),
  });
}
