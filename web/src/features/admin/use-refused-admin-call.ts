import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';

const isAdminKey = (key: QueryKey | undefined): key is QueryKey => key?.[0] === 'admin';
const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** Why the server refused an admin call: not an admin, or no two-step sign-in in this session. */
export type AdminRefusal = { kind: 'denied' } | { kind: 'twoStep'; message: string };

/**
 * Set once the server refuses an admin call with 403: the admin role was removed while the token
 * still claims it (Access Denied), or the session did not pass two-step sign-in (the page offers
 * to set it up). Every admin query and mutation is keyed `['admin', operation, …]`; only the
 * operation's name is logged, never search terms, addresses or ids.
 */
export function useRefusedAdminCall(): AdminRefusal | null {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<AdminRefusal | null>(null);
  useEffect(() => {
    const refuse = (key: QueryKey, error: unknown) => {
      console.warn(`Admin call refused (403): ${String(key[1])}.`);
      const twoStep = error instanceof ApiError && error.code === 'two_step_required';
      setRefused(
        twoStep ? { kind: 'twoStep', message: (error as ApiError).message } : { kind: 'denied' },
      );
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (isAdminKey(event.query.queryKey) && isForbidden(event.action.error)) {
        refuse(event.query.queryKey, event.action.error);
      }
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const key = event.mutation.options.mutationKey;
      if (isAdminKey(key) && isForbidden(event.action.error)) refuse(key, event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  return refused;
}
