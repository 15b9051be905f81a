/**
 * The local Cognito: cognito-local's own services, assembled here so that the local stack can
 * - create the user pool, web client and groups with stable ids;
 * - deliver confirmation and reset codes as real emails to the local inbox (SES), in the words
 *   the cloud pool's custom-message trigger uses;
 * - run the same pre-sign-up and post-confirmation functions the cloud pool triggers;
 * - answer GetTokensFromRefreshToken (the token refresh call Amplify makes);
 * - refuse sign-in and refresh for disabled users, as Cognito does;
 * - refuse SignUp from any client but the site's confidential sign-up client, with its secret
 *   hash, as the cloud pool's firewall and Cognito do;
 * - answer AdminResetUserPassword (a reset code emailed, sign-in refused until it is used) and
 *   AdminUserGlobalSignOut / GlobalSignOut (every refresh token of the user revoked).
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import pino from 'pino';
import { composeCodeEmail } from '../../lambdas/accounts/code-emails';
import { secretHashOf } from '../../lambdas/accounts/sign-up-client';
import { cognitoTriggers } from '../../lambdas/manifest';
import { onParentExit, reportReady, requiredEnv } from './child';

const require = createRequire(import.meta.url);
const services = require('cognito-local/lib/services/index.js');
const { CognitoServiceFactoryImpl } = require('cognito-local/lib/services/cognitoService.js');
const { UserPoolServiceFactoryImpl } = require('cognito-local/lib/services/userPoolService.js');
const { StormDBDataStoreFactory } = require('cognito-local/lib/services/dataStore/stormDb.js');
const { CryptoService } = require('cognito-local/lib/services/crypto.js');
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator.js');
const { otp } = require('cognito-local/lib/services/otp.js');
const { Router } = require('cognito-local/lib/server/Router.js');
const { createServer } = require('cognito-local/lib/server/server.js');
const {
  CognitoError,
  NotAuthorizedError,
  UserNotFoundError,
} = require('cognito-local/lib/errors.js');

interface User {
  Username: string;
  Enabled?: boolean;
  UserStatus?: string;
  RefreshTokens?: string[];
  Attributes: Array<{ Name: string; Value?: string }>;
}
interface Ctx {
  logger: pino.Logger;
}
interface UserPool {
  getUserByUsername(ctx: Ctx, username: string): Promise<User | null>;
  saveUser(ctx: Ctx, user: User): Promise<void>;
  getUserByRefreshToken(ctx: Ctx, token: string): Promise<User | null>;
  saveAppClient(ctx: Ctx, client: Record<string, unknown>): Promise<void>;
  listGroups(ctx: Ctx): Promise<Array<{ GroupName: string }>>;
  saveGroup(ctx: Ctx, group: Record<string, unknown>): Promise<void>;
}
type Target = (ctx: Ctx, req: Record<string, unknown>) => Promise<Record<string, unknown>>;

const port = Number(requiredEnv('COGNITO_PORT'));
const dataDir = requiredEnv('COGNITO_DATA_DIR');
const poolId = requiredEnv('USER_POOL_ID');
const clientId = requiredEnv('USER_POOL_CLIENT_ID');
const signUpClientId = requiredEnv('SIGN_UP_CLIENT_ID');
const siteUrl = requiredEnv('SITE_URL');
const emailFrom = requiredEnv('EMAIL_FROM');
const sesEndpoint = requiredEnv('SES_ENDPOINT');
/** Token lifetimes in seconds; tests shorten them to exercise the refresh. */
const idTokenSeconds = Number(process.env.LOCAL_TOKEN_SECONDS ?? 3600);
const issuer = `http://127.0.0.1:${port}`;

const logger = pino({ level: process.env.DEBUG ? 'debug' : 'warn' });
const ctx: Ctx = { logger };
const ses = new SESv2Client({
  region: 'us-east-1',
  endpoint: sesEndpoint,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  maxAttempts: 1,
});

const attribute = (user: User, name: string) => user.Attributes.find((a) => a.Name === name)?.Value;

/** Sends codes as emails into the local inbox instead of printing them. */
const messages = {
  async deliver(
    _ctx: Ctx,
    source: string,
    _clientId: unknown,
    _poolId: string,
    user: User,
    code: string,
  ) {
    const to = attribute(user, 'email');
    if (!to) return;
    // The same words the cloud pool's custom-message trigger writes.
    const { subject, text, html } = composeCodeEmail({
      kind: source === 'ForgotPassword' ? 'forgotPassword' : 'signUp',
      siteUrl,
      email: to,
      firstName: attribute(user, 'given_name'),
      code,
    });
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: emailFrom,
        Destination: { ToAddresses: [to] },
        Content: {
          Simple: {
            Subject: { Data: subject },
            Body: { Text: { Data: text }, Html: { Data: html } },
          },
        },
      }),
    );
  },
};

