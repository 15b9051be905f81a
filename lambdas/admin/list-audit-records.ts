import { AUDIT_LIST_SIZE } from '../../contracts/admin';
import { adminRoutes } from '../../contracts/admin';
import { routeIn } from '../core/route';
import { withAdminHttp } from '../core/admin-http';
import { latestAdminActions } from './audit-store';

/** GET /api/admin/audit: the latest admin actions, newest first. */
export const handler = withAdminHttp(routeIn(adminRoutes, 'listAuditRecords'), async () => ({
  records: await latestAdminActions(AUDIT_LIST_SIZE),
}));
