import { useEffect, useMemo, useRef, useState } from 'react';
import clsx from 'clsx';
import { useSearchParams } from 'react-router';
import { checkZipCode } from '@contracts/zip-code';
import type { CardOffice } from '@/components/office-card';
import { Container } from '@/components/container';
import { focusHeading } from '@/lib/focus-heading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCouponViews } from './api/get-coupons';
import { useRecordOfficeEvent } from './api/record-office-event';
import { useOfficeSearch, zipError } from './api/search-offices';
import { DirectoryPromises } from './components/directory-promises';
import {
  DiscountRequestDialog,
  preloadDiscountRequestDialog,
  type KnownRequester,
} from '@/components/lazy-discount-request-dialog';
import { useCreateDiscountInquiry } from './api/create-discount-inquiry';
import { HowDirectoryWorks } from './components/how-directory-works';
import { ListPracticeCta } from './components/list-practice-cta';
import { OfficeResults, RESULTS_HEADING_ID } from './components/office-results';
import { ZipSearchForm } from './components/zip-search-form';
import { officesText } from './offices-content';
import {
  officeSearchParams,
  parseOfficeSearch,
  toSearchQuery,
  type OfficeSearch,
  type RadiusChoice,
} from './search-params';

/**
 * /dental-offices: search the directory by ZIP code. The search itself lives in the URL. A
 * signed-in visitor's details (`requester`) fill in the discount request for them.
 */
export function OfficesPage({ requester = null }: { requester?: KnownRequester | null }) {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  // Re-parsed only when the URL changes, so the query key stays stable between renders.
  const search = useMemo(() => parseOfficeSearch(new URLSearchParams(paramsKey)), [paramsKey]);

  const zipCheck = search.zip === null ? null : checkZipCode(search.zip);
  const formatError = zipCheck && !zipCheck.ok ? zipCheck.error : null;
  const validZip = zipCheck?.ok ? zipCheck.zip : null;
  const query = useMemo(
    () => (validZip ? toSearchQuery({ ...search, zip: validZip }) : null),
    [search, validZip],
  );
  const result = useOfficeSearch(query);
  const createInquiry = useCreateDiscountInquiry();
  const zipProblem = formatError ?? zipError(result.error);
  // A failed "show more" keeps the pages already shown; only a failed first page empties the list.
  const failed = result.isError && !result.isFetchNextPageError && zipProblem === null;
  const pages = result.data?.pages;
  const offices = useMemo(() => pages?.flatMap((page) => page.offices) ?? [], [pages]);
  const count = pages?.[0]?.count ?? 0;
  const listed = offices.length > 0;

  useEffect(() => {
    // Offices are listed: their discount requests should open without waiting for the dialog.
    if (listed) preloadDiscountRequestDialog();
  }, [listed]);

  useEffect(() => {
    // A failed office fetch is logged; the results show the error alone, with a retry.
    if (failed) console.error('Office search failed', result.error);
  }, [failed, result.error]);

  const couponFor = useCouponViews(useMemo(() => offices.map((office) => office.id), [offices]));
  const recordEvent = useRecordOfficeEvent();
  const [discountOffice, setDiscountOffice] = useState<CardOffice | null>(null);
  const [discountOpen, setDiscountOpen] = useState(false);

  useDocumentTitle(search.zip ? officesText.resultsHeading(search.zip) : 'Find Dental Offices');

  // The router commits a new URL a moment after the change; until then the controls show the
  // visitor's choice rather than snapping back to the old one.
  const [pending, setPending] = useState<{ from: string; search: OfficeSearch } | null>(null);
  const shown = pending && pending.from === paramsKey ? pending.search : search;
  const navigate = (next: OfficeSearch) => {
    setPending({ from: paramsKey, search: next });
    setParams(officeSearchParams(next));
  };
  const searching = validZip !== null && zipProblem === null;

  // After the visitor searches, focus goes to the results' heading once they (or the error)
  // are there.
  const focusResults = useRef(false);
  const settled = searching && !result.isPending;
  useEffect(() => {
    if (!settled || !focusResults.current) return;
    focusResults.current = false;
    focusHeading(document.getElementById(RESULTS_HEADING_ID));
  }, [settled, paramsKey]);
  const searchFor = (zip: string) => {
    focusResults.current = true;
    navigate({ ...search, zip });
  };

  return (
    <>
      <div className="border-border from-brand-50 via-background to-accent/40 border-b bg-gradient-to-br">
        <Container
          className={clsx(
            'grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center',
            searching ? 'py-8 sm:py-10' : 'py-10 sm:py-14',
          )}
        >
          <div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
              Find a Dental Office Near You
            </h1>
            <p className={clsx('text-muted-foreground mt-3 text-lg', searching && 'sr-only')}>
              Search our directory by ZIP code. Compare services, hours, languages and insurance,
              then call the office or request a discount.
            </p>
            <div className="rounded-card border-border bg-surface mt-6 border p-5 shadow-md sm:p-6">
              <ZipSearchForm
                key={search.zip ?? ''}
                initialZip={search.zip ?? ''}
                error={zipProblem}
                onSearch={searchFor}
              />
            </div>
          </div>
          {searching ? null : <DirectoryPromises />}
        </Container>
      </div>

      <Container>
        {searching ? (
          <OfficeResults
            search={{ ...shown, zip: validZip as string }}
            count={failed ? 0 : count}
            offices={failed ? [] : offices}
            more={
              result.hasNextPage && !failed
                ? {
                    remaining: count - offices.length,
                    loading: result.isFetchingNextPage,
                    failed: result.isFetchNextPageError,
                    onLoad: () => void result.fetchNextPage(),
                  }
                : null
            }
            resultRadius={(pages?.[0]?.radius_miles as RadiusChoice | undefined) ?? search.radius}
            loading={result.isPending}
            updating={result.isPlaceholderData && result.isFetching && !result.isFetchingNextPage}
            failed={failed}
            couponFor={couponFor}
            onSearchChange={navigate}
            onRetry={() => void result.refetch()}
            onRequestDiscount={(office) => {
              setDiscountOffice(office);
              setDiscountOpen(true);
            }}
            onContact={(kind, office) => recordEvent(office.id, kind)}
          />
        ) : (
          <HowDirectoryWorks />
        )}
        <ListPracticeCta />
      </Container>

      <DiscountRequestDialog
        office={discountOffice}
        requester={requester}
        send={createInquiry.mutateAsync}
        open={discountOpen}
        onOpenChange={setDiscountOpen}
      />
    </>
  );
}
