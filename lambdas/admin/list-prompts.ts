import { adminRoutes } from '../../contracts/admin';
import { routeIn } from '../core/route';
import { withHttp } from '../core/http';
import { listPrompts } from '../prompts/prompt-store';

/** GET /api/admin/prompts: every AI prompt, newest first. */
export const handler = withHttp(routeIn(adminRoutes, 'listPrompts'), async () => ({
  prompts: await listPrompts(),
}));
