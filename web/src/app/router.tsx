import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import type { Access } from './access';
import { RootLayout } from './layout/root-layout';
import { ProtectedRoute } from './protected-route';
import { RouteErrorBoundary } from './route-error';

/** A route of the app, with who may open it (see `Access`); without `access`, anyone may. */
export type AppRoute = RouteObject & { access?: Access };

/**
 * Feature screens plug in here: one lazy route per screen, so each screen's code loads only
 * when it is opened. A screen that only some users may see declares its `access` here rather
 * than guarding itself. Every route gets the shared error boundary unless it brings its own
 * `errorElement`.
 */
export const featureRoutes: AppRoute[] = [
  {
    path: paths.auth.path,
    access: 'guest',
    lazy: () => import('@/features/accounts/auth-page').then((m) => ({ Component: m.AuthPage })),
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
    lazy: () =>
      import('@/features/accounts/profile-page').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: paths.dashboard.path,
    access: 'professional',
    lazy: () =>
      import('@/features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: paths.admin.path,
    access: 'admin',
    lazy: () => import('@/features/admin/admin-page').then((m) => ({ Component: m.AdminPage })),
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
    lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })),
  },
  {
    path: paths.offices.path,
    lazy: () => import('./routes/offices').then((m) => ({ Component: m.OfficesRoute })),
  },
  {
    path: paths.office.path,
    lazy: () => import('./routes/office').then((m) => ({ Component: m.OfficeRoute })),
  },
];

/** Screens the app shell itself provides. */
const shellRoutes: RouteObject[] = [
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
const notFoundRoute: RouteObject = {
  path: '*',
  lazy: () => import('@/features/misc/not-found').then((m) => ({ Component: m.NotFoundPage })),
};

type LazyDefinition = NonNullable<RouteObject['lazy']>;

/**
 * A rejected `lazy` (say, a screen's file removed by a newer release) would leave the page
 * blank; turning it into a component that throws lets the route's error boundary show instead.
 */
function guardLazy(lazy: LazyDefinition): LazyDefinition {
  if (typeof lazy !== 'function') return lazy;
  return async (...args: Parameters<typeof lazy>) => {
    try {
      return await lazy(...args);
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

function withErrorBoundary(route: RouteObject): RouteObject {
  return {
    ...route,
    lazy: route.lazy && guardLazy(route.lazy),
    errorElement: route.errorElement ?? <RouteErrorBoundary />,
  };
}

/** A route with `access` sits below a `ProtectedRoute`, which shows it only to those admitted. */
function withAccess({ access, ...route }: AppRoute): RouteObject {
  const screen = withErrorBoundary(route);
  if (access === undefined) return screen;
  return {
    element: <ProtectedRoute access={access} />,
    errorElement: <RouteErrorBoundary />,
    children: [screen],
  };
}

/** The layout route failed: render the error on its own, since the frame itself may be broken. */
function RootErrorBoundary() {
  return (
    <main id="main-content" tabIndex={-1}>
      <RouteErrorBoundary />
    </main>
  );
}

export function createAppRoutes(features: AppRoute[] = featureRoutes): RouteObject[] {
  return [
    {
      Component: RootLayout,
      errorElement: <RootErrorBoundary />,
      children: [
        {
          // While the first screen's code loads, a spinner fills the page inside the frame.
          // It sits below the layout so the frame is not rebuilt when the screen arrives.
          HydrateFallback: PageSpinner,
          children: [...features, ...shellRoutes, notFoundRoute].map(withAccess),
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
