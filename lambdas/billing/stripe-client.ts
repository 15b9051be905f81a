import Stripe from 'stripe';
import * as z from '../../contracts/zod';
import { config, type Config } from '../core/config';
import { ServiceUnavailable } from '../core/errors';
import { logger } from '../core/logger';
import { configuredValue, readSecret, type SecretReader } from '../core/secrets';

export const BILLING_UNAVAILABLE = 'Billing is not available right now. Please try again later.';

/** What billing needs from Stripe: the API key, the webhook signing secret and the plan's price. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
}

/** The cloud keeps the three values in one Secrets Manager secret, as JSON. */
const storedSettings = z.object({
  secret_key: z.string().check(z.minLength(1)),
  webhook_secret: z.string().check(z.minLength(1)),
  price_id: z.string().check(z.minLength(1)),
});

type BillingConfig = Pick<
  Config,
  'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_PRICE_ID' | 'STRIPE_SECRET_ARN'
>;

/** The settings, or null while billing is not configured (the secret still holds its placeholder). */
export async function resolveStripeSettings(
  settings: BillingConfig,
  secret: SecretReader = readSecret,
): Promise<StripeSettings | null> {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID, STRIPE_SECRET_ARN } = settings;
  if (STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET && STRIPE_PRICE_ID) {
    return {
      secretKey: STRIPE_SECRET_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      priceId: STRIPE_PRICE_ID,
    };
  }
  if (!STRIPE_SECRET_ARN) return null;
  const value = configuredValue(await secret(STRIPE_SECRET_ARN));
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('The Stripe secret is not JSON');
  }
  const stored = storedSettings.safeParse(parsed);
  if (!stored.success) {
    throw new Error('The Stripe secret needs secret_key, webhook_secret and price_id');
  }
  return {
    secretKey: stored.data.secret_key,
    webhookSecret: stored.data.webhook_secret,
    priceId: stored.data.price_id,
  };
}

/** The SDK's options: another API address when one is configured (the local stand-in). */
export function stripeOptions(
  settings: Pick<Config, 'STRIPE_API_URL' | 'STRIPE_TIMEOUT_MS'>,
): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = {
    timeout: settings.STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 2,
    telemetry: false,
  };
  if (settings.STRIPE_API_URL) {
    const url = new URL(settings.STRIPE_API_URL);
    options.host = url.hostname;
    options.port = url.port || (url.protocol === 'https:' ? 443 : 80);
    options.protocol = url.protocol === 'https:' ? 'https' : 'http';
  }
  return options;
}

export interface Billing {
  stripe: Stripe;
  settings: StripeSettings;
}

let cached: Promise<Billing> | undefined;

/**
 * The Stripe client and settings, resolved once per cold start. Not configured, or the secret
 * unreadable: a 503 naming the problem to the caller (and not cached, so the next call retries).
 */
export function billing(): Promise<Billing> {
  cached ??= resolveStripeSettings(config())
    .then((settings) => {
      if (!settings) throw new ServiceUnavailable(BILLING_UNAVAILABLE);
      return { stripe: new Stripe(settings.secretKey, stripeOptions(config())), settings };
    })
    .catch((error: unknown) => {
      cached = undefined;
      if (error instanceof ServiceUnavailable) throw error;
      logger.error('Stripe settings unavailable', { reason: (error as Error).message });
      throw new ServiceUnavailable(BILLING_UNAVAILABLE);
    });
  return cached;
}

/** A Stripe call failed (network, outage, refused): the caller sees a 503, the log the reason. */
export function billingCallFailed(error: unknown, action: string): ServiceUnavailable {
  const reason = error instanceof Stripe.errors.StripeError ? error.type : (error as Error).name;
  logger.error('Stripe call failed', { action, reason });
  return new ServiceUnavailable(BILLING_UNAVAILABLE);
}
