import clsx from 'clsx';
import { RotateCcw } from 'lucide-react';
import type { OfficeWithDistance } from '@contracts/offices';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
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
import { OfficeCard } from './office-card';
import { ResultsSkeleton } from './results-skeleton';
import { SearchFilters } from './search-filters';

export interface OfficeResultsProps {
  /** The search as the controls show it. */
  search: OfficeSearch & { zip: string };
  offices: OfficeWithDistance[];
  /** The radius the shown offices were found in (the controls may already show a new one). */
  resultRadius: RadiusChoice;
  /** No results to show yet for this ZIP. */
  loading: boolean;
  /** Showing the previous results while a filter change loads. */
  updating: boolean;
  /** The search failed: the list is empty and the visitor may retry. */
  failed: boolean;
  couponUnlocked: boolean;
  onSearchChange(next: OfficeSearch): void;
  onRetry(): void;
  onRequestDiscount(office: OfficeWithDistance): void;
}

/** The header with the count, the filters and the list (or what to show instead of one). */
export function OfficeResults({
  search,
  offices,
  resultRadius,
  loading,
  updating,
  failed,
  couponUnlocked,
  onSearchChange,
  onRetry,
  onRequestDiscount,
}: OfficeResultsProps) {
  const filtersOn = activeFilterCount(search) > 0;
  return (
    <section aria-labelledby="office-results-heading" className="py-8 sm:py-10">
      <div className="mb-6">
        <h2 id="office-results-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {officesText.resultsHeading(search.zip)}
        </h2>
        <p role="status" className="text-muted-foreground mt-1 min-h-7">
          {loading ? (
            <span className="inline-flex items-center gap-2">
              <Spinner size="sm" label="" />
              Searching for offices near {search.zip}…
            </span>
          ) : (
            <>
              <span className="text-foreground font-semibold">
                {officesFoundLabel(offices.length)}
              </span>{' '}
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
            <Alert variant="warning" role="alert" title={officesText.loadFailed}>
              <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
                <RotateCcw aria-hidden="true" />
                Try again
              </Button>
            </Alert>
          ) : null}
          {loading ? (
            <ResultsSkeleton />
          ) : offices.length === 0 ? (
            <NoResults
              zip={search.zip}
              radius={resultRadius}
              widerRadius={widerRadius(resultRadius)}
              filtersOn={filtersOn}
              failed={failed}
              onWiden={(radius) => onSearchChange({ ...search, radius })}
              onClearFilters={() =>
                onSearchChange({ ...defaultFilters, zip: search.zip, radius: search.radius })
              }
            />
          ) : (
            <ul
              aria-label={`Offices near ${search.zip}`}
              className={clsx('flex flex-col gap-4 transition-opacity', updating && 'opacity-60')}
            >
              {offices.map((office) => (
                <li key={office.id}>
                  <OfficeCard
                    office={office}
                    couponUnlocked={couponUnlocked}
                    onRequestDiscount={onRequestDiscount}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
