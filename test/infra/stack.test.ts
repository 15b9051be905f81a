import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '../../contracts/http';
import { routes } from '../../contracts/routes';
import { API_THROTTLING } from '../../lib/api';
import { PASSWORD_MIN_LENGTH } from '../../lib/auth';
import { otherFunctions } from '../../lib/dental-stack';
import { httpFunctions, scheduledFunctions, secretNames } from '../../lambdas/manifest';
import { DIRECTORY_ATTRIBUTES, TABLE_KEYS } from '../../lambdas/core/table';
import {
  DEFAULT_MEMORY_MB,
  DEFAULT_TIMEOUT_SECONDS,
  LAMBDA_RUNTIME,
} from '../../lib/function-defaults';
import { ORIGIN_SECRET_HEADER } from '../../lib/origin-secret';
import { VIEWER_ADDRESS_HEADER } from '../../lib/site';
import {
  API_SECURITY_HEADERS,
  edgeSecurityHeaders,
  OPENAI_REALTIME_CALLS_URL,
  PAGE_LOADER_SCRIPT_HASH,
} from '../../lambdas/core/security-headers';
import { DEAD_EMAIL_METRIC } from '../../lambdas/email/metrics';
import { parseConfig } from '../../lambdas/core/config';
import { effectivePermissions, secretEnvName } from '../../lib/function-permissions';
import { synthStack, type SynthesizedStack } from './synth-stack';
import {
  actionsOf,
  appFunctions,
  envOf,
  flatten,
  functionByDescription,
  methodFor,
  resourcesOf,
  roleStatements,
} from './template-queries';

const allRoutes: readonly RouteDef[] = routes;
const routeFunction = (template: Template, route: RouteDef) =>
  functionByDescription(template, `${route.method} ${route.path}`);
const routeById = (id: string): RouteDef => {
  const route = allRoutes.find((candidate) => candidate.id === id);
  if (route === undefined) throw new Error(`No route ${id} in the table`);
  return route;
};

const TABLE_WRITES = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

let synthesized: SynthesizedStack;
let template: Template;

beforeAll(() => {
  synthesized = synthStack('sandbox');
  template = synthesized.template;
});
afterAll(() => synthesized.cleanup());

describe('the template as a whole', () => {
  it('has no circular references between resources', () => {
    // Template refuses a cyclic template (CloudFormation would too), as this pair shows.
    const cyclic = {
      Resources: {
        Pool: { Type: 'T', Properties: { Trigger: { 'Fn::GetAtt': ['Fn', 'Arn'] } } },
        Fn: { Type: 'T', Properties: { Env: { Ref: 'Pool' } } },
      },
    };
    expect(() => Template.fromJSON(cyclic)).toThrow(/cycl/i);
    expect(() => Template.fromJSON(template.toJSON())).not.toThrow();
  });

  it('outputs what the web app and operators need', () => {
    for (const output of ['SiteUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId', 'TableName']) {
      template.hasOutput(output, {});
    }
  });
});

