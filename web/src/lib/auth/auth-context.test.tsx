// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProfile, signedInState } from '@/testing/auth-fixtures';
import { AuthProvider, isAdmin, isProfessional, isSignedIn, useAuth } from './auth-context';

afterEach(cleanup);

function AuthProbe() {
  const auth = useAuth();
  return <p>{auth.loading ? 'checking' : isSignedIn(auth) ? 'signed in' : 'signed out'}</p>;
}

describe('AuthProvider', () => {
  it('is loading until the first session check ends, then signed out without a session', async () => {
    render(
      <AuthProvider>
        <AuthProbe />
      </AuthProvider>,
    );
    expect(screen.getByText('checking')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('signed out')).toBeInTheDocument());
  });

  it('has no token to give while signed out', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(await result.current.getIdToken()).toBeNull();
  });

  it('refuses to be used outside the provider', () => {
    expect(() => renderHook(() => useAuth())).toThrow(/AuthProvider/);
  });
});

describe('role helpers', () => {
  it('treats the admin group as admin', () => {
    expect(isAdmin(signedInState({ groups: ['admin'] }))).toBe(true);
    expect(isAdmin(signedInState({ groups: ['professional'] }))).toBe(false);
  });

  it("treats a profile with user_type 'professional' as professional", () => {
    const professional = signedInState({ profile: makeProfile({ user_type: 'professional' }) });
    expect(isProfessional(professional)).toBe(true);
    expect(isProfessional(signedInState())).toBe(false);
    expect(isProfessional(signedInState({ profile: null }))).toBe(false);
  });
});
