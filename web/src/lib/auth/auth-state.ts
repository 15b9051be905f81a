/**
 * The shape of the app's authentication state: the session only (the profile is server state,
 * loaded by the accounts feature). It lives apart from the provider so the pure reducer and the
 * provider can share it without importing each other.
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
  /** Identity-service groups of the user, e.g. `admin`, `professional`. */
  groups: string[];
  /** True until the first session check has finished. */
  loading: boolean;
}

/** A signed-in session as the identity service reports it. */
export interface SessionSnapshot {
  user: AuthUser;
  session: AuthSession;
  groups: string[];
}

export const signedOutState: AuthState = {
  user: null,
  session: null,
  groups: [],
  loading: false,
};