describe('auth', () => {
  it('signs in by email, case-insensitively, with self sign-up and email verification by code', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      VerificationMessageTemplate: {
        DefaultEmailOption: 'CONFIRM_WITH_CODE',
        EmailMessage: Match.anyValue(),
      },
      // Authenticator apps (TOTP) optional; the API requires them of admins.
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      // A new email replaces the old one only once its code is confirmed.
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
    });
    const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0];
    const message = flatten(pool?.Properties?.VerificationMessageTemplate?.EmailMessage);
    expect(message).toContain('{####}');
    expect(message).toContain('https://<token>/auth');
  });

  it('writes the code emails in a trigger that knows the site and may touch nothing', () => {
    const [fnId, fn] = functionByDescription(
      template,
      'Writes the verification and password-reset emails with links to the site',
    );
    const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0];
    expect(flatten(pool?.Properties?.LambdaConfig?.CustomMessage)).toBe(
      `arn:<token>:lambda:<token>:<token>:function:${fn.Properties?.FunctionName as string}`,
    );
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'cognito-idp.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
    });
    expect(flatten(envOf(fn).SITE_URL)).toBe('https://<token>');
    const actions = actionsOf(roleStatements(template, fn));
    expect(actions.some((action) => /^(dynamodb|cognito-idp|ses):/.test(action))).toBe(false);
  });

  it('requires 12 characters and no composition rules', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: {
          MinimumLength: PASSWORD_MIN_LENGTH,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
    });
    expect(PASSWORD_MIN_LENGTH).toBe(12);
  });

  it('has names and mutable custom user_type, phone and best time to call settable at sign-up', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      // arrayWith keeps order: standard attributes first, then custom ones.
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'given_name', Mutable: true }),
        Match.objectLike({ Name: 'family_name', Mutable: true }),
        Match.objectLike({ Name: 'user_type', AttributeDataType: 'String', Mutable: true }),
        Match.objectLike({ Name: 'phone', AttributeDataType: 'String', Mutable: true }),
        Match.objectLike({
          Name: 'best_time_to_call',
          AttributeDataType: 'String',
          Mutable: true,
        }),
      ]),
    });
    // The web client may write every attribute at sign-up (address and the custom ones included).
    const client = Object.values(template.findResources('AWS::Cognito::UserPoolClient'))[0];
    expect(client?.Properties?.WriteAttributes).toBeUndefined();
  });

  it('has the admin and professional groups', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolGroup', 2);
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'admin' });
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'professional' });
  });

  it('gives the web a secretless client that hides whether a user exists', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      ExplicitAuthFlows: Match.arrayEquals([
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]),
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
    });
  });

  it('runs the post-confirmation function, which may add users to groups of this pool only', () => {
    const [fnId, fn] = functionByDescription(
      template,
      'Creates the profile and group membership of a confirmed user',
    );
    const functionName = fn.Properties?.FunctionName as string;
    const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0];
    expect(flatten(pool?.Properties?.LambdaConfig?.PostConfirmation)).toBe(
      `arn:<token>:lambda:<token>:<token>:function:${functionName}`,
    );
    // One invoke permission per trigger: PreSignUp, CustomMessage and PostConfirmation.
    template.resourcePropertiesCountIs(
      'AWS::Lambda::Permission',
      { Principal: 'cognito-idp.amazonaws.com' },
      3,
    );
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'cognito-idp.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
      SourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^AuthUserPool'), 'Arn'] },
    });
    const statements = roleStatements(template, fn);
    const groupStatement = statements.find((statement) =>
      actionsOf([statement]).includes('cognito-idp:AdminAddUserToGroup'),
    );
    expect(groupStatement?.Resource).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/^AuthUserPool/), 'Arn'],
    });
    expect(actionsOf(statements)).toContain('dynamodb:PutItem');
    // Like every function, it gets the pool id: the pool names it by ARN, not by reference.
    expect(envOf(fn).USER_POOL_ID).toEqual({ Ref: expect.stringMatching(/^AuthUserPool/) });
  });

  it('runs the pre-sign-up function, which may only put items into the table', () => {
    const [fnId, fn] = functionByDescription(
      template,
      "Checks a sign-up and keeps a professional's practice details until confirmation",
    );
    const functionName = fn.Properties?.FunctionName as string;
    const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0];
    expect(flatten(pool?.Properties?.LambdaConfig?.PreSignUp)).toBe(
      `arn:<token>:lambda:<token>:<token>:function:${functionName}`,
    );
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'cognito-idp.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
      SourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^AuthUserPool'), 'Arn'] },
    });
    const dataStatements = roleStatements(template, fn).filter((statement) =>
      actionsOf([statement]).some((action) => action.startsWith('dynamodb:')),
    );
    expect(actionsOf(dataStatements)).toEqual(['dynamodb:PutItem']);
    expect(dataStatements[0]?.Resource).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/^DataTable/), 'Arn'],
    });
    expect(
      actionsOf(roleStatements(template, fn)).some((action) => action.startsWith('cognito-idp:')),
    ).toBe(false);
  });

  it('is destroyed with a sandbox stack', () => {
    template.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Delete' });
  });
});

