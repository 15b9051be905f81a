import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@contracts/accounts/profile';
import type { TokenSource } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/auth-context';

/** Keyed by user, so a session of another user never sees the previous user's profile. */
export const profileQueryKey = (userId: string) => ['profile', userId] as const;

/**
 * GET /api/profile: the signed-in user's own profile; null while they have none yet. The API
 * client (and the schemas it carries) loads with the first request: the navbar reads the profile,
 * and visitors who never sign in should not download the client with the first page.
 */
export async function getProfile(getToken: TokenSource, signal?: AbortSignal) {
  const { createApiClient } = await import('@/lib/api-client');
  try {
    return await createApiClient(getToken).call('getProfile', undefined, { signal });
  } catch (error) {
    // An account confirmed a moment ago may not have its profile yet: not an error to show.
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const profileQuery = (getToken: TokenSource, userId: string) =>
  queryOptions<Profile | null>({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) => getProfile(getToken, signal),
  });

/** The signed-in user's profile; idle (no data) while nobody is signed in. */
export function useProfile() {
  const { user, getIdToken } = useAuth();
  return useQuery({ ...profileQuery(getIdToken, user?.id ?? ''), enabled: user !== null });
}
