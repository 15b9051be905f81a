import type { SeedStep } from './seed';

/** Demo data beyond the accounts, applied once per data folder. */
export const seedSteps: Record<string, SeedStep> = {};
