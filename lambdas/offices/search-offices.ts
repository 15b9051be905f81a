import { officeRoutes } from '../../contracts/offices';
import { routeIn } from '../core/route';
import { recordImpressions } from '../analytics/listing-stats-store';
import { NotFound } from '../core/errors';
import { withHttp } from '../core/http';
import { logger } from '../core/logger';
import { findNearbyOffices } from './office-search';
import { lookupZip } from './zip-lookup';

export const unknownZipMessage = (zip: string) =>
  `We couldn't find ZIP code ${zip}. Check the number and try again.`;

/** GET /api/offices?zip=&radius=: listed offices near a ZIP code, nearest first, a page at a time. */
export const handler = withHttp(
  routeIn(officeRoutes, 'searchOffices'),
  async ({ query, client }) => {
    const { zip, radius, offset, limit, ...filters } = query;
    const center = lookupZip(zip);
    if (!center) throw new NotFound(unknownZipMessage(zip), 'zip');

    const { count, offices, stats } = await findNearbyOffices(center, radius, filters, {
      offset,
      limit,
    });
    logger.info('office search', {
      radiusMiles: radius,
      ...stats,
      count,
      returned: offices.length,
    });
    await countImpressions(
      offices.map((office) => office.id),
      client,
    );
    const next = offset + limit;
    return {
      zip,
      radius_miles: radius,
      center,
      count,
      offset,
      next_offset: next < count ? next : null,
      offices,
    };
  },
);

/** One write per search, whatever the page size; a failure to count never fails the search. */
async function countImpressions(officeIds: string[], client: string): Promise<void> {
  try {
    await recordImpressions(officeIds, client);
  } catch (error) {
    logger.warn('impressions not recorded', { error: error as Error });
  }
}
