import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  confirmUserAttribute,
  fetchAuthSession,
  fetchMFAPreference,
  resendSignUpCode,
  resetPassword,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  updatePassword,
  updateUserAttribute,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { defaultStorage, Hub, sessionStorage } from 'aws-amplify/utils';
import type { SessionSnapshot } from './auth-state';
import type { TokenStorageKind } from './token-storage';

/**
 * The identity service behind the auth provider: Cognito through Amplify. Loaded on demand, so
 * visitors who never sign in never download it.
 */

/** Cognito settings the deployment serves at /config.json (the local stack serves its own). */
interface RuntimeAuthConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  userPoolEndpoint?: string;
}

const CONFIG_URL = '/config.json';
/** The name authenticator apps show for the account. */
const TOTP_ISSUER = 'SmileGuide';

function readConfig(value: unknown): RuntimeAuthConfig {
  const record = (value ?? {}) as Record<string, unknown>;
  const text = (name: string) => {
    const field = record[name];
    if (typeof field !== 'string' || field === '') {
      throw new Error(`The site configuration has no ${name}.`);
    }
    return field;
  };
  const endpoint = record.userPoolEndpoint;
  return {
    region: text('region'),
    userPoolId: text('userPoolId'),
    userPoolClientId: text('userPoolClientId'),
    ...(typeof endpoint === 'string' && endpoint !== '' ? { userPoolEndpoint: endpoint } : {}),
  };
}

async function loadConfig(): Promise<RuntimeAuthConfig> {
  const response = await fetch(CONFIG_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error('The sign-in service is not configured for this site.');
  return readConfig(await response.json());
}

/** Identity-service events the provider turns into session events. */
export type ServiceEvent = 'signedIn' | 'signedOut' | 'tokenRefresh' | 'tokenRefresh_failure';

/** An authenticator app being set up: the secret to type, and the link its QR code holds. */
export interface TotpSetup {
  secret: string;
  uri: string;
}

/** The signed-in user's own security settings, through the identity service. */
export interface SecurityService {
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  /** Emails a code to the new address; nothing changes until it is confirmed. */
  requestEmailChange(email: string): Promise<void>;
  confirmEmailChange(code: string): Promise<void>;
  /** Does sign-in ask this account for an authenticator code? */
  twoStepEnabled(): Promise<boolean>;
  beginTwoStepSetup(accountName: string): Promise<TotpSetup>;
  /** Checks a first code from the app, then makes sign-in ask for one. */
  finishTwoStepSetup(code: string): Promise<void>;
}

export interface AuthService extends SecurityService {
  /** Chooses where tokens are kept; set before signing in. */
  chooseStorage(kind: TokenStorageKind): void;
  /** The stored session (refreshed first if its tokens expired), or null. */
  currentSession(options?: { forceRefresh?: boolean }): Promise<SessionSnapshot | null>;
  signIn(email: string, password: string): Promise<'signedIn' | 'confirmSignUp' | 'totpCode'>;
  /** The authenticator code sign-in asked for. */
  confirmSignInCode(code: string): Promise<void>;
  signOut(): Promise<void>;
  /** Ends every session of the account, on every device, this one included. */
  signOutEverywhere(): Promise<void>;
  confirmSignUp(email: string, code: string): Promise<void>;
  /** A new sign-up code; the same answer whether or not the address is waiting for one. */
  resendSignUpCode(email: string): Promise<void>;
  requestPasswordReset(email: string): Promise<void>;
  confirmPasswordReset(email: string, code: string, password: string): Promise<void>;
  listen(listener: (event: ServiceEvent) => void): () => void;
}

function groupsOf(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim === 'string' && claim !== '') return claim.split(',');
  return [];
}

async function snapshot(forceRefresh = false): Promise<SessionSnapshot | null> {
  const { tokens } = await fetchAuthSession({ forceRefresh });
  const idToken = tokens?.idToken;
  if (!idToken || !tokens.accessToken) return null;
  const claims = idToken.payload;
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (sub === '') return null;
  return {
    user: { id: sub, email: typeof claims.email === 'string' ? claims.email : '' },
    session: {
      idToken: idToken.toString(),
      accessToken: tokens.accessToken.toString(),
      expiresAt: (claims.exp ?? 0) * 1000,
    },
    groups: groupsOf(claims['cognito:groups']),
  };
}

const serviceEvents: ReadonlySet<string> = new Set<ServiceEvent>([
  'signedIn',
  'signedOut',
  'tokenRefresh',
  'tokenRefresh_failure',
]);

export async function createAuthService(): Promise<AuthService> {
  const config = await loadConfig();
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
  return {
    chooseStorage(kind) {
      cognitoUserPoolsTokenProvider.setKeyValueStorage(
        kind === 'local' ? defaultStorage : sessionStorage,
      );
    },
    currentSession: (options) => snapshot(options?.forceRefresh ?? false),
    async signIn(email, password) {
      const result = await signIn({
        username: email,
        password,
        // Password sign-in over TLS, the same flow locally (the local pool has no SRP) and in the cloud.
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      });
      if (result.isSignedIn) return 'signedIn';
      if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
      if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'totpCode';
      throw new Error('This account needs a sign-in step the site does not offer.');
    },
    async confirmSignInCode(code) {
      const result = await confirmSignIn({ challengeResponse: code });
      if (!result.isSignedIn) throw new Error('The code was not accepted. Please sign in again.');
    },
    signOut: () => signOut(),
    signOutEverywhere: () => signOut({ global: true }),
    async confirmSignUp(email, code) {
      await confirmSignUp({ username: email, confirmationCode: code });
    },
    async resendSignUpCode(email) {
      try {
        await resendSignUpCode({ username: email });
      } catch (error) {
        // An unknown or already confirmed address answers like any other: nothing is revealed.
        const name = error instanceof Error ? error.name : '';
        if (name === 'UserNotFoundException' || name === 'InvalidParameterException') return;
        throw error;
      }
    },
    async changePassword(oldPassword, newPassword) {
      await updatePassword({ oldPassword, newPassword });
    },
    async requestEmailChange(email) {
      await updateUserAttribute({ userAttribute: { attributeKey: 'email', value: email } });
    },
    async confirmEmailChange(code) {
      await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
    },
    async twoStepEnabled() {
      const preference = await fetchMFAPreference();
      return (preference.enabled ?? []).includes('TOTP');
    },
    async beginTwoStepSetup(accountName) {
      const details = await setUpTOTP();
      return {
        secret: details.sharedSecret,
        uri: details.getSetupUri(TOTP_ISSUER, accountName).toString(),
      };
    },
    async finishTwoStepSetup(code) {
      await verifyTOTPSetup({ code });
      await updateMFAPreference({ totp: 'PREFERRED' });
    },
    async requestPasswordReset(email) {
      try {
        await resetPassword({ username: email });
      } catch (error) {
        // The same answer whether or not the account exists.
        if (error instanceof Error && error.name === 'UserNotFoundException') return;
        throw error;
      }
    },
    async confirmPasswordReset(email, code, password) {
      await confirmResetPassword({
        username: email,
        confirmationCode: code,
        newPassword: password,
      });
    },
    listen(listener) {
      return Hub.listen('auth', ({ payload }) => {
        if (serviceEvents.has(payload.event)) listener(payload.event as ServiceEvent);
      });
    },
  };
}
