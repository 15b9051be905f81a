import type { SeedStep } from './seed';
import { defaultPromptStep } from './seed/default-prompt-step';
import { demoOfficesStep } from './seed/demo-offices-step';

/** Demo data beyond the accounts, applied once per data folder. */
export const seedSteps: Record<string, SeedStep> = {
  'demo-offices': demoOfficesStep,
  'default-prompt': defaultPromptStep,
};
