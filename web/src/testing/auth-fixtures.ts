import type { Profile } from '@contracts/accounts/profile';
import { signedOutState, type AuthState, type AuthUser } from '@/lib/auth/auth-context';

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

/** A signed-in session (by default the user of `makeProfile()`). */
export function signedInState({
  user = { id: 'user-1', email: 'maria@example.com' },
  groups = [],
}: { user?: AuthUser; groups?: string[] } = {}): AuthState {
  return {
    user,
    session: { idToken: 'id-token', accessToken: 'access-token', expiresAt: Date.now() + 3600_000 },
    groups,
    loading: false,
  };
}
