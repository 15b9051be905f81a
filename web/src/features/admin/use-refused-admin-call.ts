import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';

const isAdminKey = (key: QueryKey | undefined): key is QueryKey => key?.[0] === 'admin';
const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * True once the server refuses an admin call with 403 (the admin role was removed, say, while the
 * token still claims it): the dashboard then shows Access Denied. Every admin query and mutation
 * is keyed `['admin', operation, …]`; only the operation's name is logged, never search terms,
 * addresses or ids.
 */
export function useRefusedAdminCall(): boolean {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    const refuse = (key: QueryKey) => {
      console.warn(`Admin call refused (403): ${String(key[1])}. Showing Access Denied.`);
      setRefused(true);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (isAdminKey(event.query.queryKey) && isForbidden(event.action.error)) {
        refuse(event.query.queryKey);
      }
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const key = event.mutation.options.mutationKey;
      if (isAdminKey(key) && isForbidden(event.action.error)) refuse(key);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  return refused;
}
