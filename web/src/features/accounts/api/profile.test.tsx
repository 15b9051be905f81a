// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthStateProvider, signedOutState, type AuthState } from '@/lib/auth/auth-context';
import { createQueryClient } from '@/lib/query-client';
import { makeProfile, signedInState } from '@/testing/auth-fixtures';
import { jsonResponse, stubFetch } from '@/testing/fetch-mock';
import { isProfessional } from '../roles';
import { useProfile } from './get-profile';
import { useUpdateProfile } from './update-profile';

const fetchMock = stubFetch();

const maria = makeProfile({ user_id: 'user-1', first_name: 'Maria' });
const sam = makeProfile({ user_id: 'user-2', email: 'sam@example.com', first_name: 'Sam' });
const signedInAs = (id: string, email: string) => signedInState({ user: { id, email } });

/** Renders the hooks under a given auth state, which a test may change as a session would. */
function renderProfileHooks(initial: AuthState) {
  let auth = initial;
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthStateProvider value={auth}>{children}</AuthStateProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => ({ profile: useProfile(), update: useUpdateProfile() }), {
    wrapper,
  });
  const switchTo = (next: AuthState) => {
    auth = next;
    hook.rerender();
  };
  return { ...hook, switchTo };
}

describe('the profile queries', () => {
  it('load the signed-in user’s profile with their token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, maria));
    const { result } = renderProfileHooks(signedInAs('user-1', maria.email));
    await waitFor(() => expect(result.current.profile.data).toEqual(maria));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/profile');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer id-token');
  });

  it('stay idle while nobody is signed in', async () => {
    const { result } = renderProfileHooks(signedOutState);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.profile.data).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treat a profile that does not exist yet as none', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(404, { error: { code: 'not_found', message: 'No profile yet.' } }),
    );
    const { result } = renderProfileHooks(signedInAs('user-1', maria.email));
    await waitFor(() => expect(result.current.profile.isSuccess).toBe(true));
    expect(result.current.profile.data).toBeNull();
  });

  it('never show one user’s profile in another user’s session, nor after signing out', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, maria));
    const { result, switchTo } = renderProfileHooks(signedInAs('user-1', maria.email));
    await waitFor(() => expect(result.current.profile.data?.first_name).toBe('Maria'));

    switchTo(signedOutState);
    expect(result.current.profile.data).toBeUndefined();

    fetchMock.mockResolvedValueOnce(jsonResponse(200, sam));
    switchTo(signedInAs('user-2', sam.email));
    expect(result.current.profile.data).toBeUndefined();
    await waitFor(() => expect(result.current.profile.data?.first_name).toBe('Sam'));
  });

  it('save the profile and show the saved one at once', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, maria));
    const { result } = renderProfileHooks(signedInAs('user-1', maria.email));
    await waitFor(() => expect(result.current.profile.data).toEqual(maria));

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...maria, first_name: 'Mia' }));
    await act(() => result.current.update.mutateAsync({ first_name: 'Mia' }));
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('PATCH');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ first_name: 'Mia' });
    await waitFor(() => expect(result.current.profile.data?.first_name).toBe('Mia'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("refuse to save with 'No user logged in' when nobody is signed in", async () => {
    const { result } = renderProfileHooks(signedOutState);
    await expect(result.current.update.mutateAsync({ first_name: 'Mia' })).rejects.toThrow(
      'No user logged in',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('isProfessional', () => {
  it("treats a profile with user_type 'professional' as professional", () => {
    expect(isProfessional(makeProfile({ user_type: 'professional' }))).toBe(true);
    expect(isProfessional(makeProfile())).toBe(false);
    expect(isProfessional(null)).toBe(false);
  });
});
