import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, type Location, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import type { Access } from './access';
import { lazyScreen, type ScreenLoader } from './lazy-screen';
import { RootLayout } from './layout/root-layout';
import { ProtectedRoute } from './protected-route';
import { RouteError, RouteErrorBoundary } from './route-error';

/**
 * A screen of the app at a path, with who may open it (see `Access`); without `access`, anyone
 * may. `lazy` loads the screen's code when the route is first opened; `element` is a screen
 * already in the bundle.
 */
export interface AppRoute {
  path: string;
  access?: Access;
  lazy?: ScreenLoader;
  element?: ReactNode;
}

/**
 * The screen of a module that asks the server for things, below the app's query cache: the
 * query library loads with the first such screen rather than with the page.
 */
function withServerState(load: () => Promise<ComponentType>): ScreenLoader {
  return () =>
    Promise.all([import('@/lib/query-provider'), load()]).then(([{ QueryProvider }, Screen]) => ({
      Component: () => (
        <QueryProvider>
          <Screen />
        </QueryProvider>
      ),
    }));
}

/**
 * Feature screens plug in here: one lazy route per screen, so each screen's code loads only
 * when it is opened. A screen that only some users may see declares its `access` here rather
 * than guarding itself.
 */
export const featureRoutes: AppRoute[] = [
  {
    path: paths.auth.path,
    access: 'guest',
    lazy: withServerState(() => import('@/features/accounts/auth-page').then((m) => m.AuthPage)),
  },
  {
    path: paths.forgotPassword.path,
    lazy: () =>
      import('@/features/accounts/forgot-password-page').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
  },
  {
    path: paths.profile.path,
    access: 'signedIn',
    lazy: withServerState(() =>
      import('@/features/accounts/profile-page').then((m) => m.ProfilePage),
    ),
  },
  {
    path: paths.dashboard.path,
    access: 'professional',
    lazy: withServerState(() =>
      import('@/features/dashboard/dashboard-page').then((m) => m.DashboardPage),
    ),
  },
  {
    path: paths.admin.path,
    access: 'admin',
    lazy: withServerState(() => import('@/features/admin/admin-page').then((m) => m.AdminPage)),
  },
  {
    path: paths.home.path,
    lazy: () =>
      import('@/features/assistant/assistant-page').then((m) => ({ Component: m.AssistantPage })),
  },
  {
    path: paths.dentalAi.path,
    lazy: () =>
      import('@/features/assistant/assistant-page').then((m) => ({ Component: m.AssistantPage })),
  },
  {
    path: paths.contact.path,
    lazy: withServerState(() => import('./routes/contact').then((m) => m.ContactRoute)),
  },
  {
    path: paths.offices.path,
    lazy: withServerState(() => import('./routes/offices').then((m) => m.OfficesRoute)),
  },
  {
    path: paths.office.path,
    lazy: withServerState(() => import('./routes/office').then((m) => m.OfficeRoute)),
  },
];

/** Screens the app shell itself provides. */
const shellRoutes: AppRoute[] = [
  {
    path: paths.privacy.path,
    lazy: () => import('@/features/legal/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: paths.terms.path,
    lazy: () => import('@/features/legal/terms-page').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: paths.sitemap.path,
    lazy: () => import('@/features/legal/sitemap-page').then((m) => ({ Component: m.SitemapPage })),
  },
];

/** Matches any path no other route claims. */
const notFoundRoute: AppRoute = {
  path: '*',
  lazy: () => import('@/features/misc/not-found').then((m) => ({ Component: m.NotFoundPage })),
};

/** How to load the code of each lazy route, for `preloadRoutes`. */
const preloaders = new WeakMap<RouteObject, () => Promise<void>>();

/** Each screen sits in its own error boundary: a screen that fails leaves the frame standing. */
function toRouteObject({ path, access, lazy, element }: AppRoute): RouteObject {
  const screen: RouteObject = { path };
  if (lazy) {
    const { Screen, preload } = lazyScreen(lazy);
    screen.element = (
      <RouteErrorBoundary>
        <Screen />
      </RouteErrorBoundary>
    );
    preloaders.set(screen, preload);
  } else {
    screen.element = <RouteErrorBoundary>{element}</RouteErrorBoundary>;
  }
  if (access === undefined) return screen;
  // A route with `access` sits below a `ProtectedRoute`, which shows it only to those admitted.
  return {
    element: (
      <RouteErrorBoundary>
        <ProtectedRoute access={access} />
      </RouteErrorBoundary>
    ),
    children: [screen],
  };
}

/** The layout itself failed: the error shows on its own, since the frame may be broken. */
function showRootError(error: unknown) {
  return (
    <main id="main-content" tabIndex={-1}>
      <RouteError error={error} />
    </main>
  );
}

export function createAppRoutes(features: AppRoute[] = featureRoutes): RouteObject[] {
  return [
    {
      element: (
        <RouteErrorBoundary fallback={showRootError}>
          <RootLayout />
        </RouteErrorBoundary>
      ),
      children: [...features, ...shellRoutes, notFoundRoute].map(toRouteObject),
    },
  ];
}

/**
 * Loads the code of the screens at an address, so that they render at once (without their
 * loading fallback) when the app starts there. Never rejects: a screen that failed to load shows
 * its error when it renders.
 */
export async function preloadRoutes(
  routes: RouteObject[],
  location: Partial<Location> | string,
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(matches.map(({ route }) => preloaders.get(route)?.()));
}
