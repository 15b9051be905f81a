import { describe, expect, it } from 'vitest';
import {
  needsRefresh,
  REFRESH_WHEN_REMAINING_MS,
  SESSION_CHECK_INTERVAL_MS,
} from './session-refresh';

describe('needsRefresh', () => {
  const now = 1_000_000;

  it('checks every 30 seconds and refreshes with 90 seconds or less to go', () => {
    expect(SESSION_CHECK_INTERVAL_MS).toBe(30_000);
    expect(REFRESH_WHEN_REMAINING_MS).toBe(90_000);
  });

  it.each([
    [now + 3_600_000, false],
    [now + 90_001, false],
    [now + 90_000, true],
    [now + 10_000, true],
    [now - 1, true],
  ])('a session expiring at %i needs a refresh: %s', (expiresAt, expected) => {
    expect(needsRefresh({ expiresAt }, now)).toBe(expected);
  });
});
