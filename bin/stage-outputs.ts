import path from 'node:path';
import type { StageName } from '../lib/app-config';
import { repoRoot } from '../lib/paths';

/** Where `npm run deploy` keeps a stage's stack outputs (git-ignored), for seeding and smoke tests. */
export const outputsFile = (stage: StageName): string =>
  path.join(repoRoot, '.local', 'stages', `${stage}.json`);

/** The next steps after a deploy, from the stack's outputs. */
export function describeOutputs(stage: StageName, outputs: Record<string, string>): string {
  const line = (label: string, key: string) =>
    `  ${label.padEnd(22)} ${outputs[key] ?? '(missing)'}`;
  return [
    '',
    `DentalStack-${stage} is deployed.`,
    '',
    line('Site', 'SiteUrl'),
    line('API', 'ApiUrl'),
    line('User pool', 'UserPoolId'),
    line('Web client', 'UserPoolClientId'),
    line('Table', 'TableName'),
    line('Dashboard', 'DashboardName'),
    line('Alarm topic', 'AlarmTopicArn'),
    '',
    'Before the site is fully working:',
    `  1. OpenAI key:  aws secretsmanager put-secret-value --secret-id ${outputs.OpenAiSecretArn ?? '<OpenAiSecretArn>'} --secret-string '<key>'`,
    `  2. Stripe:      aws secretsmanager put-secret-value --secret-id ${outputs.StripeSecretArn ?? '<StripeSecretArn>'} \\`,
    `                    --secret-string '{"secret_key":"…","webhook_secret":"…","price_id":"…"}'`,
    `                  and add the webhook endpoint ${outputs.StripeWebhookUrl ?? '<StripeWebhookUrl>'} in Stripe.`,
    `  3. SES:         verify ${outputs.SesIdentity ?? 'the SES identity'} and request production access (RUNBOOK.md).`,
    `  4. Check it:    npm run smoke -- --url ${outputs.SiteUrl ?? '<SiteUrl>'}`,
    '',
  ].join('\n');
}
