import { route } from '../../contracts/routes';
import { withHttp } from '../core/http';
import { listPrompts } from '../prompts/prompt-store';

/** GET /api/admin/prompts: every AI prompt, newest first. */
export const handler = withHttp(route('listPrompts'), async () => ({
  prompts: await listPrompts(),
}));
