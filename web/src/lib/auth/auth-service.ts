import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignUp,
  fetchAuthSession,
  resetPassword,
  signIn,
  signOut,
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

export interface AuthService {
  /** Chooses where tokens are kept; set before signing in. */
  chooseStorage(kind: TokenStorageKind): void;
  /** The stored session (refreshed first if its tokens expired), or null. */
  currentSession(options?: { forceRefresh?: boolean }): Promise<SessionSnapshot | null>;
  signIn(email: string, password: string): Promise<'signedIn' | 'confirmSignUp'>;
  signOut(): Promise<void>;
  confirmSignUp(email: string, code: string): Promise<void>;
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
      throw new Error('This account needs a sign-in step the site does not offer.');
    },
    signOut: () => signOut(),
    async confirmSignUp(email, code) {
      await confirmSignUp({ username: email, confirmationCode: code });
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
