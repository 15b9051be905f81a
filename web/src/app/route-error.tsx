import { useEffect, type ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Container } from '@/components/container';
import { Button, buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ErrorBoundary } from '@/lib/error-boundary';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A screen's code can fail to load after a new release replaced its files. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
      error.message,
    )
  );
}

/** Shown in place of a route that failed to load or render. */
export function RouteError({ error }: { error: unknown }) {
  useDocumentTitle('Something went wrong');

  useEffect(() => {
    if (import.meta.env.DEV) console.error(error);
  }, [error]);

  const message = isChunkLoadError(error)
    ? 'A newer version of this page is available. Reload to get it.'
    : 'An unexpected error stopped this page from loading. Reloading usually fixes it.';

  return (
    <Container className="flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <div role="alert" className="max-w-md space-y-3">
        <h1 className="text-2xl font-semibold sm:text-3xl">Something went wrong</h1>
        <p className="text-muted-foreground">{message}</p>
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Reload page
        </Button>
        <Link
          to={paths.home.getHref()}
          reloadDocument
          className={buttonStyles({ variant: 'outline' })}
        >
          Go to Home
        </Link>
      </div>
    </Container>
  );
}

const showRouteError = (error: unknown) => <RouteError error={error} />;

/**
 * Catches what a route throws while it loads or renders, and shows the error in its place;
 * following a link (or going back) tries again.
 */
export function RouteErrorBoundary({
  children,
  fallback = showRouteError,
}: {
  children: ReactNode;
  fallback?: (error: unknown) => ReactNode;
}) {
  const { key } = useLocation();
  return (
    <ErrorBoundary resetKey={key} fallback={fallback}>
      {children}
    </ErrorBoundary>
  );
}
