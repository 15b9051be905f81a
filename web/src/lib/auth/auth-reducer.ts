import type { Profile } from '@contracts/accounts/profile';
import { signedOutState, type AuthState, type AuthUser, type SessionSnapshot } from './auth-state';

/**
 * The session events the app reacts to. The identity service's own events (sign-in, sign-out,
 * token refresh) and the app's actions (profile saved, password reset) both arrive as these.
 */
export type AuthEvent =
  /** The first session check at start: a session found in storage, or none. */
  | { type: 'INITIAL_SESSION'; session: SessionSnapshot | null }
  | { type: 'SIGNED_IN'; session: SessionSnapshot }
  | { type: 'SIGNED_OUT' }
  | { type: 'TOKEN_REFRESHED'; session: SessionSnapshot }
  /** The user's data changed: their profile loaded or was saved (null: they have none). */
  | { type: 'USER_UPDATED'; profile: Profile | null }
  /** A password was reset by emailed code; a session of that account in this browser ends. */
  | { type: 'PASSWORD_RECOVERY'; email: string };

export type AuthEventName = AuthEvent['type'];

/** Email addresses are compared case-insensitively, as the user pool does. */
export function isSameAccount(user: AuthUser | null, email: string): boolean {
  return user !== null && user.email.toLowerCase() === email.trim().toLowerCase();
}

export const initialAuthState: AuthState = { ...signedOutState, loading: true };

/** A session appeared or changed: keep the profile only if it is still the same user's. */
function withSession(state: AuthState, snapshot: SessionSnapshot): AuthState {
  const sameUser = state.user !== null && state.user.id === snapshot.user.id;
  return {
    user: snapshot.user,
    session: snapshot.session,
    groups: snapshot.groups,
    profile: sameUser ? state.profile : null,
    // The profile is loaded after any new session appears.
    profileLoading: sameUser ? (state.profileLoading ?? false) : true,
    loading: false,
  };
}

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'INITIAL_SESSION':
      return event.session ? withSession(state, event.session) : { ...signedOutState };
    case 'SIGNED_IN':
    case 'TOKEN_REFRESHED':
      return withSession(state, event.session);
    case 'SIGNED_OUT':
      return { ...signedOutState };
    case 'USER_UPDATED': {
      // Nobody signed in, or a late answer about someone else: nothing to update.
      if (state.user === null) return state;
      if (event.profile !== null && event.profile.user_id !== state.user.id) return state;
      return { ...state, profile: event.profile, profileLoading: false };
    }
    case 'PASSWORD_RECOVERY':
      return isSameAccount(state.user, event.email)
        ? { ...signedOutState }
        : { ...state, loading: false };
  }
}
