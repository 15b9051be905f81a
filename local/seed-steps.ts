import type { SeedStep } from './seed';
import { demoOfficesStep } from './seed/demo-offices-step';

/** Demo data beyond the accounts, applied once per data folder. */
export const seedSteps: Record<string, SeedStep> = {
  'demo-offices': demoOfficesStep,
};
