import { ExternalLink, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { webSearchLinks } from '../format';
import { officesText } from '../offices-content';
import type { RadiusChoice } from '../search-params';

export interface NoResultsProps {
  zip: string;
  radius: RadiusChoice;
  /** A larger radius to offer, if there is one. */
  widerRadius: RadiusChoice | null;
  filtersOn: boolean;
  onWiden(radius: RadiusChoice): void;
  onClearFilters(): void;
}

/** Nobody listed nearby: ways to widen the search, and where else to look. */
export function NoResults({
  zip,
  radius,
  widerRadius,
  filtersOn,
  onWiden,
  onClearFilters,
}: NoResultsProps) {
  return (
    <div className="rounded-card border-border bg-surface border border-dashed px-6 py-10 text-center sm:px-10">
      <span
        aria-hidden="true"
        className="bg-muted text-muted-foreground mx-auto flex size-14 items-center justify-center rounded-full"
      >
        <SearchX className="size-7" />
      </span>
      <h3 className="mt-4 text-xl font-semibold">{officesText.noResults}</h3>
      <p className="text-muted-foreground mx-auto mt-2 max-w-lg">
        We don&apos;t have a listed office within {radius} miles of {zip}
        {filtersOn ? ' that matches your filters' : ''} yet.
      </p>
      {widerRadius || filtersOn ? (
        <div className="mt-5 flex flex-wrap justify-center gap-2">
          {widerRadius ? (
            <Button variant="outline" onClick={() => onWiden(widerRadius)}>
              Search within {widerRadius} miles
            </Button>
          ) : null}
          {filtersOn ? (
            <Button variant="outline" onClick={onClearFilters}>
              Clear filters
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className="border-border mt-8 border-t pt-6">
        <p className="text-sm font-medium">You can also search the web for dentists near {zip}:</p>
        <ul className="mt-3 flex flex-col items-center justify-center gap-2 sm:flex-row sm:gap-6">
          {webSearchLinks(zip).map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary hover:text-primary-hover inline-flex items-center gap-1.5 text-sm font-semibold underline underline-offset-4"
              >
                {link.label}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
