import { randomBytes } from 'node:crypto';

export type RedeemResult<S> =
  { ok: true; session: S } | { ok: false; reason: 'unknown' | 'expired' | 'used' };

/**
 * Ephemeral client secrets, as the provider mints them: random, short-lived, and each opens one
 * call only. A redeemed or expired secret is remembered (until it would have expired anyway) so
 * a reuse is told apart from a forgery.
 */
export class EphemeralTokens<S> {
  private readonly live = new Map<string, { expiresAt: number; session: S }>();
  private readonly spent = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  mint(session: S, ttlSeconds: number): { value: string; expires_at: number } {
    this.sweep();
    const value = `ek_${randomBytes(24).toString('base64url')}`;
    const expiresAt = this.now() + ttlSeconds * 1000;
    this.live.set(value, { expiresAt, session });
    return { value, expires_at: Math.floor(expiresAt / 1000) };
  }

  redeem(value: string): RedeemResult<S> {
    this.sweep();
    const entry = this.live.get(value);
    if (!entry) return { ok: false, reason: this.spent.has(value) ? 'used' : 'unknown' };
    this.live.delete(value);
    if (entry.expiresAt <= this.now()) return { ok: false, reason: 'expired' };
    this.spent.set(value, entry.expiresAt);
    return { ok: true, session: entry.session };
  }

  private sweep(): void {
    const now = this.now();
    for (const [value, { expiresAt }] of this.live) {
      // Kept a while past expiry, so a late use is answered as expired, not as unknown.
      if (expiresAt + 600_000 <= now) this.live.delete(value);
    }
    for (const [value, expiresAt] of this.spent) {
      if (expiresAt + 600_000 <= now) this.spent.delete(value);
    }
  }
}
