import { useMemo } from 'react';
import { createApiClient, type ApiClient } from '@/lib/api-client';
import { useAuth } from './auth-context';

/** An API client that sends the signed-in user's token to routes that need it. */
export function useApiClient(): ApiClient {
  const { getIdToken } = useAuth();
  return useMemo(() => createApiClient(getIdToken), [getIdToken]);
}
