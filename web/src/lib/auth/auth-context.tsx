import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Profile } from '@contracts/profile';

/**
 * The authentication contract every screen relies on. The provider's internals may change
 * (the identity service behind it), this interface does not.
 */

export interface AuthUser {
  id: string;
  email: string;
}

export interface AuthSession {
  idToken: string;
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface AuthState {
  user: AuthUser | null;
  session: AuthSession | null;
  profile: Profile | null;
  /** Identity-service groups of the user, e.g. `admin`, `professional`. */
  groups: string[];
  /** True until the first session check has finished. */
  loading: boolean;
}

export interface AuthActions {
  /** Ends the session. Rejects with the reason when that fails; callers show the toast. */
  signOut(): Promise<void>;
  /** Reloads the signed-in user's profile, e.g. after it was edited. */
  refreshProfile(): Promise<void>;
  /** A valid ID token for API calls (refreshed when close to expiry), or null when signed out. */
  getIdToken(): Promise<string | null>;
}

export type AuthContextValue = AuthState & AuthActions;

export const signedOutState: AuthState = {
  user: null,
  session: null,
  profile: null,
  groups: [],
  loading: false,
};

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

export const isProfessional = (state: Pick<AuthState, 'profile'>): boolean =>
  state.profile?.user_type === 'professional';

export const isSignedIn = (state: Pick<AuthState, 'user'>): boolean => state.user !== null;

/** No identity service is wired in yet, so the session check never finds a session. */
const checkSession = async (): Promise<AuthSession | null> => null;

/** Supplies the app's auth state: `loading` until the first session check has finished. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ ...signedOutState, loading: true });

  useEffect(() => {
    let active = true;
    void checkSession().then((session) => {
      if (active) setState({ ...signedOutState, session });
    });
    return () => {
      active = false;
    };
  }, []);

  const signOut = useCallback(async () => {
    setState(signedOutState);
  }, []);
  const refreshProfile = useCallback(async () => {}, []);
  const getIdToken = useCallback(async () => state.session?.idToken ?? null, [state.session]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signOut, refreshProfile, getIdToken }),
    [state, signOut, refreshProfile, getIdToken],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

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
      refreshProfile: actions?.refreshProfile ?? (async () => {}),
      getIdToken: actions?.getIdToken ?? (async () => value.session?.idToken ?? null),
    }),
    [value, actions],
  );
  return <AuthContext.Provider value={context}>{children}</AuthContext.Provider>;
}
