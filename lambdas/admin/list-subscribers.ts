import { adminRoutes } from '../../contracts/admin';
import { routeIn } from '../core/route';
import { adminSubscriberOf } from '../billing/billing-summary';
import { listSubscribers } from '../billing/subscriber-store';
import { withAdminHttp } from '../core/admin-http';

/** GET /api/admin/subscribers: professional subscriptions newest first, a page at a time. */
export const handler = withAdminHttp(routeIn(adminRoutes, 'listSubscribers'), async ({ query }) => {
  const { subscribers, nextCursor } = await listSubscribers(query);
  return { subscribers: subscribers.map(adminSubscriberOf), next_cursor: nextCursor };
});