describe('data', () => {
  it('is one on-demand table with pk/sk, PITR, TTL and AWS-managed encryption', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'expires_at', Enabled: true },
      SSESpecification: { SSEEnabled: true },
    });
  });

  it('has the directory index, projecting only what a search ranks, and the by-type index', () => {
    const key = (partition: string, sort: string) => [
      { AttributeName: partition, KeyType: 'HASH' },
      { AttributeName: sort, KeyType: 'RANGE' },
    ];
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: [
        {
          IndexName: 'gsi1',
          KeySchema: key('gsi1pk', 'gsi1sk'),
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...DIRECTORY_ATTRIBUTES] },
        },
        {
          IndexName: 'gsi2',
          KeySchema: key('gsi2pk', 'gsi2sk'),
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
    // The private contact email never reaches the directory index.
    expect(DIRECTORY_ATTRIBUTES).not.toContain('contact_email');
  });
});

describe('functions', () => {
  it('has one function per route plus the trigger and the email retry', () => {
    expect(appFunctions(template)).toHaveLength(allRoutes.length + otherFunctions.length);
    for (const route of allRoutes) expect(() => routeFunction(template, route)).not.toThrow();
  });

  it('all run on the newest Node runtime, ARM64, traced, logging to their own group', () => {
    const logGroups = new Set<string>();
    for (const [, fn] of appFunctions(template)) {
      expect(fn.Properties).toMatchObject({
        Runtime: LAMBDA_RUNTIME.name,
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        Handler: 'index.handler',
      });
      // Stacks are mapped to the sources by the bundle itself, on the first error
      // (lib/bundling/source-mapped-stacks.mjs): Node's --enable-source-maps costs every cold start.
      expect(envOf(fn)).not.toHaveProperty('NODE_OPTIONS');
      const logGroup = (fn.Properties?.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup;
      logGroups.add(logGroup.Ref);
    }
    expect(logGroups.size).toBe(appFunctions(template).length);
    expect(LAMBDA_RUNTIME.name).toBe('nodejs24.x');
  });

  it('keeps function logs for a month in a sandbox', () => {
    for (const [, fn] of appFunctions(template)) {
      const { Ref } = (fn.Properties?.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup;
      expect(resourcesOf(template)[Ref]?.Properties?.RetentionInDays).toBe(30);
    }
  });

  it('takes timeout and memory from the manifest, else the defaults', () => {
    for (const { route, timeoutSeconds, memoryMb } of httpFunctions) {
      const [, fn] = routeFunction(template, route);
      expect(fn.Properties?.Timeout).toBe(timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS);
      expect(fn.Properties?.MemorySize).toBe(memoryMb ?? DEFAULT_MEMORY_MB);
    }
  });

  it('gives every function the common environment', () => {
    for (const [id, fn] of appFunctions(template)) {
      const env = envOf(fn);
      for (const name of [
        'STAGE',
        'TABLE_NAME',
        'USER_POOL_ID',
        'USER_POOL_CLIENT_ID',
        'EMAIL_FROM',
        'SUPPORT_EMAIL',
        'SES_CONFIGURATION_SET',
        'ALLOWED_ORIGINS',
        'POWERTOOLS_SERVICE_NAME',
      ]) {
        expect(env[name], `${id} ${name}`).toBeDefined();
      }
      expect(env.STAGE).toBe('sandbox');
    }
  });

  it('grants each route exactly its table, email, Cognito and secret permissions', () => {
    for (const httpFunction of httpFunctions) {
      const { route } = httpFunction;
      const [, fn] = routeFunction(template, route);
      const permissions = effectivePermissions({ ...httpFunction, access: route.access });
      const actions = actionsOf(roleStatements(template, fn));
      const env = envOf(fn);
      const label = route.id;

      expect(actions.includes('dynamodb:GetItem'), label).toBe(permissions.table !== undefined);
      for (const write of TABLE_WRITES) {
        expect(actions.includes(write), `${label} ${write}`).toBe(
          permissions.table === 'readwrite',
        );
      }
      expect(actions.includes('ses:SendEmail'), label).toBe(permissions.email === true);
      expect(actions.filter((action) => action.startsWith('cognito-idp:')).sort(), label).toEqual(
        (permissions.cognito ?? []).map((action) => `cognito-idp:${action}`).sort(),
      );
      for (const secret of secretNames) {
        const allowed = permissions.secrets?.includes(secret) ?? false;
        expect(env[secretEnvName(secret)] !== undefined, `${label} ${secret}`).toBe(allowed);
      }
      expect(actions.includes('secretsmanager:GetSecretValue'), label).toBe(
        (permissions.secrets ?? []).length > 0,
      );
      expect(
        actions.some((action) => action.endsWith(':*')),
        label,
      ).toBe(false);
    }
  });

  it('lets a public read-only route read the table and nothing else', () => {
    const [, fn] = routeFunction(template, routeById('getOffice'));
    const actions = actionsOf(roleStatements(template, fn));
    expect(actions).toContain('dynamodb:Query');
    expect(actions).not.toContain('dynamodb:PutItem');
    expect(actions).not.toContain('dynamodb:UpdateItem');
    expect(actions).not.toContain('ses:SendEmail');
    expect(actions).not.toContain('secretsmanager:GetSecretValue');
  });

  it('lets an emailing route send only from the identity through the configuration set', () => {
    const [, fn] = routeFunction(template, routeById('createContactMessage'));
    const ses = roleStatements(template, fn).find((statement) =>
      actionsOf([statement]).includes('ses:SendEmail'),
    );
    const resources = (ses?.Resource as unknown[]).map(flatten);
    expect(resources).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/:identity\/<token>$/),
        expect.stringMatching(/:configuration-set\/<token>$/),
      ]),
    );
    expect(resources).toHaveLength(2);
  });

  it('gives signed-in routes table read for the deactivation check, rate-limited routes read-write', () => {
    for (const httpFunction of httpFunctions) {
      const { route, rateLimit } = httpFunction;
      const { table } = effectivePermissions({ ...httpFunction, access: route.access });
      if (rateLimit !== undefined) expect(table, route.id).toBe('readwrite');
      else if (route.access !== 'public') expect(table, route.id).toMatch(/^read/);
    }
  });

  it('retries pending emails every minute', () => {
    const [fnId, fn] = functionByDescription(
      template,
      'Retries stored emails whose sending failed',
    );
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] } })],
    });
    const actions = actionsOf(roleStatements(template, fn));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:UpdateItem', 'ses:SendEmail']));
  });

  it('raises an alarm on any email marked dead after its last attempt', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: DEAD_EMAIL_METRIC.namespace,
      MetricName: DEAD_EMAIL_METRIC.name,
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
  });

  it('gives the mail service a deadline far below the outbox lease', () => {
    // The defaults every function runs with (nothing in the template overrides them).
    const { SES_TIMEOUT_MS, OUTBOX_LEASE_SECONDS } = parseConfig({
      STAGE: 'sandbox',
      TABLE_NAME: 't',
      USER_POOL_ID: 'p',
      USER_POOL_CLIENT_ID: 'c',
      EMAIL_FROM: 'a@example.com',
      SUPPORT_EMAIL: 'b@example.com',
    });
    expect(SES_TIMEOUT_MS * 4).toBeLessThanOrEqual(OUTBOX_LEASE_SECONDS * 1000);
    for (const [, fn] of appFunctions(template)) {
      expect(Object.keys(envOf(fn))).not.toContain('SES_TIMEOUT_MS');
      expect(Object.keys(envOf(fn))).not.toContain('OUTBOX_LEASE_SECONDS');
    }
  });

  it('ends lapsed subscriptions every hour, touching only the table and the Stripe secret', () => {
    const [fnId, fn] = functionByDescription(
      template,
      scheduledFunctions.endLapsedSubscriptions.description,
    );
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 hour)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] } })],
    });
    const actions = actionsOf(roleStatements(template, fn));
    expect(actions).toContain('dynamodb:UpdateItem');
    expect(
      actions.filter(
        (action) =>
          !action.startsWith('dynamodb:') &&
          !action.startsWith('logs:') &&
          !action.startsWith('xray:'),
      ),
    ).toEqual(['secretsmanager:GetSecretValue']);
  });
});

