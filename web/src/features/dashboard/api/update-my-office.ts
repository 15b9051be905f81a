import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyOffice, UpdateMyOfficeInput } from '@contracts/dashboard';
import { useApiClient } from '@/lib/auth/use-api-client';
import { myOfficeKey } from './get-my-office';

/**
 * PATCH /api/dashboard/office: saves the whole listing. The dashboard shows the saved office at
 * once, and any directory results in memory are read again.
 */
export function useUpdateMyOffice(userId: string | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listing: UpdateMyOfficeInput) => api.call('updateMyOffice', { body: listing }),
    onSuccess: (office: MyOffice) => {
      queryClient.setQueryData(myOfficeKey(userId), office);
      void queryClient.invalidateQueries({ queryKey: ['offices'] });
    },
  });
}
