import { AUDIT_LIST_SIZE } from '../../contracts/admin';
import { route } from '../../contracts/routes';
import { withHttp } from '../core/http';
import { latestAdminActions } from './audit-store';

/** GET /api/admin/audit: the latest admin actions, newest first. */
export const handler = withHttp(route('listAuditRecords'), async () => ({
  records: await latestAdminActions(AUDIT_LIST_SIZE),
}));
