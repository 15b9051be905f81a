import { describe, expect, it } from 'vitest';
import { makeProfile } from '@/testing/auth-fixtures';
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

  it('INITIAL_SESSION with a stored session ends loading, signed in, profile to load', () => {
    const state = run([{ type: 'INITIAL_SESSION', session: snapshot() }]);
    expect(state).toMatchObject({
      loading: false,
      user: { id: 'user-1' },
      groups: ['professional'],
      profile: null,
      profileLoading: true,
    });
  });

  it('SIGNED_IN sets the session and waits for the profile', () => {
    const state = run([
      { type: 'INITIAL_SESSION', session: null },
      { type: 'SIGNED_IN', session: snapshot() },
    ]);
    expect(state.session?.idToken).toBe('id-user-1-1000');
    expect(state.profileLoading).toBe(true);
  });

  it('USER_UPDATED stores the loaded profile of the signed-in user', () => {
    const profile = makeProfile({ user_id: 'user-1' });
    const state = run([
      { type: 'SIGNED_IN', session: snapshot() },
      { type: 'USER_UPDATED', profile },
    ]);
    expect(state.profile).toEqual(profile);
    expect(state.profileLoading).toBe(false);
  });

  it('USER_UPDATED with no profile ends the wait without one', () => {
    const state = run([
      { type: 'SIGNED_IN', session: snapshot() },
      { type: 'USER_UPDATED', profile: null },
    ]);
    expect(state).toMatchObject({ profile: null, profileLoading: false });
  });

  it("USER_UPDATED ignores another user's profile and a signed-out state", () => {
    const signedIn = run([{ type: 'SIGNED_IN', session: snapshot() }]);
    expect(
      authReducer(signedIn, { type: 'USER_UPDATED', profile: makeProfile({ user_id: 'other' }) }),
    ).toBe(signedIn);
    expect(authReducer(signedOutState, { type: 'USER_UPDATED', profile: makeProfile() })).toBe(
      signedOutState,
    );
  });

  it('TOKEN_REFRESHED replaces the tokens and keeps the profile', () => {
    const profile = makeProfile({ user_id: 'user-1' });
    const state = run([
      { type: 'SIGNED_IN', session: snapshot('user-1', 'maria@example.com', 1_000) },
      { type: 'USER_UPDATED', profile },
      { type: 'TOKEN_REFRESHED', session: snapshot('user-1', 'maria@example.com', 2_000) },
    ]);
    expect(state.session?.expiresAt).toBe(2_000);
    expect(state.profile).toEqual(profile);
    expect(state.profileLoading).toBe(false);
  });

  it('a session of another user drops the previous profile', () => {
    const state = run([
      { type: 'SIGNED_IN', session: snapshot('user-1') },
      { type: 'USER_UPDATED', profile: makeProfile({ user_id: 'user-1' }) },
      { type: 'SIGNED_IN', session: snapshot('user-2', 'sam@example.com') },
    ]);
    expect(state.user?.id).toBe('user-2');
    expect(state.profile).toBeNull();
  });

  it('SIGNED_OUT clears user, session, groups and profile', () => {
    const state = run([
      { type: 'SIGNED_IN', session: snapshot() },
      { type: 'USER_UPDATED', profile: makeProfile({ user_id: 'user-1' }) },
      { type: 'SIGNED_OUT' },
    ]);
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
