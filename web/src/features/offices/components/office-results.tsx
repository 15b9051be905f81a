import { useEffect, useRef } from 'react';
import clsx from 'clsx';
import { RotateCcw } from 'lucide-react';
import { SEARCH_PAGE_SIZE } from '@contracts/office-facts';
import type { OfficeWithDistance } from '@contracts/offices';
import {
  OfficeCard,
  type CardOffice,
  type ContactKind,
  type CouponView,
} from '@/components/office-card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { focusHeading } from '@/lib/focus-heading';
import { officesFoundLabel } from '../format';
import { officesText } from '../offices-content';
import {
  activeFilterCount,
  defaultFilters,
  widerRadius,
  type OfficeSearch,
  type RadiusChoice,
} from '../search-params';
import { NoResults } from './no-results';
import { ResultsSkeleton } from './results-skeleton';
import { SearchFilters } from './search-filters';

export interface OfficeResultsProps {
  /** The search as the controls show it. */
  search: OfficeSearch & { zip: string };
  /** Every office that matches the search, shown or not yet. */
  count: number;
  /** The pages loaded so far, nearest first. */
  offices: OfficeWithDistance[];
  /** How to load the next page, while there is one. */
  more: LoadMore | null;
  /** The radius the shown offices were found in (the controls may already show a new one). */
  resultRadius: RadiusChoice;
  /** No results to show yet for this ZIP. */
  loading: boolean;
  /** Showing the previous results while a filter change loads. */
  updating: boolean;
  /** The search failed: the list is empty and the visitor may retry. */
  failed: boolean;
  /** What each office's card shows of its coupon. */
  couponFor(officeId: string): CouponView;
  onSearchChange(next: OfficeSearch): void;
  onRetry(): void;
  onRequestDiscount(office: CardOffice): void;
  onContact(kind: ContactKind, office: CardOffice): void;
}

export interface LoadMore {
  /** Matching offices not shown yet. */
  remaining: number;
  loading: boolean;
  /** The last attempt to load more failed. */
  failed: boolean;
  onLoad(): void;
}

export const RESULTS_HEADING_ID = 'office-results-heading';

/** The header with the count, the filters and the list (or what to show instead of one). */
export function OfficeResults({
  search,
  count,
  offices,
  more,
  resultRadius,
  loading,
  updating,
  failed,
  couponFor,
  onSearchChange,
  onRetry,
  onRequestDiscount,
  onContact,
}: OfficeResultsProps) {
  const filtersOn = activeFilterCount(search) > 0;
  const list = useRef<HTMLUListElement>(null);
  // After "show more", focus goes to the first office of the new page, once it is there.
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || offices.length <= index) return;
    firstNew.current = null;
    focusHeading(list.current?.children[index]?.querySelector<HTMLElement>('h2, h3, h4'));
  }, [offices.length]);
  const loadMore = more && {
    ...more,
    onLoad: () => {
      firstNew.current = offices.length;
      more.onLoad();
    },
  };
  return (
    <section aria-labelledby={RESULTS_HEADING_ID} className="py-8 sm:py-10">
      <div className="mb-6">
        <h2 id={RESULTS_HEADING_ID} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {officesText.resultsHeading(search.zip)}
        </h2>
        <p role="status" className="text-muted-foreground mt-1 min-h-7">
          {failed ? null : loading ? (
            <span className="inline-flex items-center gap-2">
              <Spinner size="sm" label="" />
              Searching for offices near {search.zip}…
            </span>
          ) : (
            <>
              <span className="text-foreground font-semibold">{officesFoundLabel(count)}</span>{' '}
              within {resultRadius} miles
              {updating ? (
                <span className="ml-2 inline-flex items-center gap-1.5">
                  <Spinner size="sm" label="" />
                  Updating…
                </span>
              ) : null}
            </>
          )}
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <SearchFilters search={search} onChange={onSearchChange} />
        <div aria-busy={loading || updating} className="flex min-w-0 flex-col gap-4">
          {failed ? (
            // The search did not run: no count and no "no offices" state, only the retry.
            <Alert variant="warning" role="alert" title={officesText.loadFailed}>
              <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
                <RotateCcw aria-hidden="true" />
                Try again
              </Button>
            </Alert>
          ) : loading ? (
            <ResultsSkeleton />
          ) : offices.length === 0 ? (
            <NoResults
              zip={search.zip}
              radius={resultRadius}
              widerRadius={widerRadius(resultRadius)}
              filtersOn={filtersOn}
              onWiden={(radius) => onSearchChange({ ...search, radius })}
              onClearFilters={() =>
                onSearchChange({ ...defaultFilters, zip: search.zip, radius: search.radius })
              }
            />
          ) : (
            <ul
              ref={list}
              aria-label={`Offices near ${search.zip}`}
              className={clsx('flex flex-col gap-4 transition-opacity', updating && 'opacity-60')}
            >
              {offices.map((office) => (
                <li key={office.id}>
                  <OfficeCard
                    office={office}
                    coupon={couponFor(office.id)}
                    onRequestDiscount={onRequestDiscount}
                    onContact={onContact}
                  />
                </li>
              ))}
            </ul>
          )}
          {!loading && !failed && loadMore ? (
            <LoadMoreOffices shown={offices.length} count={count} more={loadMore} />
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** Below a list that has more pages: how far along the list is, and a button for the next page. */
function LoadMoreOffices({ shown, count, more }: { shown: number; count: number; more: LoadMore }) {
  return (
    <div className="flex flex-col items-center gap-3 pt-2">
      <p className="text-muted-foreground text-sm">
        Showing {shown} of {count} offices
      </p>
      {more.failed ? (
        <p role="alert" className="text-destructive text-sm">
          {officesText.loadMoreFailed}
        </p>
      ) : null}
      <Button variant="outline" onClick={more.onLoad} disabled={more.loading}>
        {more.loading ? (
          <>
            <Spinner size="sm" label="" />
            Loading more offices…
          </>
        ) : (
          officesText.showMore(Math.min(more.remaining, SEARCH_PAGE_SIZE))
        )}
      </Button>
    </div>
  );
}
