import { signedOutState, type AuthState, type AuthUser, type SessionSnapshot } from './auth-state';

/**
 * The session events the app reacts to. The identity service's own events (sign-in, sign-out,
 * token refresh) and the app's actions (password reset) both arrive as these.
 */
export type AuthEvent =
  /** The first session check at start: a session found in storage, or none. */
  | { type: 'INITIAL_SESSION'; session: SessionSnapshot | null }
  | { type: 'SIGNED_IN'; session: SessionSnapshot }
  | { type: 'SIGNED_OUT' }
  | { type: 'TOKEN_REFRESHED'; session: SessionSnapshot }
  /** A password was reset by emailed code; a session of that account in this browser ends. */
  | { type: 'PASSWORD_RECOVERY'; email: string };

/** Email addresses are compared case-insensitively, as the user pool does. */
export function isSameAccount(user: AuthUser | null, email: string): boolean {
  return user !== null && user.email.toLowerCase() === email.trim().toLowerCase();
}

export const initialAuthState: AuthState = { ...signedOutState, loading: true };

function withSession(snapshot: SessionSnapshot): AuthState {
  return {
    user: snapshot.user,
    session: snapshot.session,
    groups: snapshot.groups,
    loading: false,
  };
}

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'INITIAL_SESSION':
      return event.session ? withSession(event.session) : { ...signedOutState };
    case 'SIGNED_IN':
    case 'TOKEN_REFRESHED':
      return withSession(event.session);
    case 'SIGNED_OUT':
      return { ...signedOutState };
    case 'PASSWORD_RECOVERY':
      return isSameAccount(state.user, event.email)
        ? { ...signedOutState }
        : { ...state, loading: false };
  }
}
