/**
 * `npm run seed -- --stage sandbox`: puts the demo offices, the default AI prompt and the demo
 * accounts (admin, professional, patient; password from SEED_PASSWORD) into a deployed sandbox,
 * once, as `npm start` does locally. It reads the stage's outputs written by `npm run deploy` and
 * uses the caller's AWS credentials. prod never gets demo data.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_MIN_LENGTH } from '../contracts/accounts/sign-up';
import { outputsFile } from './stage-outputs';

const { values } = parseArgs({ options: { stage: { type: 'string' } } });
if (values.stage === 'prod') {
  console.error('prod never gets demo data: seed a sandbox stage instead.');
  process.exit(2);
}
if (values.stage !== 'sandbox') {
  console.error('Usage: SEED_PASSWORD=… npm run seed -- --stage sandbox');
  process.exit(2);
}
const password = process.env.SEED_PASSWORD ?? '';
if (password.length < PASSWORD_MIN_LENGTH) {
  console.error(
    `Set SEED_PASSWORD (at least ${PASSWORD_MIN_LENGTH} characters) for the demo accounts.`,
  );
  process.exit(2);
}
const file = outputsFile('sandbox');
if (!existsSync(file)) {
  console.error(`No outputs at ${file}: run npm run deploy -- --stage sandbox first.`);
  process.exit(2);
}
const outputs = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>)[
  'DentalStack-sandbox'
];
const { TableName, UserPoolId, UserPoolClientId } = outputs ?? {};
if (!TableName || !UserPoolId || !UserPoolClientId) {
  console.error(`${file} lacks TableName, UserPoolId or UserPoolClientId.`);
  process.exit(2);
}
// A pool id starts with its region: us-east-1_AbC123.
const region = UserPoolId.split('_')[0]!;

// The stores read the same configuration a function reads in the cloud.
Object.assign(process.env, {
  STAGE: 'sandbox',
  AWS_REGION: region,
  TABLE_NAME: TableName,
  USER_POOL_ID: UserPoolId,
  USER_POOL_CLIENT_ID: UserPoolClientId,
  EMAIL_FROM: process.env.EMAIL_FROM ?? 'no-reply@example.com',
  SUPPORT_EMAIL: process.env.SUPPORT_EMAIL ?? 'support@example.com',
});
const { applySeedSteps } = await import('../local/seed/apply-seed-steps');
const { demoSteps } = await import('../local/seed/demo-steps');

const cognito = new CognitoIdentityProviderClient({ region });
const applied = await applySeedSteps(demoSteps(cognito, { poolId: UserPoolId, password }));
console.log(
  applied.length
    ? `Seeded ${applied.join(', ')} into ${TableName}.`
    : `${TableName} already has the demo data.`,
);
