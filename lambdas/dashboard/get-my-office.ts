import { dashboardRoutes } from '../../contracts/dashboard';
import { routeIn } from '../core/route';
import { withHttp } from '../core/http';
import { findOwnOffice, myOfficeView } from './own-office';

/** GET /api/dashboard/office: the caller's own office, listed or not, and whether it is live. */
export const handler = withHttp(routeIn(dashboardRoutes, 'getMyOffice'), async ({ identity }) =>
  myOfficeView(await findOwnOffice(identity.userId)),
);
