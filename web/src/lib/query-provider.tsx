import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

let appClient: QueryClient | undefined;

/**
 * Gives server-state hooks the app's one query cache. Only the screens (and panels) that ask the
 * server for something render it, so a page that never queries does not load the query library.
 * A cache provided further up (a test's, or an enclosing screen's) is used as it is.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  appClient ??= createQueryClient();
  return <QueryClientProvider client={appClient}>{children}</QueryClientProvider>;
}
