/**
 * `zod` as the browser gets it (web/vite.config.ts points the bare `zod` import here): the same
 * library, told never to compile schemas with `new Function`. The site's Content Security Policy
 * (`script-src 'self'`) forbids that, and zod's first check for it would otherwise be reported as
 * a policy violation on every page that validates.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
