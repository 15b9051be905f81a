import { useRoutes, type RouteObject } from 'react-router';

/** The screen the route table gives the current address, inside the app's frame. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
