import { adminRoutes } from '../../contracts/admin';
import { routeIn } from '../core/route';
import { NotFound } from '../core/errors';
import { withAdminHttp } from '../core/admin-http';
import { getPrompt, updatePrompt } from '../prompts/prompt-store';
import { recordAdminAction } from './audit-store';

/** PATCH /api/admin/prompts/{id}: edits, activates or deactivates a prompt. */
export const handler = withAdminHttp(
  routeIn(adminRoutes, 'updatePrompt'),
  async ({ params, body, identity }) => {
    const before = await getPrompt(params.id);
    if (!before) throw new NotFound('No prompt exists with this id.', 'id');
    const after = await updatePrompt(params.id, body);
    await recordAdminAction(identity, {
      action: 'prompt.update',
      target_type: 'prompt',
      target_id: params.id,
      target_label: after.name,
      before,
      after,
    });
    return after;
  },
);