describe('api', () => {
  it('authorizes signed-in routes with the user pool and leaves public routes open', () => {
    template.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Type: 'COGNITO_USER_POOLS',
      IdentitySource: 'method.request.header.Authorization',
    });
    for (const route of allRoutes) {
      const method = methodFor(template, route.method, route.path);
      if (route.access === 'public') {
        expect(method.Properties?.AuthorizationType, route.id).toBe('NONE');
        expect(method.Properties?.AuthorizerId, route.id).toBeUndefined();
      } else {
        expect(method.Properties?.AuthorizationType, route.id).toBe('COGNITO_USER_POOLS');
        expect(method.Properties?.AuthorizerId, route.id).toBeDefined();
      }
    }
  });

  it('proxies each route to its own function, streaming where the route streams', () => {
    for (const route of allRoutes) {
      const method = methodFor(template, route.method, route.path);
      const integration = method.Properties?.Integration as {
        Type: string;
        Uri: unknown;
        ResponseTransferMode?: string;
      };
      const [fnId] = routeFunction(template, route);
      expect(integration.Type).toBe('AWS_PROXY');
      expect(JSON.stringify(integration.Uri)).toContain(fnId);
      expect(integration.ResponseTransferMode, route.id).toBe(
        route.streaming === true ? 'STREAM' : undefined,
      );
    }
    expect(allRoutes.some((route) => route.streaming === true)).toBe(true);
  });

  it('throttles, traces and access-logs the stage', () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'sandbox',
      TracingEnabled: true,
      AccessLogSetting: Match.objectLike({ DestinationArn: Match.anyValue() }),
      MethodSettings: Match.arrayWith([
        Match.objectLike({
          HttpMethod: '*',
          ResourcePath: '/*',
          ThrottlingRateLimit: API_THROTTLING.rateLimit,
          ThrottlingBurstLimit: API_THROTTLING.burstLimit,
          DataTraceEnabled: false,
        }),
      ]),
    });
  });

  it('puts a regional web ACL with a rate rule on costly public routes and the common rules on the stage', () => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'REGIONAL',
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'CostlyPublicRoutesRate',
          Statement: { RateBasedStatement: Match.objectLike({ AggregateKeyType: 'FORWARDED_IP' }) },
        }),
        Match.objectLike({
          Statement: {
            ManagedRuleGroupStatement: Match.objectLike({ Name: 'AWSManagedRulesCommonRuleSet' }),
          },
        }),
      ]),
    });
    const acl = JSON.stringify(template.findResources('AWS::WAFv2::WebACL'));
    for (const path of ['/api/functions/', '/api/discount-inquiries', '/api/contact']) {
      expect(acl).toContain(path);
    }
    template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: Match.anyValue(),
    });
  });

  describe('the direct path around CloudFront', () => {
    interface Rule {
      Name: string;
      Priority: number;
      Action?: { Block?: { CustomResponse?: { ResponseCode: number } } };
      Statement: Record<string, unknown>;
    }
    const webAcl = () => {
      const [id, acl] = Object.entries(template.findResources('AWS::WAFv2::WebACL'))[0] ?? [];
      if (!id || !acl) throw new Error('no web ACL');
      const rules = [...(acl.Properties.Rules as Rule[])].sort((a, b) => a.Priority - b.Priority);
      return { id, rules };
    };
    const distributionConfig = () =>
      Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]?.Properties
        ?.DistributionConfig;
    /** The headers CloudFront adds on its way to the API origin. */
    const cloudFrontHeaders = (): Record<string, unknown> => {
      const config = distributionConfig();
      const api = (config.CacheBehaviors as Array<Record<string, unknown>>).find(
        (behavior) => behavior.PathPattern === '/api/*',
      );
      const origin = (config.Origins as Array<Record<string, unknown>>).find(
        (candidate) => candidate.Id === api?.TargetOriginId,
      ) as { OriginCustomHeaders?: Array<{ HeaderName: string; HeaderValue: unknown }> };
      return Object.fromEntries(
        (origin.OriginCustomHeaders ?? []).map(({ HeaderName, HeaderValue }) => [
          HeaderName.toLowerCase(),
          HeaderValue,
        ]),
      );
    };

    /**
     * Evaluates the statements the origin rule uses, for a request with these headers. Values
     * are CloudFormation expressions; two equal expressions resolve to the same value.
     */
    function matches(
      statement: Record<string, unknown>,
      headers: Record<string, unknown>,
    ): boolean {
      const [kind, body] = Object.entries(statement)[0] as [string, Record<string, unknown>];
      if (kind === 'NotStatement')
        return !matches(body.Statement as Record<string, unknown>, headers);
      if (kind === 'OrStatement')
        return (body.Statements as Array<Record<string, unknown>>).some((inner) =>
          matches(inner, headers),
        );
      if (kind === 'ByteMatchStatement') {
        const field = body.FieldToMatch as { SingleHeader?: { Name: string } };
        if (!field.SingleHeader) throw new Error('the origin rule should match a header');
        expect(body.PositionalConstraint).toBe('EXACTLY');
        const value = headers[field.SingleHeader.Name.toLowerCase()];
        return value !== undefined && JSON.stringify(value) === JSON.stringify(body.SearchString);
      }
      throw new Error(`unexpected statement ${kind}`);
    }

    /** The first rule that blocks the request, as WAF evaluates them (by priority). */
    const blockedBy = (headers: Record<string, unknown>) =>
      webAcl().rules.find(
        (rule) =>
          rule.Action?.Block &&
          !rule.Statement.RateBasedStatement &&
          !rule.Statement.ManagedRuleGroupStatement &&
          matches(rule.Statement, headers),
      );

    it('CloudFront sends a secret header whose value is resolved from Secrets Manager at deploy time', () => {
      const sent = cloudFrontHeaders()[ORIGIN_SECRET_HEADER];
      const text = JSON.stringify(sent);
      expect(text).toContain('{{resolve:secretsmanager:');
      const [secretId] = Object.keys(
        template.findResources('AWS::SecretsManager::Secret', {
          Properties: { Description: Match.stringLikeRegexp('^Origin secret') },
        }),
      );
      expect(secretId).toBeDefined();
      expect(text).toContain(`"Ref":"${secretId}"`);
      template.hasResourceProperties('AWS::SecretsManager::Secret', {
        Description: Match.stringLikeRegexp('^Origin secret'),
        GenerateSecretString: Match.objectLike({ PasswordLength: 48 }),
      });
    });

    it('refuses a request without the secret, or with a guessed one, before any other rule', () => {
      const { rules } = webAcl();
      expect(rules[0]?.Name).toBe('OnlyThroughCloudFront');
      expect(rules[0]?.Action?.Block?.CustomResponse?.ResponseCode).toBe(403);
      for (const headers of [
        {},
        { [ORIGIN_SECRET_HEADER]: 'guess' },
        { [ORIGIN_SECRET_HEADER]: '' },
        { 'x-viewer-ip': '203.0.113.9', 'x-forwarded-for': '203.0.113.9' },
      ]) {
        expect(blockedBy(headers)?.Name, JSON.stringify(headers)).toBe('OnlyThroughCloudFront');
      }
    });

    it('lets CloudFront through, and guards the stage the API is deployed to', () => {
      expect(blockedBy(cloudFrontHeaders())).toBeUndefined();
      const { id } = webAcl();
      template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
        WebACLArn: { 'Fn::GetAtt': [id, 'Arn'] },
        ResourceArn: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
      });
      const association = JSON.stringify(template.findResources('AWS::WAFv2::WebACLAssociation'));
      const [restApiId] = Object.keys(template.findResources('AWS::ApiGateway::RestApi'));
      expect(association).toContain(`"Ref":"${restApiId}"`);
    });

    it('keys the flood guard on the viewer address CloudFront stamps, whatever the caller sends', () => {
      const rate = webAcl().rules.find((rule) => rule.Name === 'CostlyPublicRoutesRate');
      expect(rate?.Statement.RateBasedStatement).toMatchObject({
        AggregateKeyType: 'FORWARDED_IP',
        ForwardedIPConfig: { HeaderName: VIEWER_ADDRESS_HEADER },
      });
      const config = distributionConfig();
      const api = (config.CacheBehaviors as Array<Record<string, unknown>>).find(
        (behavior) => behavior.PathPattern === '/api/*',
      ) as { FunctionAssociations: Array<{ EventType: string; FunctionARN: unknown }> };
      expect(api.FunctionAssociations).toHaveLength(1);
      expect(api.FunctionAssociations[0]?.EventType).toBe('viewer-request');
      const functionId = (api.FunctionAssociations[0]?.FunctionARN as { 'Fn::GetAtt': string[] })[
        'Fn::GetAtt'
      ][0] as string;
      const code = template.findResources('AWS::CloudFront::Function')[functionId]?.Properties
        ?.FunctionCode as string;
      // Run the function on a request that claims another address.
      const run = new Function(`${code}; return handler;`)() as (event: unknown) => {
        headers: Record<string, { value: string }>;
      };
      const forwarded = run({
        viewer: { ip: '198.51.100.7' },
        request: { headers: { [VIEWER_ADDRESS_HEADER]: { value: '203.0.113.9' } } },
      });
      expect(forwarded.headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '198.51.100.7' });
    });
  });
});

