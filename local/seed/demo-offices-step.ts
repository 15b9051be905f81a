import { putOffices } from '../../lambdas/offices/office-store';
import type { SeedStep } from './apply-seed-steps';
import { demoOffices } from './offices';

/**
 * Puts the demo offices in the local table. Each has its own contact mailbox, so discount
 * requests sent to it can be read in the local inbox. Bump the version when the generator's
 * output changes, so existing local data gets the new offices.
 */
export const demoOfficesStep: SeedStep = {
  version: 1,
  run: () => putOffices(demoOffices()),
};
