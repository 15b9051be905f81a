import { COMMON_PROBLEM_ENTRIES } from './knowledge/common-problems';
import { COSMETIC_ENTRIES } from './knowledge/cosmetic';
import { DAILY_CARE_ENTRIES } from './knowledge/daily-care';
import { GUM_HEALTH_ENTRIES } from './knowledge/gum-health';
import { HEALTH_AND_HABIT_ENTRIES } from './knowledge/health-and-habits';
import type { KnowledgeEntry } from './knowledge/knowledge-entry';
import { LIFE_STAGE_ENTRIES } from './knowledge/life-stages';
import { ORTHODONTICS_AND_APPLIANCE_ENTRIES } from './knowledge/orthodontics-and-appliances';
import { TREATMENT_ENTRIES } from './knowledge/treatments';
import { URGENT_CARE_ENTRIES } from './knowledge/urgent-care';
import { VISITING_THE_DENTIST_ENTRIES } from './knowledge/visiting-the-dentist';

export type { KnowledgeEntry } from './knowledge/knowledge-entry';

/**
 * The offline dental knowledge base: general, patient-friendly guidance used to
 * answer questions without a model call and to ground the model when one is used.
 */
export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  ...DAILY_CARE_ENTRIES,
  ...VISITING_THE_DENTIST_ENTRIES,
  ...COMMON_PROBLEM_ENTRIES,
  ...GUM_HEALTH_ENTRIES,
  ...TREATMENT_ENTRIES,
  ...COSMETIC_ENTRIES,
  ...ORTHODONTICS_AND_APPLIANCE_ENTRIES,
  ...LIFE_STAGE_ENTRIES,
  ...HEALTH_AND_HABIT_ENTRIES,
  ...URGENT_CARE_ENTRIES,
];
