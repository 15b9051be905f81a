// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInState } from '@/testing/auth-fixtures';
import { AuthProvider, isAdmin, isSignedIn, useAuth, type AuthContextValue } from './auth-context';
import type { ServiceEvent } from './auth-service';
import type { SessionSnapshot } from './auth-state';
import type { TokenStorageKind } from './token-storage';

/** A stand-in for the Cognito service the provider loads on demand. */
const fake = vi.hoisted(() => ({
  session: null as SessionSnapshot | null,
  storage: [] as TokenStorageKind[],
  refreshes: 0,
  listeners: new Set<(event: ServiceEvent) => void>(),
  signInResult: 'signedIn' as 'signedIn' | 'confirmSignUp',
}));

vi.mock('./auth-service', () => ({
  createAuthService: async () => ({
    chooseStorage: (kind: TokenStorageKind) => fake.storage.push(kind),
    currentSession: async (options?: { forceRefresh?: boolean }) => {
      if (options?.forceRefresh && fake.session) {
        fake.refreshes += 1;
        const expiresAt = Date.now() + 3_600_000;
        fake.session = {
          ...fake.session,
          session: { ...fake.session.session, idToken: `refreshed-${fake.refreshes}`, expiresAt },
        };
      }
      return fake.session;
    },
    signIn: async () => {
      if (fake.signInResult === 'signedIn') fake.session = session();
      return fake.signInResult;
    },
    signOut: async () => {
      fake.session = null;
    },
    confirmSignUp: async () => {},
    requestPasswordReset: async () => {},
    confirmPasswordReset: async () => {},
    listen: (listener: (event: ServiceEvent) => void) => {
      fake.listeners.add(listener);
      return () => fake.listeners.delete(listener);
    },
  }),
}));

function session(expiresInMs = 3_600_000): SessionSnapshot {
  return {
    user: { id: 'user-1', email: 'maria@example.com' },
    session: { idToken: 'id-token-1', accessToken: 'access', expiresAt: Date.now() + expiresInMs },
    groups: ['professional'],
  };
}

const SESSION_MARKER = 'CognitoIdentityServiceProvider.client.LastAuthUser';

