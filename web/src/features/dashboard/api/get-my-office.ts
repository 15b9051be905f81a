import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/lib/auth/use-api-client';

export const myOfficeKey = (userId: string | undefined) => ['my-office', userId] as const;

/** GET /api/dashboard/office: the signed-in professional's own office, listed or not. */
export function useMyOffice(userId: string | undefined) {
  const api = useApiClient();
  return useQuery({
    queryKey: myOfficeKey(userId),
    queryFn: ({ signal }) => api.call('getMyOffice', undefined, { signal }),
    enabled: userId !== undefined,
  });
}
