import { fileURLToPath } from 'node:url';

/** The repository root: lambdas/, web/dist and package-lock.json are found from here. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
