import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/lib/auth/use-api-client';

export const adminAuditKey = ['admin', 'audit'] as const;

/** GET /api/admin/audit: the latest admin actions, newest first. */
export function useAdminAudit() {
  const api = useApiClient();
  return useQuery({
    queryKey: adminAuditKey,
    queryFn: ({ signal }) => api.call('listAuditRecords', undefined, { signal }),
  });
}
