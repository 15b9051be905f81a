import type { ReactElement } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { Toaster } from '@/components/toaster';
import {
  AuthStateProvider,
  signedOutState,
  type AuthActions,
  type AuthState,
} from '@/lib/auth/auth-context';
import { createQueryClient } from '@/lib/query-client';

interface Options {
  auth?: AuthState;
  actions?: Partial<AuthActions>;
  path?: string;
  /** The server-state cache; a fresh, empty one unless given (to seed or inspect it). */
  queryClient?: QueryClient;
}

function renderRoutes(
  routes: RouteObject[],
  { auth = signedOutState, actions, path = '/', queryClient = createQueryClient() }: Options,
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthStateProvider value={auth} actions={actions}>
        <RouterProvider router={router} />
        <Toaster />
      </AuthStateProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** Renders a component on every path, with a given auth state, a query cache and the toast area. */
export function renderWithRouter(ui: ReactElement, options: Options = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}

/** Renders a route table (such as the app's own) with a given auth state. */
export function renderRoutesWithRouter(routes: RouteObject[], options: Options = {}) {
  return renderRoutes(routes, options);
}
