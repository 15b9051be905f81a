import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { SeedStep } from './apply-seed-steps';
import { defaultPromptStep } from './default-prompt-step';
import { demoAccountsStep, type DemoAccountsTarget } from './demo-accounts-step';
import { demoOfficesStep } from './demo-offices-step';
import { demoSubscribersStep } from './demo-subscribers-step';
import { DEMO_ACCOUNTS } from '../settings';

/**
 * The demo data, applied once per data folder (or deployed table), in this order. A deployed
 * sandbox passes its own pool and password.
 */
export const demoSteps = (
  cognito: CognitoIdentityProviderClient,
  accounts?: DemoAccountsTarget,
): Record<string, SeedStep> => ({
  'demo-accounts': demoAccountsStep(cognito, accounts),
  'demo-offices': demoOfficesStep,
  'default-prompt': defaultPromptStep,
  'demo-subscribers': demoSubscribersStep(
    DEMO_ACCOUNTS.find((account) => account.role === 'professional')?.email ?? '',
  ),
});
