import { adminRoutes } from '../../contracts/admin';
import { routeIn } from '../core/route';
import { withAdminHttp } from '../core/admin-http';
import { listPrompts } from '../prompts/prompt-store';

/** GET /api/admin/prompts: every AI prompt, newest first. */
export const handler = withAdminHttp(routeIn(adminRoutes, 'listPrompts'), async () => ({
  prompts: await listPrompts(),
}));
