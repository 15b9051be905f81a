import { officeRoutes } from '../../contracts/offices';
import { routeIn } from '../core/route';
import { NotFound } from '../core/errors';
import { withHttp } from '../core/http';
import { getActiveOffice, publicOffice } from './office-store';

/** GET /api/offices/{id}: one office, only while it is listed in the directory (no coupon text). */
export const handler = withHttp(routeIn(officeRoutes, 'getOffice'), async ({ params }) => {
  const office = await getActiveOffice(params.id);
  if (!office) throw new NotFound('This office is not listed in our directory.', 'id');
  return publicOffice(office);
});
