import { createPrompt } from '../../lambdas/prompts/prompt-store';
import type { SeedStep } from './apply-seed-steps';

/**
 * The assistant's default tone, as an active AI prompt that administrators can edit or switch off.
 * The safety rules are not here: they are the fixed preamble no prompt can change.
 */
export const DEFAULT_PROMPT = {
  id: 'default-assistant-tone',
  name: 'Friendly dental guide',
  category: 'tone',
  promptText: [
    'Speak like a warm, experienced dental hygienist explaining things to a patient: calm, encouraging and never judgmental about past habits.',
    'Start with the direct answer in one or two sentences, then give the practical steps the person can take at home as a short "- " list.',
    'Say clearly when something needs a dentist soon, and suggest the visitor can use our office directory to find a dental office near them.',
  ].join(' '),
  createdBy: 'system',
} as const;

export const defaultPromptStep: SeedStep = {
  version: 1,
  run: async () => {
    await createPrompt(DEFAULT_PROMPT);
  },
};
