import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Aws, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RouteDef } from '../contracts/http';
import { routes as appRoutes } from '../contracts/routes';
import type { AppConfig } from './app-config';
import { Api } from './api';
import { Auth } from './auth';
import { Data } from './data';
import { Email } from './email';
import { EmailRetry, SEND_PENDING_EMAILS_HANDLER } from './email-retry';
import { entryPath, missingEntries } from './function-defaults';
import { FunctionFactory } from './function-factory';
import { repoRoot } from './paths';
import { AppSecrets } from './secrets';
import { Site } from './site';
import { WebDeployment } from './web-deployment';

export const POST_CONFIRMATION_HANDLER = 'accounts/post-confirmation';
export const PRE_SIGN_UP_HANDLER = 'accounts/pre-sign-up';
export const CUSTOM_MESSAGE_HANDLER = 'accounts/custom-message';
/** Powertools service name shared by every function (the logger's own default, as locally). */
export const SERVICE_NAME = 'dental-api';

export interface DentalStackProps extends StackProps {
  config: AppConfig;
  /** The HTTP routes; the product's route table unless a test narrows it. */
  routes?: readonly RouteDef[];
  /** Folder holding lambdas/ and package-lock.json (default: the repository root). */
  sourceRoot?: string;
  /** The web build to upload (default: <sourceRoot>/web/dist). */
  webDistDir?: string;
}

/** Handler modules every stack needs besides the routes'. */
export const extraHandlers = [
  PRE_SIGN_UP_HANDLER,
  CUSTOM_MESSAGE_HANDLER,
  POST_CONFIRMATION_HANDLER,
  SEND_PENDING_EMAILS_HANDLER,
] as const;

/** The whole product in one stack: data, email, secrets, auth, API, site. */
export class DentalStack extends Stack {
  constructor(scope: Construct, id: string, props: DentalStackProps) {
    super(scope, id, { terminationProtection: props.config.stage === 'prod', ...props });
    const { config } = props;
    const { stage } = config;
    const routes = props.routes ?? appRoutes;
    const sourceRoot = props.sourceRoot ?? repoRoot;
    const webDistDir = props.webDistDir ?? join(sourceRoot, 'web', 'dist');
    assertSourcesExist(sourceRoot, webDistDir, [
      ...routes.map((route) => route.handler),
      ...extraHandlers,
    ]);

    const data = new Data(this, 'Data', { stage });
    const email = new Email(this, 'Email', { identity: config.sesIdentity });
    const secrets = new AppSecrets(this, 'Secrets', { stage });

    // Order matters for references, not for deployment: the API shell first, so the CDN can
    // point at it; the CDN before the pool, whose verification email links to the site.
    const api = new Api(this, 'Api', { stage, routes });
    const site = new Site(this, 'Site', {
      stage,
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
      },
      grantTargets: { table: data.table, email, userPool: auth.userPool, secrets },
    });

    auth.addPreSignUpTrigger(
      functions.create(auth, 'PreSignUp', {
        handler: PRE_SIGN_UP_HANDLER,
        description:
          "Checks a sign-up and keeps a professional's practice details until confirmation",
        permissions: {},
        functionName: `${this.stackName}-pre-sign-up`,
      }),
      data.table,
    );
    auth.addCustomMessageTrigger(
      functions.create(auth, 'CustomMessage', {
        handler: CUSTOM_MESSAGE_HANDLER,
        description: 'Writes the verification and password-reset emails with links to the site',
        permissions: {},
        functionName: `${this.stackName}-custom-message`,
      }),
      site.url,
    );
    auth.addPostConfirmationTrigger(
      functions.create(auth, 'PostConfirmation', {
        handler: POST_CONFIRMATION_HANDLER,
        description: 'Creates the profile and group membership of a confirmed user',
        permissions: { table: 'readwrite' },
        functionName: `${this.stackName}-post-confirmation`,
      }),
    );
    api.addRoutes({ functions, userPool: auth.userPool });
    new EmailRetry(this, 'EmailRetry', { functions });

    new WebDeployment(this, 'Web', {
      stage,
      sourceDir: webDistDir,
      bucket: site.bucket,
      distribution: site.distribution,
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
      OpenAiSecretArn: [secrets.byName.openai.secretArn, 'Set the OpenAI API key here'],
      StripeSecretArn: [secrets.byName.stripe.secretArn, 'Set the Stripe keys (JSON) here'],
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
