import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Stable ids, so a restarted stack (and the web build) keeps talking to the same pool. */
export const LOCAL_REGION = 'us-east-1';
export const LOCAL_POOL_ID = 'us-east-1_DentalLcl';
export const LOCAL_CLIENT_ID = 'dentallocalwebclient0001';
/** The confidential client the sign-up function uses; its secret is made by the local Cognito. */
export const LOCAL_SIGN_UP_CLIENT_ID = 'dentallocalsignupclient1';
export const LOCAL_TABLE = 'dental-local';

/** The local Stripe's fixed test key, webhook secret and price (not secrets: loopback only). */
export const LOCAL_STRIPE = {
  secretKey: 'sk_test_local_smileguide',
  webhookSecret: 'whsec_local_smileguide',
  priceId: 'price_local_professional_monthly',
} as const;

export const DEMO_PASSWORD = 'Demo-Dental-2026';
/**
 * The demo admin's authenticator secret (base32): admins must use two-step sign-in, and with a
 * known secret the demo and the tests compute its codes (any TOTP app or library: SHA-1, 6
 * digits, 30 s). Local only: a deployed sandbox's admin sets up their own app.
 */
export const DEMO_ADMIN_TOTP_SECRET = '5RCCMLC4E7LFNUPITNTEPDU7TP3O4PI3';
export const DEMO_ADMIN_EMAIL = 'admin@demo.dental';
export const DEMO_ACCOUNTS = [
  {
    email: DEMO_ADMIN_EMAIL,
    role: 'admin',
    firstName: 'Ada',
    lastName: 'Admin',
    userType: 'patient',
  },
  {
    email: 'pro@demo.dental',
    role: 'professional',
    firstName: 'Priya',
    lastName: 'Molar',
    userType: 'professional',
  },
  {
    email: 'patient@demo.dental',
    role: 'patient',
    firstName: 'Pat',
    lastName: 'Smiles',
    userType: 'patient',
  },
] as const;

export interface LocalSettings {
  root: string;
  /** Where data, logs and stack.json live (git-ignored). */
  dir: string;
  dev: boolean;
  ports: {
    site: number;
    dynamodb: number;
    cognito: number;
    ses: number;
    api: number;
    stripe: number;
    realtime: number;
  };
  urls: {
    site: string;
    api: string;
    dynamodb: string;
    cognito: string;
    ses: string;
    stripe: string;
    realtime: string;
  };
  /**
   * Real Stripe (test mode) when STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID are
   * all set; the local stand-in otherwise.
   */
  realStripe: boolean;
  /**
   * Voice calls go to the local realtime stand-in unless VOICE_PROVIDER=openai (which needs
   * OPENAI_API_KEY and internet access).
   */
  voiceProvider: 'local' | 'openai';
  /** The key the token function mints local sessions with; new at every start. */
  realtimeKey: string;
  emailFrom: string;
  supportEmail: string;
  /** How often the scheduled functions (the email retry) run locally. */
  scheduleEveryMs: number;
  /** Lets tests stop and start stand-ins (the SES outage test). */
  faultControl: boolean;
  /**
   * Takes the client address from X-Forwarded-For (tests play many clients from one machine).
   * Its own switch: fault control never makes the gateway trust a header any caller can send.
   */
  trustForwardedFor: boolean;
}

