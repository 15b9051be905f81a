import type { AuthSession } from './auth-state';

/** How often the signed-in session is checked. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
/** A session is refreshed once this little time or less remains before its tokens expire. */
export const REFRESH_WHEN_REMAINING_MS = 90_000;

export function needsRefresh(session: Pick<AuthSession, 'expiresAt'>, now: number): boolean {
  return session.expiresAt - now <= REFRESH_WHEN_REMAINING_MS;
}
