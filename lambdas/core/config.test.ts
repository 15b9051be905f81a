import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

const valid = {
  STAGE: 'sandbox',
  TABLE_NAME: 't',
  USER_POOL_ID: 'p',
  USER_POOL_CLIENT_ID: 'c',
  EMAIL_FROM: 'from@example.com',
  SUPPORT_EMAIL: 'support@example.com',
};

describe('parseConfig', () => {
  it('parses a complete environment with defaults', () => {
    const config = parseConfig(valid);
    expect(config.RATE_LIMIT_PUBLIC_WRITE).toEqual({ limit: 10, windowSeconds: 60 });
    expect(config.ALLOWED_ORIGINS).toEqual([]);
  });

  it('fails fast, naming every missing variable', () => {
    expect(() => parseConfig({ STAGE: 'sandbox' })).toThrow(
      /TABLE_NAME.*USER_POOL_ID.*USER_POOL_CLIENT_ID/,
    );
  });

  it('names a malformed rate limit', () => {
    expect(() => parseConfig({ ...valid, RATE_LIMIT_CHAT: 'lots' })).toThrow(/RATE_LIMIT_CHAT/);
  });
});
