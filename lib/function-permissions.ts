import { Validations } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Access } from '../contracts/http';
import type { RateLimitName } from '../lambdas/core/rate-limit';
import type { FunctionPermissions, SecretName } from '../lambdas/manifest';
import type { Email } from './email';
import type { AppFunction } from './function-defaults';
import { nagArnOf } from './nag-ids';
import type { AppSecrets } from './secrets';

export interface PermissionSource {
  /** Who may call it, for a route's function. */
  access?: Access;
  rateLimit?: RateLimitName;
  permissions: FunctionPermissions;
}

/**
 * The permissions a function really needs: what the manifest declares, plus table read for
 * every signed-in route (the server checks on each request that the caller's account is not
 * deactivated) and table read-write for every rate-limited route (the counters live in the
 * table).
 */
export function effectivePermissions(fn: PermissionSource): FunctionPermissions {
  const declared = fn.permissions;
  let table = declared.table;
  if (fn.rateLimit !== undefined) table = 'readwrite';
  else if (fn.access !== undefined && fn.access !== 'public' && table === undefined) {
    table = 'read';
  }
  return table === undefined ? { ...declared } : { ...declared, table };
}

/** Environment variable that carries a secret's ARN to the functions allowed to read it. */
export const secretEnvName = (name: SecretName): string => `${name.toUpperCase()}_SECRET_ARN`;

export interface GrantTargets {
  table: dynamodb.Table;
  email: Email;
  userPool: cognito.IUserPool;
  secrets: AppSecrets;
}

/** Grants exactly `permissions` to one function's own role, and documents the unavoidable wildcards. */
export function grantPermissions(
  target: AppFunction,
  permissions: FunctionPermissions,
  resources: GrantTargets,
): void {
  const { table, email, userPool, secrets } = resources;
  if (permissions.table === 'read') table.grantReadData(target.role);
  if (permissions.table === 'readwrite') table.grantReadWriteData(target.role);
  if (permissions.table === 'put') {
    // On the table itself only: no reads and no index access (which `table.grant` would add).
    target.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [table.tableArn] }),
    );
  }
  if (permissions.email === true) email.grantSend(target.role);
  if (permissions.cognito !== undefined && permissions.cognito.length > 0) {
    userPool.grant(target.role, ...permissions.cognito.map((action) => `cognito-idp:${action}`));
  }
  for (const name of permissions.secrets ?? []) {
    target.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [secrets.byName[name].secretArn],
      }),
    );
  }

  const policy = target.role.node.tryFindChild('DefaultPolicy');
  if (policy === undefined) return;
  // Tracing.ACTIVE grants these to the default policy; X-Ray has no resource-level permissions.
  Validations.of(policy).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: 'xray:PutTraceSegments and xray:PutTelemetryRecords support only Resource "*".',
  });
  if (permissions.table === 'read' || permissions.table === 'readwrite') {
    Validations.of(policy).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArnOf(table.node.defaultChild as dynamodb.CfnTable)}/index/*]`,
      reason:
        'Queries run on the global secondary indexes of the one application table (gsi1, gsi2) and on no other table.',
    });
  }
}
