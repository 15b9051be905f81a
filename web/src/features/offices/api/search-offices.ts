import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { SearchOfficesQuery } from '@contracts/offices';
import { ApiError } from '@/lib/api-error';
import { useApiClient } from '@/lib/auth/use-api-client';

export const officeSearchKey = (query: SearchOfficesQuery) => ['offices', 'search', query] as const;

/**
 * GET /api/offices: listed offices near a ZIP code, nearest first, one page at a time (the
 * first page loads with the search, later ones on request). Idle while `query` is null.
 */
export function useOfficeSearch(query: SearchOfficesQuery | null) {
  const api = useApiClient();
  return useInfiniteQuery({
    queryKey: officeSearchKey(query ?? { zip: '' }),
    queryFn: ({ pageParam, signal }) =>
      api.call(
        'searchOffices',
        {
          query: {
            ...(query as SearchOfficesQuery),
            ...(pageParam > 0 ? { offset: pageParam } : {}),
          },
        },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_offset ?? undefined,
    enabled: query !== null,
    // While a filter change loads, the previous list stays (dimmed) instead of blinking away.
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameZip(previousQuery.queryKey[2], query)
        ? keepPreviousData(previous)
        : undefined,
  });
}

function sameZip(previous: SearchOfficesQuery, next: SearchOfficesQuery | null): boolean {
  return next !== null && previous.zip === next.zip;
}

/** The server refused the ZIP code itself (not 5 digits, or not a ZIP code we know). */
export function zipError(error: unknown): string | null {
  return error instanceof ApiError &&
    error.field === 'zip' &&
    (error.status === 400 || error.status === 404)
    ? error.message
    : null;
}
