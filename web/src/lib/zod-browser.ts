/**
 * `zod/mini` as the browser gets it (web/vite.config.ts points the `zod/mini` import of
 * contracts/zod.ts here): the same library, told never to compile schemas with `new Function`.
 * The site's Content Security Policy (`script-src 'self'`) forbids that, and a check for it would
 * be reported as a policy violation on every page that validates.
 */
import { config } from 'zod/v4/mini';

config({ jitless: true });

export * from 'zod/v4/mini';