/** Runs the project's trigger functions in-process, as the cloud pool's triggers would. */
type TriggerHandler = (event: unknown) => Promise<unknown>;
const triggerHandlers: Record<string, TriggerHandler> = {
  PreSignUp: (await cognitoTriggers.preSignUp.load()).handler as TriggerHandler,
  PostConfirmation: (await cognitoTriggers.postConfirmation.load()).handler as TriggerHandler,
};
const lambdaClient = {
  invoke(params: { FunctionName: string; Payload: string }) {
    return {
      promise: async () => {
        const run = triggerHandlers[params.FunctionName];
        if (!run) throw new Error(`No trigger function named ${params.FunctionName}`);
        try {
          const result = await run(JSON.parse(params.Payload));
          return { StatusCode: 200, Payload: JSON.stringify(result) };
        } catch (error) {
          // As Lambda reports a thrown error: Cognito turns it into UserLambdaValidationException
          // with the message, which the person signing up sees.
          const errorMessage = error instanceof Error ? error.message : String(error);
          return {
            StatusCode: 200,
            FunctionError: 'Unhandled',
            Payload: JSON.stringify({ errorMessage }),
          };
        }
      },
    };
  },
};

const config = {
  LambdaClient: {},
  TriggerFunctions: { PreSignUp: 'PreSignUp', PostConfirmation: 'PostConfirmation' },
  UserPoolDefaults: { UsernameAttributes: ['email'] },
  TokenConfig: { IssuerDomain: issuer },
  KMSConfig: {},
  ServerConfig: { port, hostname: '127.0.0.1', development: false, https: false },
};

const clock = new services.DateClock();
const dataStoreFactory = new StormDBDataStoreFactory(path.join(dataDir, 'db'));
const cognitoFactory = new CognitoServiceFactoryImpl(
  path.join(dataDir, 'db'),
  dataStoreFactory,
  new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
);
const cognito = await cognitoFactory.create(ctx, config.UserPoolDefaults);
const triggers = new services.TriggersService(
  clock,
  cognito,
  new services.LambdaService(config.TriggerFunctions, lambdaClient),
  new CryptoService(config.KMSConfig),
);
const allServices = {
  clock,
  cognito,
  config,
  messages,
  otp,
  tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
  triggers,
};

