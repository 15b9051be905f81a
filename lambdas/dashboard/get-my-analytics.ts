import { ANALYTICS_DAYS } from '../../contracts/dashboard';
import { dashboardRoutes } from '../../contracts/dashboard';
import { routeIn } from '../core/route';
import { dailySeries, lastDays } from '../analytics/daily-series';
import { readDailyCounts } from '../analytics/listing-stats-store';
import { withHttp } from '../core/http';
import { findOwnOffice } from './own-office';

/** GET /api/dashboard/analytics: the caller's own listing, day by day over the last 30 days. */
export const handler = withHttp(
  routeIn(dashboardRoutes, 'getMyAnalytics'),
  async ({ identity }) => {
    const office = await findOwnOffice(identity.userId);
    const dates = lastDays(ANALYTICS_DAYS, Date.now());
    const counts = await readDailyCounts(office.id, dates[0] as string, dates.at(-1) as string);
    return dailySeries(dates, counts);
  },
);