describe('site', () => {
  const headersConfig = () =>
    Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0]?.Properties
      ?.ResponseHeadersPolicyConfig;

  it('sets the same headers, with the same values, as the local server and the API', () => {
    const policy = headersConfig();
    const security = policy?.SecurityHeadersConfig;
    const custom = Object.fromEntries(
      (policy?.CustomHeadersConfig?.Items as Array<{ Header: string; Value: string }>).map(
        ({ Header, Value }) => [Header, Value],
      ),
    );
    // What CloudFront sends, as header lines (the region of the CSP as the local endpoint).
    const cloud: Record<string, string> = {
      'Content-Security-Policy': flatten(security?.ContentSecurityPolicy?.ContentSecurityPolicy),
      'Strict-Transport-Security': `max-age=${security?.StrictTransportSecurity?.AccessControlMaxAgeSec}; includeSubDomains; preload`,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': security?.FrameOptions?.FrameOption,
      'Referrer-Policy': security?.ReferrerPolicy?.ReferrerPolicy,
      ...custom,
    };
    const local = edgeSecurityHeaders([
      'https://cognito-idp.<token>.amazonaws.com',
      OPENAI_REALTIME_CALLS_URL,
    ]);
    expect(cloud).toEqual(local);
    // Every one overrides what the API sends, as the local server does.
    for (const part of Object.values(security ?? {}))
      expect(part).toMatchObject({ Override: true });
    for (const name of Object.keys(local)) expect(API_SECURITY_HEADERS).toHaveProperty(name);
  });

  it('sends a CSP without inline script but the page loader, and HSTS, nosniff, DENY framing, strict referrer', () => {
    const security = headersConfig()?.SecurityHeadersConfig;
    const csp = flatten(security?.ContentSecurityPolicy?.ContentSecurityPolicy);
    const directives = new Map(
      csp.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'", `'${PAGE_LOADER_SCRIPT_HASH}'`]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    // The site, Cognito and OpenAI's realtime call endpoint (voice chat), and nothing wider.
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'https://cognito-idp.<token>.amazonaws.com',
      'https://api.openai.com/v1/realtime/calls',
    ]);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(security).toMatchObject({
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: 63072000,
        IncludeSubdomains: true,
        Preload: true,
        Override: true,
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
  });

  it('lets the site alone use the microphone (voice chat), and nothing use the camera or location', () => {
    expect(headersConfig()?.CustomHeadersConfig?.Items).toContainEqual({
      Header: 'Permissions-Policy',
      Value: 'camera=(), geolocation=(), microphone=(self)',
      Override: true,
    });
  });

  it('serves a private bucket through Origin Access Control', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
      }),
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
  });

  it('routes /api/* uncached, all methods, to the API stage, headers policy on every behaviour', () => {
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0];
    const config = distribution?.Properties?.DistributionConfig;
    const api = (config.CacheBehaviors as Array<Record<string, unknown>>).find(
      (behavior) => behavior.PathPattern === '/api/*',
    );
    expect(api).toMatchObject({
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PATCH', 'DELETE']),
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
      ResponseHeadersPolicyId: expect.anything(),
    });
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual(
      api?.ResponseHeadersPolicyId,
    );
    const apiOrigin = (config.Origins as Array<Record<string, unknown>>).find(
      (origin) => origin.Id === api?.TargetOriginId,
    );
    expect(apiOrigin?.OriginPath).toBe('/sandbox');
    expect(flatten(apiOrigin?.DomainName)).toBe('<token>.execute-api.<token>.<token>');
    expect(config.DefaultRootObject).toBe('index.html');
    // App routes are rewritten by a function on the default behaviour only, so API errors stay intact.
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
  });

  it('deploys the web build with the runtime config and invalidates the distribution', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 2);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
      DistributionId: Match.anyValue(),
    });
    // config.json is filled at deploy time with the pool and client ids.
    const markers = JSON.stringify(template.findResources('Custom::CDKBucketDeployment'));
    expect(markers).toMatch(
      /"SourceMarkers"[^]*"Ref":"AuthUserPool[^]*"Ref":"AuthUserPoolWebClient/,
    );
  });
});

