import { describe, expect, it } from 'vitest';
import { setTestEnv } from '../../test/support/unit-env';

setTestEnv();
const { resolveStripeSettings, stripeOptions } = await import('./stripe-client');

describe('resolveStripeSettings', () => {
  const stored = JSON.stringify({
    secret_key: 'sk_test_1',
    webhook_secret: 'whsec_1',
    price_id: 'price_1',
  });

  it('takes all three values from the environment when they are there', async () => {
    expect(
      await resolveStripeSettings({
        STRIPE_SECRET_KEY: 'sk_env',
        STRIPE_WEBHOOK_SECRET: 'whsec_env',
        STRIPE_PRICE_ID: 'price_env',
        STRIPE_SECRET_ARN: 'arn:secret',
      }),
    ).toEqual({ secretKey: 'sk_env', webhookSecret: 'whsec_env', priceId: 'price_env' });
  });

  it('reads the JSON secret in the cloud, and treats the placeholder as not configured', async () => {
    const arn = { STRIPE_SECRET_ARN: 'arn:secret' };
    expect(await resolveStripeSettings(arn, () => Promise.resolve(stored))).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      priceId: 'price_1',
    });
    expect(await resolveStripeSettings(arn, () => Promise.resolve('REPLACE_ME'))).toBeNull();
    expect(await resolveStripeSettings({})).toBeNull();
  });

  it('names a secret that is not what billing needs', async () => {
    const arn = { STRIPE_SECRET_ARN: 'arn:secret' };
    await expect(resolveStripeSettings(arn, () => Promise.resolve('sk_live_x'))).rejects.toThrow(
      'The Stripe secret is not JSON',
    );
    await expect(
      resolveStripeSettings(arn, () => Promise.resolve('{"secret_key":"sk"}')),
    ).rejects.toThrow('The Stripe secret needs secret_key, webhook_secret and price_id');
  });
});

describe('stripeOptions', () => {
  it('points the SDK at another address when one is configured', () => {
    expect(
      stripeOptions({ STRIPE_API_URL: 'http://127.0.0.1:3107', STRIPE_TIMEOUT_MS: 5000 }),
    ).toMatchObject({ host: '127.0.0.1', port: '3107', protocol: 'http', timeout: 5000 });
    expect(stripeOptions({ STRIPE_TIMEOUT_MS: 5000 }).host).toBeUndefined();
  });
});
