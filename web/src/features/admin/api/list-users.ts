import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { AdminUser, UserPage } from '@contracts/admin';
import { useApiClient } from '@/lib/auth/use-api-client';

/** Every page of every search of the user list. */
export const adminUsersKey = ['admin', 'users'] as const;

export type UserPages = InfiniteData<UserPage, string | undefined>;

/**
 * GET /api/admin/users: users newest first, a page at a time; `q` (part of an email or a name)
 * narrows them. While a new search loads, the previous list stays.
 */
export function useAdminUsers(q: string) {
  const api = useApiClient();
  return useInfiniteQuery({
    queryKey: [...adminUsersKey, q],
    queryFn: ({ pageParam, signal }) =>
      api.call('listUsers', { query: { q: q || undefined, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The loaded pages with one user replaced by what the server now says about them. */
export function withUser(pages: UserPages | undefined, user: AdminUser): UserPages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      users: page.users.map((row) => (row.user_id === user.user_id ? user : row)),
    })),
  };
}