beforeEach(() => {
  Object.assign(fake, {
    session: null,
    storage: [],
    refreshes: 0,
    signInResult: 'signedIn',
  });
  fake.listeners.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function AuthProbe() {
  const auth = useAuth();
  return (
    <p>
      {auth.loading ? 'checking' : isSignedIn(auth) ? 'signed in' : 'signed out'}
      {auth.user ? ` as ${auth.user.email}` : ''}
    </p>
  );
}

function renderAuth() {
  const seen: AuthContextValue[] = [];
  const hook = renderHook(
    () => {
      const auth = useAuth();
      seen.push(auth);
      return auth;
    },
    { wrapper: AuthProvider },
  );
  return { ...hook, seen, current: () => hook.result.current };
}

describe('AuthProvider', () => {
  it('is loading until the first session check ends, then signed out without a session', async () => {
    const { seen, current } = renderAuth();
    await waitFor(() => expect(current().loading).toBe(false));
    expect(seen[0]?.loading).toBe(true);
    expect(isSignedIn(current())).toBe(false);
    // With nothing stored, the identity service is not even configured.
    expect(fake.storage).toEqual([]);
  });

  it('has no token to give while signed out', async () => {
    const { current } = renderAuth();
    await waitFor(() => expect(current().loading).toBe(false));
    expect(await current().getIdToken()).toBeNull();
  });

  it('refuses to be used outside the provider', () => {
    expect(() => renderHook(() => useAuth())).toThrow(/AuthProvider/);
  });

  it("resumes this tab's stored session at start", async () => {
    window.sessionStorage.setItem(SESSION_MARKER, 'user-1');
    fake.session = session();
    render(
      <AuthProvider>
        <AuthProbe />
      </AuthProvider>,
    );
    expect(screen.getByText('checking')).toBeInTheDocument();
    expect(await screen.findByText('signed in as maria@example.com')).toBeInTheDocument();
    expect(fake.storage).toEqual(['session']);
  });

  it('resumes a remembered session from local storage', async () => {
    window.localStorage.setItem(SESSION_MARKER, 'user-1');
    fake.session = session();
    const { current } = renderAuth();
    await waitFor(() => expect(isSignedIn(current())).toBe(true));
    expect(fake.storage).toEqual(['local']);
    expect(current().groups).toEqual(['professional']);
  });

  it('keeps the session in local storage only when asked to remember it', async () => {
    const { current } = renderAuth();
    await waitFor(() => expect(current().loading).toBe(false));
    let result: Awaited<ReturnType<AuthContextValue['signIn']>> | undefined;
    await act(async () => {
      result = await current().signIn({
        email: 'maria@example.com',
        password: 'pw',
        remember: false,
      });
    });
    expect(fake.storage).toEqual(['session']);
    expect(result).toEqual({
      status: 'signedIn',
      user: { id: 'user-1', email: 'maria@example.com' },
    });
    expect(current().user?.id).toBe('user-1');
    expect(await current().getIdToken()).toBe('id-token-1');

    await act(() => current().signOut());
    await act(async () => {
      await current().signIn({ email: 'maria@example.com', password: 'pw', remember: true });
    });
    expect(fake.storage).toEqual(['session', 'local']);
  });

  it('says when an account still needs its email confirmed', async () => {
    fake.signInResult = 'confirmSignUp';
    const { current } = renderAuth();
    await waitFor(() => expect(current().loading).toBe(false));
    await expect(
      current().signIn({ email: 'maria@example.com', password: 'pw', remember: true }),
    ).resolves.toEqual({ status: 'confirmSignUp' });
    expect(isSignedIn(current())).toBe(false);
  });

  it('has a token for a call made the moment signing in resolves', async () => {
    const { current } = renderAuth();
    await waitFor(() => expect(current().loading).toBe(false));
    const { getIdToken, signIn } = current();
    await signIn({ email: 'maria@example.com', password: 'pw', remember: false });
    // Before the screens have rendered the new session.
    expect(await getIdToken()).toBe('id-token-1');
  });

  it('clears the user and session on sign-out', async () => {
    window.sessionStorage.setItem(SESSION_MARKER, 'user-1');
    fake.session = session();
    const { current } = renderAuth();
    await waitFor(() => expect(isSignedIn(current())).toBe(true));
    await act(() => current().signOut());
    expect(current()).toMatchObject({ user: null, session: null, groups: [] });
    expect(await current().getIdToken()).toBeNull();
    expect(fake.session).toBeNull();
  });

  it("follows the identity service's own events", async () => {
    window.sessionStorage.setItem(SESSION_MARKER, 'user-1');
    fake.session = session();
    const { current } = renderAuth();
    await waitFor(() => expect(isSignedIn(current())).toBe(true));

    fake.session = {
      ...session(),
      session: { ...session().session, idToken: 'from-hub' },
    };
    act(() => fake.listeners.forEach((listener) => listener('tokenRefresh')));
    await waitFor(() => expect(current().session?.idToken).toBe('from-hub'));

    act(() => fake.listeners.forEach((listener) => listener('signedOut')));
    await waitFor(() => expect(isSignedIn(current())).toBe(false));
  });

  it('checks the session every 30 s and refreshes it when 90 s or less remain', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.sessionStorage.setItem(SESSION_MARKER, 'user-1');
    fake.session = session(100_000);
    const { current } = renderAuth();
    await waitFor(() => expect(isSignedIn(current())).toBe(true));

    // 100 s left: the first check, 30 s later, finds 70 s left and refreshes.
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(fake.refreshes).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(fake.refreshes).toBe(1);
    expect(current().session?.idToken).toBe('refreshed-1');

    // The refreshed session has an hour left: later checks leave it alone.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fake.refreshes).toBe(1);
  });
});

describe('role helpers', () => {
  it('treats the admin group as admin', () => {
    expect(isAdmin(signedInState({ groups: ['admin'] }))).toBe(true);
    expect(isAdmin(signedInState({ groups: ['professional'] }))).toBe(false);
  });
});
