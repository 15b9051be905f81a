import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import type { ReactNode } from 'react';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-error';
import { toast } from '@/lib/toast/toast-store';
import { authReducer, initialAuthState, isSameAccount } from './auth-reducer';
import type { AuthService, SecurityService, ServiceEvent } from './auth-service';
import type { AuthState, AuthUser, SessionSnapshot } from './auth-state';
import { takeConfirmationLink, type ConfirmationLink } from './confirmation-link';
import { needsRefresh, SESSION_CHECK_INTERVAL_MS } from './session-refresh';
import { browserStorages, storageHoldingSession } from './token-storage';

/**
 * The authentication contract every screen relies on: who is signed in, their groups and tokens,
 * and the session's actions. The provider's internals may change (the identity service behind
 * it), this interface does not. The user's profile is server state: see features/accounts/api.
 */

export type { AuthSession, AuthState, AuthUser, SessionSnapshot } from './auth-state';
export type { SecurityService, TotpSetup } from './auth-service';
export { signedOutState } from './auth-state';

export interface SignInRequest {
  email: string;
  password: string;
  /** Keep the session across browser restarts; otherwise it ends with the tab. */
  remember: boolean;
}

export type SignInResult =
  | { status: 'signedIn'; user: AuthUser }
  /** The account exists but its email is not confirmed yet. */
  | { status: 'confirmSignUp' }
  /** The password was right; sign-in now needs the code from the authenticator app. */
  | { status: 'totpCode' };

export interface PasswordResetConfirmation {
  email: string;
  code: string;
  password: string;
}

export interface AuthActions {
  /** Ends the session. Rejects with the reason when that fails; callers show the toast. */
  signOut(): Promise<void>;
  /** A valid ID token for API calls (refreshed when close to expiry), or null when signed out. */
  getIdToken(): Promise<string | null>;
  /** Signs in; resolves with the signed-in user, or says the email still needs confirming. */
  signIn(request: SignInRequest): Promise<SignInResult>;
  /** Finishes a sign-in that asked for an authenticator code. */
  confirmSignInCode(code: string): Promise<AuthUser>;
  /** Ends every session of the account on every device, this one included. */
  signOutEverywhere(): Promise<void>;
  /** The signed-in user's password, email and authenticator settings. */
  security(): Promise<SecurityService>;
  /** Creates an account; the emailed code then confirms it. */
  confirmSignUp(email: string, code: string): Promise<void>;
  /** Emails a new sign-up code; resolves the same way whether or not the address waits for one. */
  resendSignUpCode(email: string): Promise<void>;
  /** Emails a reset code; resolves the same way whether or not the account exists. */
  requestPasswordReset(email: string): Promise<void>;
  confirmPasswordReset(confirmation: PasswordResetConfirmation): Promise<void>;
}

export type AuthContextValue = AuthState & AuthActions;

/** Exported so tests and previews can supply a state through `AuthStateProvider`. */
export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** For display only: the server decides what each user may do. */
export const isAdmin = (state: Pick<AuthState, 'groups'>): boolean =>
  state.groups.includes('admin');

export const isSignedIn = (state: Pick<AuthState, 'user'>): boolean => state.user !== null;

/**
 * An emailed confirmation link (`/?confirm=1&email=…&code=…`) is taken from the address when
 * this module loads, before the router reads the address: the app starts on the sign-in page
 * and the provider confirms the account.
 */
let pendingConfirmation: ConfirmationLink | null =
  typeof window === 'undefined' ? null : takeConfirmationLink(window.location, window.history);

let servicePromise: Promise<AuthService> | null = null;
/** The identity service, loaded (and configured from /config.json) on first use. */
function loadAuthService(): Promise<AuthService> {
  servicePromise ??= import('./auth-service').then((module) => module.createAuthService());
  // A failed load (offline, say) is retried on the next use.
  servicePromise.catch(() => {
    servicePromise = null;
  });
  return servicePromise;
}

