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
 *   AdminUserGlobalSignOut / GlobalSignOut (every refresh token of the user revoked, and every
 *   access token issued before refused by the calls that take one);
 * - answer ResendConfirmationCode the same whether or not the address has an account;
 * - check ChangePassword as Cognito does (the current password, the pool's length policy);
 * - keep the old email until a new one is confirmed with the code sent to the new address;
 * - tie the authenticator-code challenge to the sign-in that asked for it (one use, 3 minutes),
 *   keep its session refreshable, and answer AdminSetUserMFAPreference;
 * - give the demo admin a known authenticator secret (LOCAL_FIXED_TOTP), so the demo and the
 *   tests can compute its codes.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import pino from 'pino';
import { PASSWORD_MIN_LENGTH } from '../../contracts/accounts/sign-up';
import { composeCodeEmail, type CodeEmailKind } from '../../lambdas/accounts/code-emails';
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
  CodeMismatchError,
  NotAuthorizedError,
  UserNotFoundError,
} = require('cognito-local/lib/errors.js');

interface User {
  Username: string;
  Enabled?: boolean;
  UserStatus?: string;
  Password?: string;
  ConfirmationCode?: string;
  RefreshTokens?: string[];
  Attributes: Array<{ Name: string; Value?: string }>;
  UnverifiedAttributeChanges?: Array<{ Name: string; Value?: string }>;
  SoftwareTokenMfaConfiguration?: {
    Secret: string;
    Verified: boolean;
    FriendlyDeviceName?: string;
  };
  UserMFASettingList?: string[];
  PreferredMfaSetting?: string;
  /** Access tokens issued before this time (epoch seconds) are refused: a global sign-out. */
  TokensValidFrom?: number;
}
interface Ctx {
  logger: pino.Logger;
}
interface UserPool {
  options: Record<string, unknown>;
  updateOptions(ctx: Ctx, options: Record<string, unknown>): Promise<void>;
  listUsers(ctx: Ctx): Promise<User[]>;
  storeRefreshToken(ctx: Ctx, token: string, user: User): Promise<void>;
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

const pendingEmail = (user: User) =>
  user.UnverifiedAttributeChanges?.find((a) => a.Name === 'email')?.Value;

const codeEmailKind = (source: string): CodeEmailKind => {
  if (source === 'ForgotPassword') return 'forgotPassword';
  if (source === 'UpdateUserAttribute' || source === 'VerifyUserAttribute') return 'changeEmail';
  return 'signUp';
};

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
    const kind = codeEmailKind(source);
    // A new address's code goes to the new address, as Cognito sends it.
    const to = (kind === 'changeEmail' && pendingEmail(user)) || attribute(user, 'email');
    if (!to) return;
    // The same words the cloud pool's custom-message trigger writes.
    const { subject, text, html } = composeCodeEmail({
      kind,
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
  // As the cloud pool is configured: authenticator apps optional, and a new email takes effect
  // only once confirmed. Saved on every start, so existing local data gets it too.
  await pool.updateOptions(ctx, {
    ...pool.options,
    MfaConfiguration: 'OPTIONAL',
    UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
  });
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

/** The next whole second: tokens issued before it are older than a sign-out made now. */
const nextSecond = () => Math.ceil(Date.now() / 1000 + 0.001);

/** A token's claims (cognito-local's own calls read them unverified too; loopback only). */
function claimsOf(token: unknown): Record<string, unknown> {
  try {
    const payload = String(token).split('.')[1] ?? '';
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    throw new NotAuthorizedError('Invalid Access Token');
  }
}

/**
 * The user of an access token that is still good: not revoked by a global sign-out, and its
 * user still there and enabled. Cognito refuses the same tokens.
 */
async function liveAccessTokenUser(reqCtx: Ctx, token: unknown): Promise<User> {
  const claims = claimsOf(token);
  const user = await pool.getUserByUsername(reqCtx, String(claims.sub ?? ''));
  if (!user || user.Enabled === false)
    throw new NotAuthorizedError('Access Token has been revoked');
  const issuedAt = Number(claims.iat ?? 0);
  if (user.TokensValidFrom && issuedAt < user.TokensValidFrom) {
    throw new NotAuthorizedError('Access Token has been revoked');
  }
  return user;
}

/** Every refresh token revoked, and every access token issued until now refused. */
async function signOutEverywhere(reqCtx: Ctx, user: User): Promise<void> {
  await pool.saveUser(reqCtx, { ...user, RefreshTokens: [], TokensValidFrom: nextSecond() });
}

/** The demo accounts whose authenticator secret is known in advance: email → base32 secret. */
const fixedTotpSecrets = JSON.parse(process.env.LOCAL_FIXED_TOTP ?? '{}') as Record<string, string>;

/** Authenticator-code challenges handed out at sign-in: session → user, until it expires. */
const MFA_SESSION_MS = 3 * 60 * 1000;
const mfaSessions = new Map<string, { username: string; expires: number }>();

const maskedDestination = (email: string) => {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
};

const router = (target: string): Target => {
  const inner = baseRouter(target);
  if (target === 'SignUp') {
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
    return async (reqCtx, req) => {
      const params = (req.AuthParameters ?? {}) as Record<string, string>;
      if (params.REFRESH_TOKEN)
        await refuseDisabled(await pool.getUserByRefreshToken(reqCtx, params.REFRESH_TOKEN));
      const result = await inner(reqCtx, req);
      // Checked after the password, as Cognito does: a wrong password never learns that an
      // account exists, disabled or not.
      if (params.USERNAME) {
        const user = await pool.getUserByUsername(reqCtx, params.USERNAME);
        await refuseDisabled(user);
        if (user && result.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
          mfaSessions.set(String(result.Session), {
            username: user.Username,
            expires: Date.now() + MFA_SESSION_MS,
          });
        }
      }
      return result;
    };
  }
  if (target === 'RespondToAuthChallenge') {
    // cognito-local accepts any session; Cognito only the one its sign-in handed out, once.
    return async (reqCtx, req) => {
      if (req.ChallengeName !== 'SOFTWARE_TOKEN_MFA') return inner(reqCtx, req);
      const responses = (req.ChallengeResponses ?? {}) as Record<string, string>;
      const user = await pool.getUserByUsername(reqCtx, String(responses.USERNAME ?? ''));
      const session = mfaSessions.get(String(req.Session ?? ''));
      if (!user || !session || session.expires < Date.now() || session.username !== user.Username) {
        throw new NotAuthorizedError('Invalid session for the user, session is expired.');
      }
      await refuseDisabled(user);
      const result = await inner(reqCtx, req);
      mfaSessions.delete(String(req.Session));
      const tokens = (result.AuthenticationResult ?? {}) as { RefreshToken?: string };
      if (tokens.RefreshToken) {
        const current = (await pool.getUserByUsername(reqCtx, user.Username)) ?? user;
        await pool.storeRefreshToken(reqCtx, tokens.RefreshToken, current);
      }
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
      await signOutEverywhere(reqCtx, user);
      return {};
    };
  }
  if (target === 'GlobalSignOut') {
    return async (reqCtx, req) => {
      await signOutEverywhere(reqCtx, await liveAccessTokenUser(reqCtx, req.AccessToken));
      return {};
    };
  }
  if (target === 'ResendConfirmationCode') {
    // The same answer for any address (the pool prevents user-existence errors); only an
    // account still waiting for confirmation gets a new code, which replaces the old one.
    return async (reqCtx, req) => {
      const username = String(req.Username ?? '');
      const user = await pool.getUserByUsername(reqCtx, username);
      if (user && user.UserStatus === 'UNCONFIRMED') {
        const code = otp() as string;
        await pool.saveUser(reqCtx, { ...user, ConfirmationCode: code });
        await messages.deliver(reqCtx, 'ResendCode', req.ClientId, poolId, user, code);
      }
      return {
        CodeDeliveryDetails: {
          DeliveryMedium: 'EMAIL',
          AttributeName: 'email',
          Destination: maskedDestination(username),
        },
      };
    };
  }
  if (target === 'ChangePassword') {
    return async (reqCtx, req) => {
      const user = await liveAccessTokenUser(reqCtx, req.AccessToken);
      if (req.PreviousPassword !== user.Password) {
        throw new NotAuthorizedError('Incorrect username or password.');
      }
      if (String(req.ProposedPassword ?? '').length < PASSWORD_MIN_LENGTH) {
        throw new CognitoError(
          'InvalidPasswordException',
          'Password did not conform with policy: Password not long enough',
        );
      }
      return inner(reqCtx, req);
    };
  }
  if (target === 'UpdateUserAttributes' || target === 'VerifyUserAttribute') {
    return async (reqCtx, req) => {
      const user = await liveAccessTokenUser(reqCtx, req.AccessToken);
      const attributes = (req.UserAttributes ?? []) as Array<{ Name: string; Value?: string }>;
      const email =
        target === 'UpdateUserAttributes'
          ? attributes.find((a) => a.Name === 'email')?.Value
          : req.AttributeName === 'email'
            ? pendingEmail(user)
            : undefined;
      // The email is the sign-in name: two accounts never share one.
      if (email) {
        const taken = (await pool.listUsers(reqCtx)).some(
          (other) =>
            other.Username !== user.Username &&
            attribute(other, 'email')?.toLowerCase() === email.toLowerCase(),
        );
        if (taken) {
          throw new CognitoError(
            'AliasExistsException',
            'An account with the given email already exists.',
          );
        }
      }
      if (
        target === 'VerifyUserAttribute' &&
        !(user as { AttributeVerificationCode?: string }).AttributeVerificationCode
      ) {
        throw new CodeMismatchError();
      }
      return inner(reqCtx, req);
    };
  }
  if (target === 'AssociateSoftwareToken') {
    return async (reqCtx, req) => {
      const user = await liveAccessTokenUser(reqCtx, req.AccessToken);
      const result = await inner(reqCtx, req);
      const fixed = fixedTotpSecrets[attribute(user, 'email') ?? ''];
      if (!fixed) return result;
      const current = (await pool.getUserByUsername(reqCtx, user.Username)) ?? user;
      await pool.saveUser(reqCtx, {
        ...current,
        SoftwareTokenMfaConfiguration: { Secret: fixed, Verified: false },
      });
      return { ...result, SecretCode: fixed };
    };
  }
  if (target === 'AdminSetUserMFAPreference') {
    return async (reqCtx, req) => {
      const user = await pool.getUserByUsername(reqCtx, String(req.Username ?? ''));
      if (!user) throw new UserNotFoundError();
      const software = req.SoftwareTokenMfaSettings as
        { Enabled?: boolean; PreferredMfa?: boolean } | undefined;
      const methods = new Set(user.UserMFASettingList ?? []);
      if (software?.Enabled) {
        if (!user.SoftwareTokenMfaConfiguration?.Verified) {
          throw new CognitoError(
            'InvalidParameterException',
            'User has not verified software token MFA',
          );
        }
        methods.add('SOFTWARE_TOKEN_MFA');
      } else if (software) {
        methods.delete('SOFTWARE_TOKEN_MFA');
      }
      await pool.saveUser(reqCtx, {
        ...user,
        UserMFASettingList: [...methods],
        PreferredMfaSetting:
          software?.PreferredMfa && methods.has('SOFTWARE_TOKEN_MFA')
            ? 'SOFTWARE_TOKEN_MFA'
            : undefined,
        ...(software && !software.Enabled ? { SoftwareTokenMfaConfiguration: undefined } : {}),
      });
      return {};
    };
  }
  // Every other call made with an access token refuses one that was revoked.
  return async (reqCtx, req) => {
    if (req.AccessToken !== undefined) await liveAccessTokenUser(reqCtx, req.AccessToken);
    return inner(reqCtx, req);
  };
};

const server = await createServer(router, logger, config.ServerConfig, allServices).start();
reportReady({ port });
onParentExit(() => new Promise<void>((resolve) => server.close(() => resolve())));
