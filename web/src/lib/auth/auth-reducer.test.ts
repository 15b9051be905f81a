import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState, type AuthEvent } from './auth-reducer';
import { signedOutState, type AuthState, type SessionSnapshot } from './auth-state';

const snapshot = (id = 'user-1', email = 'maria@example.com', exp = 1_000): SessionSnapshot => ({
  user: { id, email },
  session: { idToken: `id-${id}-${exp}`, accessToken: `access-${id}`, expiresAt: exp },
  groups: ['professional'],
});

const run = (events: AuthEvent[], from: AuthState = initialAuthState) =>
  events.reduce(authReducer, from);

describe('authReducer', () => {
  it('starts loading, with nobody signed in', () => {
    expect(initialAuthState).toMatchObject({ loading: true, user: null, session: null });
  });

  it('INITIAL_SESSION without a session ends loading, signed out', () => {
    expect(run([{ type: 'INITIAL_SESSION', session: null }])).toEqual(signedOutState);
  });

  it('INITIAL_SESSION with a stored session ends loading, signed in', () => {
    const state = run([{ type: 'INITIAL_SESSION', session: snapshot() }]);
    expect(state).toMatchObject({
      loading: false,
      user: { id: 'user-1' },
      groups: ['professional'],
    });
  });

  it('SIGNED_IN sets the session', () => {
    const state = run([
      { type: 'INITIAL_SESSION', session: null },
      { type: 'SIGNED_IN', session: snapshot() },
    ]);
    expect(state.session?.idToken).toBe('id-user-1-1000');
  });

  it('TOKEN_REFRESHED replaces the tokens of the same user', () => {
    const state = run([
      { type: 'SIGNED_IN', session: snapshot('user-1', 'maria@example.com', 1_000) },
      { type: 'TOKEN_REFRESHED', session: snapshot('user-1', 'maria@example.com', 2_000) },
    ]);
    expect(state.user?.id).toBe('user-1');
    expect(state.session?.expiresAt).toBe(2_000);
  });

  it('a session of another user replaces the previous one', () => {
    const state = run([
      { type: 'SIGNED_IN', session: snapshot('user-1') },
      { type: 'SIGNED_IN', session: snapshot('user-2', 'sam@example.com') },
    ]);
    expect(state.user).toEqual({ id: 'user-2', email: 'sam@example.com' });
  });

  it('SIGNED_OUT clears user, session and groups', () => {
    const state = run([{ type: 'SIGNED_IN', session: snapshot() }, { type: 'SIGNED_OUT' }]);
    expect(state).toEqual(signedOutState);
  });

  it('PASSWORD_RECOVERY ends the session of the account whose password was reset', () => {
    const signedIn = run([{ type: 'SIGNED_IN', session: snapshot() }]);
    expect(
      authReducer(signedIn, { type: 'PASSWORD_RECOVERY', email: ' Maria@Example.com ' }),
    ).toEqual(signedOutState);
  });

  it('PASSWORD_RECOVERY of another account leaves the session alone', () => {
    const signedIn = run([{ type: 'SIGNED_IN', session: snapshot() }]);
    expect(authReducer(signedIn, { type: 'PASSWORD_RECOVERY', email: 'sam@example.com' })).toEqual(
      signedIn,
    );
    expect(run([{ type: 'PASSWORD_RECOVERY', email: 'sam@example.com' }], signedOutState)).toEqual(
      signedOutState,
    );
  });
});
