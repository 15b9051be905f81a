import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Aws, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import {
  cognitoTriggers,
  emailEventFunctions,
  handlerModule,
  httpFunctions as appHttpFunctions,
  scheduledFunctions,
  type CognitoTrigger,
  type FunctionSpec,
  type HttpFunction,
} from '../lambdas/manifest';
import type { AppConfig } from './app-config';
import { Api } from './api';
import { Auth } from './auth';
import { Data } from './data';
import { Email } from './email';
import { EmailFeedback } from './email-feedback';
import { entryPath, missingEntries, type AppFunction } from './function-defaults';
import { FunctionFactory } from './function-factory';
import { Observability } from './observability';
import { repoRoot } from './paths';
import { OriginSecret } from './origin-secret';
import { AppSecrets } from './secrets';
import { Schedules } from './schedules';
import { Site } from './site';
import { WebDeployment } from './web-deployment';

/** Powertools service name shared by every function (the logger's own default, as locally). */
export const SERVICE_NAME = 'dental-api';

export interface DentalStackProps extends StackProps {
  config: AppConfig;
  /** The routes' functions; the manifest's unless a test narrows them. */
  httpFunctions?: readonly HttpFunction[];
  /** Folder holding lambdas/ and package-lock.json (default: the repository root). */
  sourceRoot?: string;
  /** The web build to upload (default: <sourceRoot>/web/dist). */
  webDistDir?: string;
}

/** Every function the stack deploys besides the routes': triggers, schedules and email events. */
export const otherFunctions: readonly FunctionSpec[] = [
  ...Object.values(cognitoTriggers),
  ...Object.values(scheduledFunctions),
  ...Object.values(emailEventFunctions),
];

