import { officeRoutes } from '../../contracts/offices';
import { routeIn } from '../core/route';
import type { OfficeEventType } from '../../contracts/offices';
import { NotFound } from '../core/errors';
import { withHttp } from '../core/http';
import { getActiveOffice } from '../offices/office-store';
import { recordEvent, type EventMetric } from './listing-stats-store';

const metricOf: Record<OfficeEventType, EventMetric> = {
  view: 'views',
  call: 'calls',
  website: 'websites',
};

/**
 * POST /api/offices/{id}/events: a visitor viewed a listed office's page or used its Call or
 * Website button. Counted once per visitor, office, kind and day; rate-limited per client.
 */
export const handler = withHttp(
  routeIn(officeRoutes, 'recordOfficeEvent'),
  async ({ params, body, client }) => {
    const office = await getActiveOffice(params.id);
    if (!office) throw new NotFound('This office is not listed in our directory.', 'id');
    await recordEvent(office.id, metricOf[body.type], client);
    return {};
  },
);
