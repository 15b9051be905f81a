import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { SeedStep } from './apply-seed-steps';
import { defaultPromptStep } from './default-prompt-step';
import { demoAccountsStep } from './demo-accounts-step';
import { demoOfficesStep } from './demo-offices-step';
import { demoSubscribersStep } from './demo-subscribers-step';
import { DEMO_ACCOUNTS } from '../settings';

/** The local stack's demo data, applied once per data folder, in this order. */
export const demoSteps = (cognito: CognitoIdentityProviderClient): Record<string, SeedStep> => ({
  'demo-accounts': demoAccountsStep(cognito),
  'demo-offices': demoOfficesStep,
  'default-prompt': defaultPromptStep,
  'demo-subscribers': demoSubscribersStep(
    DEMO_ACCOUNTS.find((account) => account.role === 'professional')?.email ?? '',
  ),
});
