import { accountRoutes } from './accounts/account';
import { adminRoutes } from './admin';
import { assistantRoutes } from './assistant';
import { billingRoutes } from './billing';
import { dashboardRoutes } from './dashboard';
import { healthRoutes } from './health';
import { inquiryRoutes } from './inquiries';
import { officeRoutes } from './offices';
import { profileRoutes } from './accounts/profile';
import { signUpRoutes } from './accounts/sign-up';
import { voiceRoutes } from './voice';

/** Every HTTP route of the product: the web client calls them, lambdas/manifest.ts deploys them. */
export const routes = [
  ...healthRoutes,
  ...profileRoutes,
  ...accountRoutes,
  ...signUpRoutes,
  ...dashboardRoutes,
  ...officeRoutes,
  ...inquiryRoutes,
  ...assistantRoutes,
  ...voiceRoutes,
  ...adminRoutes,
  ...billingRoutes,
] as const;

export type AppRoute = (typeof routes)[number];
export type RouteId = AppRoute['id'];

export const routeById = (id: RouteId): AppRoute => {
  const route = routes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
};

/** The route with this id, with its precise schema types. */
export const route = <I extends RouteId>(id: I): Extract<AppRoute, { id: I }> =>
  routeById(id) as Extract<AppRoute, { id: I }>;
