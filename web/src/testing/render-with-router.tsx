import type { ReactElement } from 'react';
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

interface Options {
  auth?: AuthState;
  actions?: Partial<AuthActions>;
  path?: string;
}

function renderRoutes(
  routes: RouteObject[],
  { auth = signedOutState, actions, path = '/' }: Options,
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AuthStateProvider value={auth} actions={actions}>
      <RouterProvider router={router} />
      <Toaster />
    </AuthStateProvider>,
  );
  return { ...result, router };
}

/** Renders a component on every path, with a given auth state and the toast area. */
export function renderWithRouter(ui: ReactElement, options: Options = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}

/** Renders a route table (such as the app's own) with a given auth state. */
export function renderRoutesWithRouter(routes: RouteObject[], options: Options = {}) {
  return renderRoutes(routes, options);
}
