import { useLayoutEffect, type ReactElement } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
  type RouteObject,
  type To,
} from 'react-router';
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

/** What a test reads of the router and does with it. */
export interface TestRouter {
  /** The current address, as the app sees it after its last render. */
  readonly state: { location: Location };
  /** Goes to another address, as a link or a redirect would. */
  navigate(to: To): Promise<void>;
}

interface Probe {
  location?: Location;
  navigate?: NavigateFunction;
}

/** Reports the router's current address and its navigate function to the test. */
function RouterProbe({ probe }: { probe: Probe }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    probe.location = location;
    probe.navigate = navigate;
  }, [probe, location, navigate]);
  return null;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function renderRoutes(
  routes: RouteObject[],
  { auth = signedOutState, actions, path = '/', queryClient = createQueryClient() }: Options,
) {
  const probe: Probe = {};
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthStateProvider value={auth} actions={actions}>
        {/* Navigations apply at once, so a test reads the new address as soon as it is made. */}
        <MemoryRouter initialEntries={[path]} useTransitions={false}>
          <Routes routes={routes} />
          <RouterProbe probe={probe} />
        </MemoryRouter>
        <Toaster />
      </AuthStateProvider>
    </QueryClientProvider>,
  );
  const router: TestRouter = {
    get state() {
      if (!probe.location) throw new Error('The router has not rendered yet');
      return { location: probe.location };
    },
    async navigate(to) {
      const navigate = probe.navigate;
      if (!navigate) throw new Error('The router has not rendered yet');
      await act(async () => {
        await navigate(to);
      });
    },
  };
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
