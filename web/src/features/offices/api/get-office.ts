import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { useApiClient } from '@/lib/auth/use-api-client';

/** GET /api/offices/{id}: one listed office; a 404 means it is not listed (or never was). */
export function useOffice(officeId: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['offices', 'one', officeId],
    queryFn: ({ signal }) => api.call('getOffice', { params: { id: officeId } }, { signal }),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
  });
}

export const isNotListed = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
