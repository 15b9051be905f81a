import { useMemo } from 'react';
import type { ApiClient, createApiClient, TokenSource } from '@/lib/api-client';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-error';
import { useAuth } from './auth-context';

type ClientModule = { createApiClient: typeof createApiClient };

let clientModule: Promise<ClientModule> | null = null;

/**
 * The client's code, and the route table with its schemas, load with the first call rather
 * than with the page: a page is usable before any of it arrives.
 */
function loadClientModule() {
  clientModule ??= import('@/lib/api-client');
  clientModule.catch(() => {
    clientModule = null;
  });
  return clientModule;
}

/** An API client whose code loads on its first call. */
export function createLazyApiClient(getToken: TokenSource): ApiClient {
  let client: Promise<ApiClient> | null = null;
  const loaded = () => {
    client ??= loadClientModule().then(
      (module) => module.createApiClient(getToken),
      () => {
        // The client's code did not arrive: the same as any request that got no answer.
        throw new ApiError({ status: 0, code: 'network', message: NETWORK_ERROR_MESSAGE });
      },
    );
    client.catch(() => {
      client = null;
    });
    return client;
  };
  return {
    call: async (id, ...args) => (await loaded()).call(id, ...args),
    request: async (id, ...args) => (await loaded()).request(id, ...args),
  };
}

/** An API client that sends the signed-in user's token to routes that need it. */
export function useApiClient(): ApiClient {
  const { getIdToken } = useAuth();
  return useMemo(() => createLazyApiClient(getIdToken), [getIdToken]);
}
