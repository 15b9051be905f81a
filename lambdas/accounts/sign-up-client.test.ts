import { describe, expect, it } from 'vitest';
import { secretHashOf } from './sign-up-client';

describe('secretHashOf', () => {
  it('is the HMAC-SHA256 of username then client id, keyed with the secret, in base64', () => {
    // Computed independently: printf 'ada@example.comclient123' | openssl dgst -sha256 -hmac s3cret -binary | base64
    expect(secretHashOf('s3cret', 'client123', 'ada@example.com')).toBe(
      'ZW8YIGvRfGfFtxcmg/SHZDLFlvR60T32Zmb+JUbV+W8=',
    );
  });

  it('differs for another username', () => {
    expect(secretHashOf('s3cret', 'client123', 'bob@example.com')).not.toBe(
      secretHashOf('s3cret', 'client123', 'ada@example.com'),
    );
  });
});
