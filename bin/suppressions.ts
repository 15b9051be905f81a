/**
 * `npm run suppressions -- --stage <stage> [--lift <address>]`: lists the addresses the outbox
 * no longer mails (they bounced for good, or their owner complained), newest first, or lifts one
 * so it is mailed again. `--stage sandbox|prod` reads the stage's outputs written by
 * `npm run deploy` and uses the caller's AWS credentials; `--stage local` works on the running
 * local stack (its stack.json: `.local/stack.json`, or STACK_FILE).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../lib/paths';
import { outputsFile } from './stage-outputs';

const USAGE = 'Usage: npm run suppressions -- --stage local|sandbox|prod [--lift <address>]';

const { values } = parseArgs({
  options: { stage: { type: 'string' }, lift: { type: 'string' } },
});
const stage = values.stage;
if (stage !== 'local' && stage !== 'sandbox' && stage !== 'prod') {
  console.error(USAGE);
  process.exit(2);
}
if (values.lift !== undefined && !values.lift.includes('@')) {
  console.error(`--lift needs an email address, got "${values.lift}".\n${USAGE}`);
  process.exit(2);
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function tableOf(): { TABLE_NAME: string; AWS_REGION: string; DYNAMODB_ENDPOINT?: string } {
  if (stage === 'local') {
    const file = process.env.STACK_FILE ?? path.join(repoRoot, '.local', 'stack.json');
    if (!existsSync(file)) fail(`No running local stack (${file} is missing): start it first.`);
    const running = JSON.parse(readFileSync(file, 'utf8')) as {
      dynamodb?: { endpoint?: string; table?: string };
    };
    const { endpoint, table } = running.dynamodb ?? {};
    if (!endpoint || !table) fail(`${file} names no DynamoDB endpoint and table.`);
    return { TABLE_NAME: table, AWS_REGION: 'us-east-1', DYNAMODB_ENDPOINT: endpoint };
  }
  const file = outputsFile(stage as 'sandbox' | 'prod');
  if (!existsSync(file))
    fail(`No outputs at ${file}: run npm run deploy -- --stage ${stage} first.`);
  const outputs = (
    JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>
  )[`DentalStack-${stage}`];
  const { TableName, UserPoolId } = outputs ?? {};
  if (!TableName || !UserPoolId) fail(`${file} lacks TableName or UserPoolId.`);
  // A pool id starts with its region: us-east-1_AbC123.
  return { TABLE_NAME: TableName, AWS_REGION: UserPoolId.split('_')[0]! };
}

// The store reads the same configuration a function reads; only the table matters here.
Object.assign(process.env, {
  STAGE: stage,
  USER_POOL_ID: 'unused',
  USER_POOL_CLIENT_ID: 'unused',
  EMAIL_FROM: 'no-reply@example.com',
  SUPPORT_EMAIL: 'support@example.com',
  ...tableOf(),
});
const { liftSuppression, listSuppressions } = await import('../lambdas/email/suppression-store');

if (values.lift !== undefined) {
  const lifted = await liftSuppression(values.lift);
  if (!lifted) {
    console.log(`${values.lift} is not suppressed; nothing to lift.`);
  } else {
    console.log(
      `Lifted: ${lifted.address} (${lifted.reason}, ${lifted.detail}, since ${lifted.first_suppressed_at}) will be mailed again.`,
    );
  }
} else {
  const list = await listSuppressions(1000);
  if (list.length === 0) console.log('No suppressed addresses.');
  else {
    const rows = list.map((entry) => [
      entry.address,
      entry.reason,
      entry.detail,
      entry.suppressed_at,
      String(entry.reports),
    ]);
    const header = ['address', 'reason', 'detail', 'last report', 'reports'];
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((row) => row[column]!.length)),
    );
    const line = (cells: string[]) =>
      cells
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd();
    console.log([line(header), ...rows.map(line)].join('\n'));
    console.log(`\n${list.length} suppressed. Lift one with --lift <address>.`);
  }
}