describe('secrets', () => {
  it('holds one Secrets Manager secret per third-party key the manifest names, and the origin secret', () => {
    template.resourceCountIs('AWS::SecretsManager::Secret', secretNames.length + 1);
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Description: Match.stringLikeRegexp('OpenAI'),
    });
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Description: Match.stringLikeRegexp('Stripe'),
    });
  });

  it('tells billing functions where the Stripe secret and the site are, and no one else the secret', () => {
    const functions = template.findResources('AWS::Lambda::Function');
    const withStripe = Object.values(functions).filter(
      (fn) => fn.Properties?.Environment?.Variables?.STRIPE_SECRET_ARN !== undefined,
    );
    const stripeRoutes = httpFunctions.filter((fn) => fn.permissions.secrets?.includes('stripe'));
    expect(stripeRoutes.map((fn) => fn.route.id).sort()).toEqual([
      'createBillingPortalSession',
      'createCheckoutSession',
      // Deleting a professional's account cancels their plan at Stripe.
      'deleteMyAccount',
      'getBilling',
      'stripeWebhook',
      'toggleSubscription',
    ]);
    // The routes plus the lapsed-subscription sweep.
    expect(withStripe).toHaveLength(stripeRoutes.length + 1);
    for (const fn of withStripe) {
      expect(fn.Properties.Environment.Variables.SITE_URL).toBeDefined();
    }
  });

  it('outputs where operators set the Stripe keys and point the webhook', () => {
    template.hasOutput('StripeSecretArn', {});
    template.hasOutput('StripeWebhookUrl', {
      Value: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
    });
  });
});
