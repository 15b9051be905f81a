import { adminRoutes } from '../../contracts/admin';
import { routeIn } from '../core/route';
import { NotFound } from '../core/errors';
import { withAdminHttp } from '../core/admin-http';
import { deletePrompt } from '../prompts/prompt-store';
import { recordAdminAction } from './audit-store';

/** DELETE /api/admin/prompts/{id}: removes a prompt; the assistant stops using it. */
export const handler = withAdminHttp(
  routeIn(adminRoutes, 'deletePrompt'),
  async ({ params, identity }) => {
    const before = await deletePrompt(params.id);
    if (!before) throw new NotFound('No prompt exists with this id.', 'id');
    await recordAdminAction(identity, {
      action: 'prompt.delete',
      target_type: 'prompt',
      target_id: params.id,
      target_label: before.name,
      before,
      after: null,
    });
    return { id: params.id, deleted: true as const };
  },
);
