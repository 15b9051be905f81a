import type { Profile } from '@contracts/accounts/profile';
import { signedOutState, type AuthState } from '@/lib/auth/auth-context';

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: 'user-1',
    email: 'maria@example.com',
    first_name: 'Maria',
    last_name: 'Lopez',
    user_type: 'patient',
    active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const loadingState: AuthState = { ...signedOutState, loading: true };

/** A signed-in state; pass `profile: null` for a user whose profile has not loaded. */
export function signedInState({
  profile = makeProfile(),
  groups = [],
}: { profile?: Profile | null; groups?: string[] } = {}): AuthState {
  return {
    user: { id: profile?.user_id ?? 'user-1', email: profile?.email ?? 'maria@example.com' },
    session: { idToken: 'id-token', accessToken: 'access-token', expiresAt: Date.now() + 3600_000 },
    profile,
    groups,
    loading: false,
  };
}
