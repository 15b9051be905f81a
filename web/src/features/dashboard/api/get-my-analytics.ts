import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/lib/auth/use-api-client';

/** GET /api/dashboard/analytics: the listing's last 30 days, day by day. */
export function useMyAnalytics(userId: string | undefined) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['my-analytics', userId],
    queryFn: ({ signal }) => api.call('getMyAnalytics', undefined, { signal }),
    enabled: userId !== undefined,
    // Searches are counted by a schedule a minute or so later.
    refetchInterval: 60_000,
  });
}
