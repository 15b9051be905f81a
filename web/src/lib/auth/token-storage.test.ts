import { describe, expect, it } from 'vitest';
import { storageHoldingSession } from './token-storage';

const storage = (...keys: string[]) => ({
  length: keys.length,
  key: (index: number) => keys[index] ?? null,
});
const marker = 'CognitoIdentityServiceProvider.client123.LastAuthUser';
const token = 'CognitoIdentityServiceProvider.client123.abc-def.idToken';

describe('storageHoldingSession', () => {
  it('finds no session in empty or unrelated storage', () => {
    expect(storageHoldingSession(storage(), storage('theme'))).toBeNull();
    expect(storageHoldingSession(undefined, undefined)).toBeNull();
  });

  it('needs the last-user marker, not just a stray token', () => {
    expect(storageHoldingSession(storage(token), storage())).toBeNull();
  });

  it('finds a remembered session in local storage', () => {
    expect(storageHoldingSession(storage('theme', marker, token), storage())).toBe('local');
  });

  it("finds this tab's session in session storage", () => {
    expect(storageHoldingSession(storage(), storage(marker))).toBe('session');
  });

  it("prefers the tab's own session over a remembered one", () => {
    expect(storageHoldingSession(storage(marker), storage(marker))).toBe('session');
  });
});
