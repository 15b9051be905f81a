import { adminRoutes } from '../../contracts/admin';
import { routeIn } from '../core/route';
import { listProfiles } from '../accounts/profile-store';
import { withAdminHttp } from '../core/admin-http';
import { withRoles } from './user-accounts';

/** GET /api/admin/users: users newest first, searchable by email or name, a page at a time. */
export const handler = withAdminHttp(routeIn(adminRoutes, 'listUsers'), async ({ query }) => {
  const { profiles, nextCursor } = await listProfiles(query);
  return { users: await withRoles(profiles), next_cursor: nextCursor };
});
