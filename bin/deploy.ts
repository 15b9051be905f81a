/**
 * `npm run deploy -- --stage sandbox|prod [--email-from a@x] [--support-email b@x]
 *  [--alarm-email c@x] [--ses-identity x.com]`: builds the web app, runs `cdk deploy` with the
 * stage's context, then prints what an operator needs next. Context values may also come from
 * the environment (DEPLOY_EMAIL_FROM, DEPLOY_SUPPORT_EMAIL, DEPLOY_ALARM_EMAIL, DEPLOY_SES_IDENTITY).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { stages, type StageName } from '../lib/app-config';
import { repoRoot } from '../lib/paths';
import { describeOutputs, outputsFile } from './stage-outputs';

const { values } = parseArgs({
  options: {
    stage: { type: 'string' },
    'email-from': { type: 'string' },
    'support-email': { type: 'string' },
    'alarm-email': { type: 'string' },
    'ses-identity': { type: 'string' },
  },
});

const stage = values.stage as StageName | undefined;
if (!stage || !stages.includes(stage)) {
  console.error(`Usage: npm run deploy -- --stage ${stages.join('|')} [--email-from …]`);
  process.exit(2);
}

const context: Record<string, string | undefined> = {
  stage,
  emailFrom: values['email-from'] ?? process.env.DEPLOY_EMAIL_FROM,
  supportEmail: values['support-email'] ?? process.env.DEPLOY_SUPPORT_EMAIL,
  alarmEmail: values['alarm-email'] ?? process.env.DEPLOY_ALARM_EMAIL,
  sesIdentity: values['ses-identity'] ?? process.env.DEPLOY_SES_IDENTITY,
};
if (stage === 'prod' && (!context.emailFrom || !context.supportEmail || !context.alarmEmail)) {
  console.error(
    'prod needs --email-from, --support-email and --alarm-email (or DEPLOY_* variables)',
  );
  process.exit(2);
}

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const file = outputsFile(stage);
// Pages name their canonical address: the site's origin from the previous deploy (the
// distribution keeps its domain), unless SITE_URL names it. A first deploy builds them with
// root-relative canonical links.
if (!process.env.SITE_URL && existsSync(file)) {
  const previous = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
  const siteUrl = previous[`DentalStack-${stage}`]?.SiteUrl;
  if (siteUrl) process.env.SITE_URL = siteUrl;
}
run('npm', ['run', 'build:web']);
mkdirSync(path.dirname(file), { recursive: true });
run('npx', [
  'cdk',
  'deploy',
  `DentalStack-${stage}`,
  ...Object.entries(context).flatMap(([key, value]) => (value ? ['-c', `${key}=${value}`] : [])),
  '--outputs-file',
  file,
  // A sandbox deploys without prompts; prod asks before widening any permission.
  '--require-approval',
  stage === 'prod' ? 'broadening' : 'never',
]);

const outputs = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
console.log(describeOutputs(stage, outputs[`DentalStack-${stage}`] ?? {}));
