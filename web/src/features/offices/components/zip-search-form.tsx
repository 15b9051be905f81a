import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useHydrated } from '@/lib/use-hydrated';
import { officesText } from '../offices-content';

/** The specification's limit on the ZIP input. */
export const ZIP_MAX_LENGTH = 5;

export interface ZipSearchFormProps {
  /** The ZIP of the current search, to start from. */
  initialZip: string;
  /** Why the current ZIP cannot be searched, shown under the input. */
  error?: string | null;
  onSearch(zip: string): void;
}

/** A ZIP code box and the Search Offices button, disabled while the box is empty. */
export function ZipSearchForm({ initialZip, error, onSearch }: ZipSearchFormProps) {
  const [zip, setZip] = useState(initialZip);
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const trimmed = zip.trim();
  // The page rendered at build time takes no input until the app runs.
  const hydrated = useHydrated();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (trimmed) onSearch(trimmed);
  }

  return (
    <form role="search" aria-label="Find dental offices" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="text-foreground text-sm font-semibold">
        ZIP code
      </label>
      <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Input
            id={inputId}
            name="zip"
            disabled={!hydrated}
            value={zip}
            onChange={(event) => setZip(event.target.value)}
            maxLength={ZIP_MAX_LENGTH}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="Enter your ZIP code, e.g. 10001"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : hintId}
            className="h-12 text-lg tracking-wide"
          />
        </div>
        <Button type="submit" size="lg" disabled={!hydrated || trimmed === ''} className="sm:w-48">
          <Search aria-hidden="true" />
          {officesText.searchButton}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-destructive mt-2 text-sm font-medium">
          {error}
        </p>
      ) : (
        <p id={hintId} className="text-muted-foreground mt-2 text-sm">
          We list offices within your chosen distance, nearest first.
        </p>
      )}
    </form>
  );
}