/** Supplies the app's auth state: `loading` until the first session check has finished. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  // Actions read the latest state without being rebuilt on every change.
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const unlisten = useRef<(() => void) | null>(null);

  const onServiceEvent = useCallback(async (service: AuthService, event: ServiceEvent) => {
    if (event === 'signedOut') {
      dispatch({ type: 'SIGNED_OUT' });
      return;
    }
    const session = await service.currentSession().catch(() => null);
    if (event === 'tokenRefresh_failure') {
      if (!session) dispatch({ type: 'SIGNED_OUT' });
      return;
    }
    if (session) {
      dispatch({ type: event === 'signedIn' ? 'SIGNED_IN' : 'TOKEN_REFRESHED', session });
    }
  }, []);

  const service = useCallback(async (): Promise<AuthService> => {
    const loaded = await loadAuthService();
    unlisten.current ??= loaded.listen((event) => void onServiceEvent(loaded, event));
    return loaded;
  }, [onServiceEvent]);

  useEffect(
    () => () => {
      unlisten.current?.();
      unlisten.current = null;
    },
    [],
  );

  // The first session check: only a browser holding a stored session loads the identity service.
  useEffect(() => {
    let active = true;
    const start = async () => {
      const { local, session } = browserStorages();
      const stored = storageHoldingSession(local, session);
      let found: SessionSnapshot | null = null;
      if (stored) {
        try {
          const loaded = await service();
          loaded.chooseStorage(stored);
          found = await loaded.currentSession();
        } catch {
          // No usable session (refresh refused, service unreachable): start signed out.
        }
      }
      if (active) dispatch({ type: 'INITIAL_SESSION', session: found });
    };
    void start();
    return () => {
      active = false;
    };
  }, [service]);

  // A confirmation link opened the app: confirm the account, then say how it went.
  useEffect(() => {
    const link = pendingConfirmation;
    if (!link) return;
    pendingConfirmation = null;
    void (async () => {
      try {
        await (await service()).confirmSignUp(link.email, link.code);
        toast({ title: 'Email confirmed', description: 'You can sign in now.' });
      } catch (error) {
        // The wording of auth errors loads when needed, not with every page.
        const description = await import('./auth-errors').then(
          ({ authErrorMessage }) => authErrorMessage(error, 'confirmSignUp'),
          () => NETWORK_ERROR_MESSAGE,
        );
        toast({ title: 'Email confirmation failed', description, variant: 'destructive' });
      }
    })();
  }, [service]);

  const refresh = useCallback(async () => {
    const loaded = await service();
    try {
      const session = await loaded.currentSession({ forceRefresh: true });
      dispatch(session ? { type: 'TOKEN_REFRESHED', session } : { type: 'SIGNED_OUT' });
    } catch (error) {
      // A refused refresh (revoked, account disabled) ends the session; a network blip does not.
      if (error instanceof Error && error.name === 'NotAuthorizedException') {
        await loaded.signOut().catch(() => undefined);
        dispatch({ type: 'SIGNED_OUT' });
      }
    }
  }, [service]);

  // The session is checked every 30 s and refreshed when 90 s or less remain.
  const hasSession = state.session !== null;
  useEffect(() => {
    if (!hasSession) return;
    const timer = window.setInterval(() => {
      const session = stateRef.current.session;
      if (session && needsRefresh(session, Date.now())) void refresh();
    }, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [hasSession, refresh]);

  const signIn = useCallback(
    async ({ email, password, remember }: SignInRequest): Promise<SignInResult> => {
      const loaded = await service();
      loaded.chooseStorage(remember ? 'local' : 'session');
      const step = await loaded.signIn(email.trim(), password);
      if (step !== 'signedIn') return { status: step };
      const session = await loaded.currentSession();
      if (!session) throw new Error('Signing in did not start a session. Please try again.');
      dispatch({ type: 'SIGNED_IN', session });
      return { status: 'signedIn', user: session.user };
    },
    [service],
  );

  const signOut = useCallback(async () => {
    // Without the identity service loaded there is no session to end.
    if (servicePromise !== null) await (await service()).signOut();
    dispatch({ type: 'SIGNED_OUT' });
  }, [service]);

  const confirmSignInCode = useCallback(
    async (code: string) => {
      const loaded = await service();
      await loaded.confirmSignInCode(code.trim());
      const session = await loaded.currentSession();
      if (!session) throw new Error('Signing in did not start a session. Please try again.');
      dispatch({ type: 'SIGNED_IN', session });
      return session.user;
    },
    [service],
  );

  const signOutEverywhere = useCallback(async () => {
    if (servicePromise !== null) await (await service()).signOutEverywhere();
    dispatch({ type: 'SIGNED_OUT' });
  }, [service]);

  const security = useCallback(async (): Promise<SecurityService> => service(), [service]);

  const resendSignUpCode = useCallback(
    async (email: string) => (await service()).resendSignUpCode(email.trim()),
    [service],
  );

  const getIdToken = useCallback(async () => {
    // Read from the identity service rather than this provider's state, which reaches the
    // screens a render after a sign-in: a call made right after signing in has its token.
    if (servicePromise === null) return null;
    const session = await (await service()).currentSession();
    return session?.session.idToken ?? null;
  }, [service]);

  const confirmSignUp = useCallback(
    async (email: string, code: string) => (await service()).confirmSignUp(email.trim(), code),
    [service],
  );

  const requestPasswordReset = useCallback(
    async (email: string) => (await service()).requestPasswordReset(email.trim()),
    [service],
  );

  const confirmPasswordReset = useCallback(
    async ({ email, code, password }: PasswordResetConfirmation) => {
      const loaded = await service();
      await loaded.confirmPasswordReset(email.trim(), code, password);
      // This browser's session of that account ends with the old password.
      if (isSameAccount(stateRef.current.user, email))
        await loaded.signOut().catch(() => undefined);
      dispatch({ type: 'PASSWORD_RECOVERY', email });
    },
    [service],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signOut,
      getIdToken,
      signIn,
      confirmSignInCode,
      signOutEverywhere,
      security,
      confirmSignUp,
      resendSignUpCode,
      requestPasswordReset,
      confirmPasswordReset,
    }),
    [
      state,
      signOut,
      getIdToken,
      signIn,
      confirmSignInCode,
      signOutEverywhere,
      security,
      confirmSignUp,
      resendSignUpCode,
      requestPasswordReset,
      confirmPasswordReset,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

const notAvailable = async (): Promise<never> => {
  throw new Error('Not available in this preview.');
};

/** Provides a fixed auth state, with no-op actions unless given. For tests and previews. */
export function AuthStateProvider({
  value,
  actions,
  children,
}: {
  value: AuthState;
  actions?: Partial<AuthActions>;
  children: ReactNode;
}) {
  const context = useMemo<AuthContextValue>(
    () => ({
      ...value,
      signOut: actions?.signOut ?? (async () => {}),
      getIdToken: actions?.getIdToken ?? (async () => value.session?.idToken ?? null),
      signIn: actions?.signIn ?? notAvailable,
      confirmSignInCode: actions?.confirmSignInCode ?? notAvailable,
      signOutEverywhere: actions?.signOutEverywhere ?? (async () => {}),
      security: actions?.security ?? notAvailable,
      confirmSignUp: actions?.confirmSignUp ?? (async () => {}),
      resendSignUpCode: actions?.resendSignUpCode ?? (async () => {}),
      requestPasswordReset: actions?.requestPasswordReset ?? (async () => {}),
      confirmPasswordReset: actions?.confirmPasswordReset ?? (async () => {}),
    }),
    [value, actions],
  );
  return <AuthContext.Provider value={context}>{children}</AuthContext.Provider>;
}
