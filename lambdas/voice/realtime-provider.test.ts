import { describe, expect, it, vi } from 'vitest';
import { realtimeProviderFor } from './realtime-provider';

describe('the realtime provider', () => {
  it('is the stand-in when one is configured, whatever OpenAI key there is', async () => {
    const provider = await realtimeProviderFor({
      REALTIME_BASE_URL: 'http://127.0.0.1:3506/v1/',
      REALTIME_API_KEY: 'local-key',
      OPENAI_API_KEY: 'sk-real',
    });
    expect(provider?.name).toBe('local');
    expect(provider?.callsUrl).toBe('http://127.0.0.1:3506/v1/realtime/calls');
    expect(provider?.client.apiKey).toBe('local-key');
  });

  it("is OpenAI's GA endpoint with the key from the environment or the secret", async () => {
    const fromEnv = await realtimeProviderFor({ OPENAI_API_KEY: 'sk-env' });
    expect(fromEnv?.name).toBe('openai');
    expect(fromEnv?.callsUrl).toBe('https://api.openai.com/v1/realtime/calls');
    expect(fromEnv?.client.apiKey).toBe('sk-env');

    const secret = vi.fn(async () => 'sk-secret');
    const fromSecret = await realtimeProviderFor({ OPENAI_SECRET_ARN: 'arn:secret' }, secret);
    expect(secret).toHaveBeenCalledWith('arn:secret');
    expect(fromSecret?.client.apiKey).toBe('sk-secret');
  });

  it('is missing without a key, or with only a placeholder secret', async () => {
    expect(await realtimeProviderFor({})).toBeNull();
    expect(
      await realtimeProviderFor({ OPENAI_SECRET_ARN: 'arn:secret' }, async () => 'REPLACE_ME'),
    ).toBeNull();
  });
});