export function localSettings(
  env: NodeJS.ProcessEnv = process.env,
  argv = process.argv,
): LocalSettings {
  const site = Number(env.PORT ?? 3000);
  if (!Number.isInteger(site) || site < 1 || site > 65530) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const dev = argv.includes('--dev');
  const voiceProvider = env.VOICE_PROVIDER ?? 'local';
  if (voiceProvider !== 'local' && voiceProvider !== 'openai') {
    throw new Error(`VOICE_PROVIDER must be local or openai, got "${voiceProvider}"`);
  }
  const ports = {
    site,
    dynamodb: site + 1,
    cognito: site + 2,
    ses: site + 3,
    api: dev ? site + 4 : site,
    stripe: site + 7,
    realtime: site + 6,
  };
  const url = (port: number) => `http://127.0.0.1:${port}`;
  return {
    root: ROOT,
    dir: path.resolve(ROOT, env.LOCAL_DIR ?? '.local'),
    dev,
    ports,
    urls: {
      site: url(site),
      api: `${url(site)}/api`,
      dynamodb: url(ports.dynamodb),
      cognito: url(ports.cognito),
      ses: url(ports.ses),
      stripe: url(ports.stripe),
      realtime: url(ports.realtime),
    },
    realStripe: Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRICE_ID),
    voiceProvider,
    realtimeKey: randomBytes(24).toString('base64url'),
    emailFrom: env.EMAIL_FROM ?? 'no-reply@smileguide.local',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@smileguide.local',
    scheduleEveryMs: Number(env.OUTBOX_RETRY_MS ?? 5000),
    faultControl: env.LOCAL_FAULTS === '1',
    trustForwardedFor: env.LOCAL_TRUST_FORWARDED_FOR === '1',
  };
}

/** The environment the Lambda handlers see locally: the same variables as in the cloud. */
export function handlerEnv(
  settings: LocalSettings,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const passThrough = [
    'RATE_LIMIT_PUBLIC_WRITE',
    'RATE_LIMIT_CHAT',
    'RATE_LIMIT_TRACKING',
    'RATE_LIMIT_VOICE',
    'REALTIME_MODEL',
    'REALTIME_VOICE',
    'OPENAI_API_KEY',
    'OPENAI_BASE_URL',
    'OPENAI_MODEL',
    'OPENAI_TIMEOUT_MS',
    'PROMPT_CACHE_MS',
    'SES_TIMEOUT_MS',
    'OUTBOX_LEASE_SECONDS',
    'OUTBOX_RETRY_BASE_SECONDS',
    'OUTBOX_RETRY_CAP_SECONDS',
    'OUTBOX_MAX_ATTEMPTS',
    'LOG_LEVEL',
  ];
  const vars: Record<string, string> = {
    STAGE: 'local',
    AWS_REGION: LOCAL_REGION,
    TABLE_NAME: LOCAL_TABLE,
    USER_POOL_ID: LOCAL_POOL_ID,
    USER_POOL_CLIENT_ID: LOCAL_CLIENT_ID,
    SIGN_UP_CLIENT_ID: LOCAL_SIGN_UP_CLIENT_ID,
    EMAIL_FROM: settings.emailFrom,
    SUPPORT_EMAIL: settings.supportEmail,
    ALLOWED_ORIGINS: settings.urls.site,
    DYNAMODB_ENDPOINT: settings.urls.dynamodb,
    SES_ENDPOINT: settings.urls.ses,
    COGNITO_ENDPOINT: settings.urls.cognito,
    SITE_URL: settings.urls.site,
    POWERTOOLS_SERVICE_NAME: 'dental-local',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  };
  if (settings.voiceProvider === 'local') {
    vars.REALTIME_BASE_URL = `${settings.urls.realtime}/v1`;
    vars.REALTIME_API_KEY = settings.realtimeKey;
  }
  for (const name of passThrough) {
    const value = env[name];
    if (value !== undefined) vars[name] = value;
  }
  if (settings.realStripe) {
    vars.STRIPE_SECRET_KEY = env.STRIPE_SECRET_KEY ?? '';
    vars.STRIPE_WEBHOOK_SECRET = env.STRIPE_WEBHOOK_SECRET ?? '';
    vars.STRIPE_PRICE_ID = env.STRIPE_PRICE_ID ?? '';
  } else {
    vars.STRIPE_SECRET_KEY = LOCAL_STRIPE.secretKey;
    vars.STRIPE_WEBHOOK_SECRET = LOCAL_STRIPE.webhookSecret;
    vars.STRIPE_PRICE_ID = LOCAL_STRIPE.priceId;
    vars.STRIPE_API_URL = settings.urls.stripe;
  }
  return vars;
}
