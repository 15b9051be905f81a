import { describe, expect, it, vi } from 'vitest';
import { providerFor, resolveApiKey } from './provider-config';

const base = {
  OPENAI_API_KEY: undefined,
  OPENAI_SECRET_ARN: undefined,
  OPENAI_BASE_URL: undefined,
  OPENAI_MODEL: 'gpt-4o-mini',
  OPENAI_TIMEOUT_MS: 20_000,
};
const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:openai';

describe('resolveApiKey', () => {
  it('is null without a key, a secret or a base URL: the knowledge base answers', async () => {
    expect(await resolveApiKey(base)).toBeNull();
    expect(await providerFor(base)).toBeNull();
  });

  it('prefers a key in the environment and never reads the secret then', async () => {
    const secret = vi.fn();
    expect(
      await resolveApiKey({ ...base, OPENAI_API_KEY: ' sk-env ', OPENAI_SECRET_ARN: ARN }, secret),
    ).toBe('sk-env');
    expect(secret).not.toHaveBeenCalled();
  });

  it('reads the key from Secrets Manager in the cloud', async () => {
    const secret = vi.fn().mockResolvedValue('sk-secret\n');
    expect(await resolveApiKey({ ...base, OPENAI_SECRET_ARN: ARN }, secret)).toBe('sk-secret');
    expect(secret).toHaveBeenCalledWith(ARN);
  });

  it('treats a secret that was never filled in as no key', async () => {
    for (const value of ['REPLACE_ME', '', undefined]) {
      const secret = vi.fn().mockResolvedValue(value);
      expect(await resolveApiKey({ ...base, OPENAI_SECRET_ARN: ARN }, secret)).toBeNull();
    }
  });

  it('lets an OpenAI-compatible server that needs no key stand in', async () => {
    const settings = { ...base, OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' };
    expect(await resolveApiKey(settings)).toBeTruthy();
    expect(await providerFor(settings)).not.toBeNull();
  });

  it('passes a failed secret read on to the caller', async () => {
    const secret = vi.fn().mockRejectedValue(new Error('AccessDenied'));
    await expect(resolveApiKey({ ...base, OPENAI_SECRET_ARN: ARN }, secret)).rejects.toThrow(
      'AccessDenied',
    );
  });
});
