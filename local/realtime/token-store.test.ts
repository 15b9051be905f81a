import { describe, expect, it } from 'vitest';
import { EphemeralTokens } from './token-store';

describe('ephemeral realtime keys', () => {
  it('open one call each, within their lifetime', () => {
    let now = 1_000_000;
    const tokens = new EphemeralTokens<string>(() => now);
    const { value, expires_at } = tokens.mint('session', 60);
    expect(value).toMatch(/^ek_/);
    expect(expires_at).toBe(1060);
    expect(tokens.redeem(value)).toEqual({ ok: true, session: 'session' });
    expect(tokens.redeem(value)).toEqual({ ok: false, reason: 'used' });

    const late = tokens.mint('other', 60).value;
    now += 60_000;
    expect(tokens.redeem(late)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse a key they never minted', () => {
    const tokens = new EphemeralTokens<string>();
    expect(tokens.redeem('ek_forged')).toEqual({ ok: false, reason: 'unknown' });
  });
});
