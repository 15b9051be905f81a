import { adminRoutes } from '../../contracts/admin';
import { routeIn } from '../core/route';
import { withAdminHttp } from '../core/admin-http';
import { createPrompt } from '../prompts/prompt-store';
import { recordAdminAction } from './audit-store';

/** POST /api/admin/prompts: a new active prompt, recorded as the calling admin's. */
export const handler = withAdminHttp(
  routeIn(adminRoutes, 'createPrompt'),
  async ({ body, identity }) => {
    const { prompt } = await createPrompt({
      name: body.name,
      promptText: body.prompt_text,
      category: body.category,
      createdBy: identity.userId,
    });
    await recordAdminAction(identity, {
      action: 'prompt.create',
      target_type: 'prompt',
      target_id: prompt.id,
      target_label: prompt.name,
      before: null,
      after: prompt,
    });
    return prompt;
  },
);
