import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { Subscriber, SubscriberPage } from '@contracts/admin';
import { useApiClient } from '@/lib/auth/use-api-client';

/** Every page of every search of the subscriber list. */
export const adminSubscribersKey = ['admin', 'subscribers'] as const;

export type SubscriberPages = InfiniteData<SubscriberPage, string | undefined>;

/**
 * GET /api/admin/subscribers: office subscriptions a page at a time; `q` (part of the email or
 * the office name) narrows them. While a new search loads, the previous list stays.
 */
export function useAdminSubscribers(q: string) {
  const api = useApiClient();
  return useInfiniteQuery({
    queryKey: [...adminSubscribersKey, q],
    queryFn: ({ pageParam, signal }) =>
      api.call('listSubscribers', { query: { q: q || undefined, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The loaded pages with one subscriber replaced by what the server now says about it. */
export function withSubscriber(
  pages: SubscriberPages | undefined,
  subscriber: Subscriber,
): SubscriberPages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      subscribers: page.subscribers.map((row) => (row.id === subscriber.id ? subscriber : row)),
    })),
  };
}
