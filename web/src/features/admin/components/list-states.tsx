import type { ReactNode } from 'react';
import { RotateCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A list's first load. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** A list with nothing in it (or nothing matching the search). */
export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="border-border text-muted-foreground rounded-xl border border-dashed px-4 py-10 text-center text-sm">
      {children}
    </p>
  );
}

/** A list that could not be loaded, with the server's reason and a way to try again. */
export function ListError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <Alert variant="destructive" role="alert" title={title}>
      <p>{error.message}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try Again
      </Button>
    </Alert>
  );
}

/** Below a paged list: the next page on request, and why it failed if it did. */
export function LoadMore({
  loading,
  failed,
  onLoad,
  label,
}: {
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
  /** What the button loads, for screen readers ("Load more users"). */
  label: string;
}) {
  return (
    <div className="flex flex-col items-center gap-2 pt-4">
      {failed ? (
        <p role="alert" className="text-destructive text-sm">
          We couldn&apos;t load more. Please try again.
        </p>
      ) : null}
      <Button variant="outline" onClick={onLoad} disabled={loading} aria-label={label}>
        {loading ? <Spinner size="sm" label="" /> : null}
        {loading ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  );
}