/** The whole product in one stack: data, email, secrets, auth, API, site. */
export class DentalStack extends Stack {
  constructor(scope: Construct, id: string, props: DentalStackProps) {
    super(scope, id, { terminationProtection: props.config.stage === 'prod', ...props });
    const { config } = props;
    const { stage } = config;
    const httpFunctions = props.httpFunctions ?? appHttpFunctions;
    const sourceRoot = props.sourceRoot ?? repoRoot;
    const webDistDir = props.webDistDir ?? join(sourceRoot, 'web', 'dist');
    assertSourcesExist(
      sourceRoot,
      webDistDir,
      [...httpFunctions, ...otherFunctions].map((fn) => handlerModule(fn.load)),
    );

    const data = new Data(this, 'Data', { stage });
    const email = new Email(this, 'Email', { identity: config.sesIdentity });
    const secrets = new AppSecrets(this, 'Secrets', { stage });

    // Order matters for references, not for deployment: the API shell first, so the CDN can
    // point at it; the CDN before the pool, whose verification email links to the site.
    const originSecret = new OriginSecret(this, 'OriginSecret', {
      stage,
      versions: config.originSecretVersions,
    });
    const api = new Api(this, 'Api', {
      stage,
      functions: httpFunctions,
      originSecrets: originSecret.accepted,
    });
    const site = new Site(this, 'Site', {
      stage,
      originSecret: originSecret.sent,
      restApiId: api.restApi.restApiId,
      apiStageName: api.stageName,
    });
    const auth = new Auth(this, 'Auth', {
      stage,
      siteUrl: site.url,
      supportEmail: config.supportEmail,
    });

    const functions = new FunctionFactory({
      stage,
      sourceRoot,
      environment: {
        STAGE: stage,
        TABLE_NAME: data.table.tableName,
        EMAIL_FROM: config.emailFrom,
        SUPPORT_EMAIL: config.supportEmail,
        SES_CONFIGURATION_SET: email.configurationSet.configurationSetName,
        // Same-origin calls through CloudFront need no CORS; these are for other origins.
        ALLOWED_ORIGINS: [site.url, ...config.allowedOrigins].join(','),
        POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
        USER_POOL_ID: auth.userPool.userPoolId,
        USER_POOL_CLIENT_ID: auth.webClient.userPoolClientId,
        SIGN_UP_CLIENT_ID: auth.signUpClient.userPoolClientId,
        // Where Stripe's checkout and billing portal send the browser back.
        SITE_URL: site.url,
      },
      grantTargets: { table: data.table, email, userPool: auth.userPool, secrets },
    });

    // Triggers have fixed names: the pool refers to them by ARN (see Auth.addTrigger).
    const triggerEnvironment: Partial<Record<CognitoTrigger, Record<string, string>>> = {
      // The verification and reset emails link back to the site.
      customMessage: { SITE_URL: site.url },
    };
    const triggerFunctions = new Map<string, AppFunction>();
    for (const [trigger, spec] of Object.entries(cognitoTriggers) as Array<
      [CognitoTrigger, (typeof cognitoTriggers)[CognitoTrigger]]
    >) {
      const fn = functions.create(auth, trigger, spec, {
        description: spec.description,
        functionName: `${this.stackName}-${kebab(trigger)}`,
        environment: triggerEnvironment[trigger],
      });
      auth.addTrigger(trigger, fn);
      triggerFunctions.set(trigger, fn);
    }
    api.addRoutes({ functions, userPool: auth.userPool });
    const schedules = new Schedules(this, 'Schedules', {
      functions,
      scheduled: scheduledFunctions,
    });
    const emailFeedback = new EmailFeedback(this, 'EmailFeedback', {
      email,
      functions,
      handlers: emailEventFunctions,
    });

    const observability = new Observability(this, 'Observability', {
      stage,
      alarmEmail: config.alarmEmail,
      restApi: api.restApi,
      apiStageName: api.stageName,
      routeFunctions: api.routeFunctions,
      otherFunctions: new Map([...triggerFunctions, ...schedules.byName, ...emailFeedback.byName]),
      table: data.table,
      webAclMetricName: api.firewallMetricName,
    });

    new WebDeployment(this, 'Web', {
      stage,
      sourceDir: webDistDir,
      bucket: site.bucket,
      distribution: site.distribution,
      siteUrl: site.url,
      runtimeConfig: {
        stage,
        region: Aws.REGION,
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.webClient.userPoolClientId,
      },
    });

    const outputs: Record<string, [string, string]> = {
      SiteUrl: [site.url, 'The site (and the API under /api)'],
      ApiUrl: [`${site.url}/api`, 'The API as the web app calls it'],
      ExecuteApiUrl: [api.restApi.url, 'The API stage, bypassing CloudFront'],
      UserPoolId: [auth.userPool.userPoolId, 'Cognito user pool id'],
      UserPoolClientId: [auth.webClient.userPoolClientId, 'Cognito web client id'],
      TableName: [data.table.tableName, 'DynamoDB application table'],
      AlarmTopicArn: [observability.topic.topicArn, 'Alarms notify this SNS topic'],
      DashboardName: [observability.dashboard.dashboardName, 'CloudWatch dashboard'],
      SesIdentity: [config.sesIdentity, 'SES identity to verify before email can be sent'],
      OpenAiSecretArn: [secrets.byName.openai.secretArn, 'Set the OpenAI API key here'],
      StripeSecretArn: [
        secrets.byName.stripe.secretArn,
        'Set {"secret_key","webhook_secret","price_id"} for Stripe here',
      ],
      StripeWebhookUrl: [
        `${site.url}/api/stripe/webhook`,
        'Stripe webhook endpoint (events: checkout.session.completed, customer.subscription.*, invoice.paid, invoice.payment_failed)',
      ],
    };
    for (const [id, [value, description]] of Object.entries(outputs)) {
      new CfnOutput(this, id, { value, description });
    }
  }
}

/** Fails synth with every missing input named at once, instead of one construct error at a time. */
function assertSourcesExist(sourceRoot: string, webDistDir: string, handlers: string[]): void {
  const problems = missingEntries(sourceRoot, handlers).map(
    (handler) =>
      `missing Lambda entry ${relative(sourceRoot, entryPath(sourceRoot, handler))} (must export \`handler\`)`,
  );
  if (!existsSync(webDistDir)) {
    problems.push(`missing web build ${webDistDir} (build the web app first)`);
  }
  if (problems.length > 0) {
    throw new Error(`Cannot synthesize the stack:\n- ${problems.join('\n- ')}`);
  }
}

/** `postConfirmation` → `post-confirmation`. */
const kebab = (name: string): string =>
  name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
