import { route } from '../../contracts/routes';
import { NotFound } from '../core/errors';
import { withHttp } from '../core/http';
import { logger } from '../core/logger';
import { findNearbyOffices } from './office-search';
import { lookupZip } from './zip-lookup';

export const unknownZipMessage = (zip: string) =>
  `We couldn't find ZIP code ${zip}. Check the number and try again.`;

/** GET /api/offices?zip=&radius=: listed offices near a ZIP code, nearest first. */
export const handler = withHttp(route('searchOffices'), async ({ query }) => {
  const { zip, radius, ...filters } = query;
  const center = lookupZip(zip);
  if (!center) throw new NotFound(unknownZipMessage(zip), 'zip');

  const { offices, stats } = await findNearbyOffices(center, radius, filters);
  logger.info('office search', { radiusMiles: radius, ...stats, returned: offices.length });
  return { zip, radius_miles: radius, center, count: offices.length, offices };
});