async function ensurePool(): Promise<UserPool> {
  const existing = (await cognito.listUserPools(ctx)) as Array<{ Id: string }>;
  if (!existing.some((pool) => pool.Id === poolId)) {
    const now = new Date();
    await cognito.createUserPool(ctx, {
      Id: poolId,
      Name: 'dental-local',
      Arn: `arn:aws:cognito-idp:us-east-1:000000000000:userpool/${poolId}`,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      CreationDate: now,
      LastModifiedDate: now,
      SchemaAttributes: [
        { Name: 'sub', AttributeDataType: 'String', Mutable: false, Required: true },
        { Name: 'email', AttributeDataType: 'String', Mutable: true, Required: true },
        { Name: 'email_verified', AttributeDataType: 'Boolean', Mutable: true },
        { Name: 'given_name', AttributeDataType: 'String', Mutable: true },
        { Name: 'family_name', AttributeDataType: 'String', Mutable: true },
        { Name: 'address', AttributeDataType: 'String', Mutable: true },
        { Name: 'custom:user_type', AttributeDataType: 'String', Mutable: true },
        { Name: 'custom:phone', AttributeDataType: 'String', Mutable: true },
        { Name: 'custom:best_time_to_call', AttributeDataType: 'String', Mutable: true },
      ],
    });
  }
  const pool = (await cognito.getUserPool(ctx, poolId)) as UserPool;
  const now = new Date();
  // Saved on every start, so a changed token lifetime applies to the existing client.
  await pool.saveAppClient(ctx, {
    ClientId: clientId,
    ClientName: 'web',
    UserPoolId: poolId,
    CreationDate: now,
    LastModifiedDate: now,
    ExplicitAuthFlows: [
      'ALLOW_USER_PASSWORD_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ],
    PreventUserExistenceErrors: 'ENABLED',
    IdTokenValidity: idTokenSeconds,
    AccessTokenValidity: idTokenSeconds,
    RefreshTokenValidity: 30,
    TokenValidityUnits: { IdToken: 'seconds', AccessToken: 'seconds', RefreshToken: 'days' },
  });
  // The sign-up client keeps the secret it was made with across restarts.
  const signUpClient = (await cognito.getAppClient(ctx, signUpClientId)) as {
    ClientSecret?: string;
  } | null;
  await pool.saveAppClient(ctx, {
    ClientId: signUpClientId,
    ClientName: 'sign-up',
    ClientSecret: signUpClient?.ClientSecret ?? randomBytes(32).toString('base64url'),
    UserPoolId: poolId,
    CreationDate: now,
    LastModifiedDate: now,
    ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
    PreventUserExistenceErrors: 'ENABLED',
  });
  const existingGroups = new Set((await pool.listGroups(ctx)).map((group) => group.GroupName));
  for (const group of ['admin', 'professional']) {
    if (!existingGroups.has(group)) {
      await pool.saveGroup(ctx, { GroupName: group, CreationDate: now, LastModifiedDate: now });
    }
  }
  return pool;
}

const pool = await ensurePool();
const baseRouter = Router(allServices) as (target: string) => Target;

async function refuseDisabled(user: User | null): Promise<void> {
  if (user && user.Enabled === false) throw new NotAuthorizedError('User is disabled.');
}

const router = (target: string): Target => {
  if (target === 'SignUp') {
    const inner = baseRouter(target);
    return async (reqCtx, req) => {
      // The cloud pool's firewall answers ForbiddenException to SignUp from any other client.
      if (req.ClientId !== signUpClientId)
        throw new CognitoError('ForbiddenException', 'Request blocked by the firewall.');
      const client = (await cognito.getAppClient(reqCtx, signUpClientId)) as {
        ClientSecret: string;
      };
      const expected = secretHashOf(client.ClientSecret, signUpClientId, String(req.Username));
      if (req.SecretHash !== expected) {
        throw new NotAuthorizedError(
          `Client ${signUpClientId} is configured with secret but SECRET_HASH was not received or is wrong`,
        );
      }
      return inner(reqCtx, req);
    };
  }
  if (target === 'InitiateAuth' || target === 'AdminInitiateAuth') {
    const inner = baseRouter(target);
    return async (reqCtx, req) => {
      const params = (req.AuthParameters ?? {}) as Record<string, string>;
      if (params.REFRESH_TOKEN)
        await refuseDisabled(await pool.getUserByRefreshToken(reqCtx, params.REFRESH_TOKEN));
      const result = await inner(reqCtx, req);
      // Checked after the password, as Cognito does: a wrong password never learns that an
      // account exists, disabled or not.
      if (params.USERNAME)
        await refuseDisabled(await pool.getUserByUsername(reqCtx, params.USERNAME));
      return result;
    };
  }
  if (target === 'GetTokensFromRefreshToken') {
    const initiate = baseRouter('InitiateAuth');
    return async (reqCtx, req) => {
      const refreshToken = String(req.RefreshToken ?? '');
      await refuseDisabled(await pool.getUserByRefreshToken(reqCtx, refreshToken));
      const result = await initiate(reqCtx, {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: req.ClientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      });
      const tokens = (result.AuthenticationResult ?? {}) as Record<string, unknown>;
      return {
        AuthenticationResult: { ...tokens, RefreshToken: tokens.RefreshToken ?? refreshToken },
      };
    };
  }
  if (target === 'AdminResetUserPassword') {
    // As Cognito does: the reset code goes out as the forgot-password email, and the account
    // cannot sign in with its old password until the code is used.
    const forgotPassword = baseRouter('ForgotPassword');
    return async (reqCtx, req) => {
      const username = String(req.Username ?? '');
      const user = await pool.getUserByUsername(reqCtx, username);
      if (!user) throw new UserNotFoundError();
      await forgotPassword(reqCtx, { ClientId: clientId, Username: username });
      const updated = await pool.getUserByUsername(reqCtx, username);
      if (updated) await pool.saveUser(reqCtx, { ...updated, UserStatus: 'RESET_REQUIRED' });
      return {};
    };
  }
  if (target === 'AdminUserGlobalSignOut') {
    return async (reqCtx, req) => {
      const user = await pool.getUserByUsername(reqCtx, String(req.Username ?? ''));
      if (!user) throw new UserNotFoundError();
      await pool.saveUser(reqCtx, { ...user, RefreshTokens: [] });
      return {};
    };
  }
  if (target === 'GlobalSignOut') {
    const getUser = baseRouter('GetUser');
    return async (reqCtx, req) => {
      const { Username } = (await getUser(reqCtx, { AccessToken: req.AccessToken })) as {
        Username: string;
      };
      const user = await pool.getUserByUsername(reqCtx, Username);
      if (user) await pool.saveUser(reqCtx, { ...user, RefreshTokens: [] });
      return {};
    };
  }
  return baseRouter(target);
};

const server = await createServer(router, logger, config.ServerConfig, allServices).start();
reportReady({ port });
onParentExit(() => new Promise<void>((resolve) => server.close(() => resolve())));
