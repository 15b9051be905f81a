import * as z from 'zod';

/** "10/60" → 10 requests per 60 seconds. */
const rateLimitSpec = z
  .string()
  .regex(/^\d+\/\d+$/, 'must look like <requests>/<seconds>, e.g. 10/60')
  .transform((value) => {
    const [limit, windowSeconds] = value.split('/').map(Number) as [number, number];
    return { limit, windowSeconds };
  });

const configSchema = z
  .object({
    STAGE: z.enum(['local', 'sandbox', 'prod']),
    AWS_REGION: z.string().min(1).default('us-east-1'),
    TABLE_NAME: z.string().min(1),
    USER_POOL_ID: z.string().min(1),
    USER_POOL_CLIENT_ID: z.string().min(1),
    /**
     * The confidential client that alone may call the pool's SignUp (the pool's firewall refuses
     * the call from any other client): sign-up goes through the site's API, never straight to
     * Cognito, so nobody learns from Cognito's answer whether an address has an account.
     */
    SIGN_UP_CLIENT_ID: z.string().min(1).optional(),
    EMAIL_FROM: z.email(),
    SUPPORT_EMAIL: z.email(),
    SES_CONFIGURATION_SET: z.string().optional(),
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
    RATE_LIMIT_PUBLIC_WRITE: rateLimitSpec.prefault('10/60'),
    RATE_LIMIT_CHAT: rateLimitSpec.prefault('20/60'),
    /** Listing page views and Call/Website clicks a client may report. */
    RATE_LIMIT_TRACKING: rateLimitSpec.prefault('60/60'),
    RATE_LIMIT_VOICE: rateLimitSpec.prefault('10/60'),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_SECRET_ARN: z.string().optional(),
    OPENAI_BASE_URL: z.url().optional(),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
    /** The realtime voice model and voice the ephemeral sessions are minted for. */
    REALTIME_MODEL: z.string().min(1).default('gpt-realtime'),
    REALTIME_VOICE: z.string().min(1).default('alloy'),
    /**
     * A realtime provider other than OpenAI's, speaking the same API (the local stand-in), with the
     * key to mint its sessions; absent in the cloud.
     */
    REALTIME_BASE_URL: z.url().optional(),
    REALTIME_API_KEY: z.string().optional(),
    /** How long the assistant reuses the active AI prompts it read (0: read on every question). */
    PROMPT_CACHE_MS: z.coerce.number().int().min(0).default(60_000),
    /** The site's own address, where the payment provider sends the browser back. */
    SITE_URL: z.url().optional(),
    /** Stripe: the keys and price in the environment (local, tests), or one JSON secret in the cloud. */
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_PRICE_ID: z.string().optional(),
    STRIPE_SECRET_ARN: z.string().optional(),
    /** Another Stripe API address (the local stand-in); Stripe's own when absent. */
    STRIPE_API_URL: z.url().optional(),
    STRIPE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** Local stand-in endpoints; absent in the cloud. */
    DYNAMODB_ENDPOINT: z.url().optional(),
    SES_ENDPOINT: z.url().optional(),
    COGNITO_ENDPOINT: z.url().optional(),
    /** The longest one SES call may take; far below the outbox lease, so no send outlives its claim. */
    SES_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
    /** How long a claimed email belongs to the worker sending it. */
    OUTBOX_LEASE_SECONDS: z.coerce.number().int().positive().default(60),
    /** The wait after a failed send doubles from this, up to the cap. */
    OUTBOX_RETRY_BASE_SECONDS: z.coerce.number().int().min(0).default(30),
    OUTBOX_RETRY_CAP_SECONDS: z.coerce.number().int().min(0).default(900),
    /** After this many failed sends an email is marked dead and raises the dead-email alarm. */
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().positive().default(10),
  })
  .refine((value) => value.SES_TIMEOUT_MS * 4 <= value.OUTBOX_LEASE_SECONDS * 1000, {
    path: ['SES_TIMEOUT_MS'],
    message:
      'must be at most a quarter of OUTBOX_LEASE_SECONDS, so a send never outlives its lease',
  });

export type Config = z.infer<typeof configSchema>;

/** Parses and validates an environment; throws one error naming every missing or bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  // Parsed once per process: zod's compiled fast path for an object costs more to build than it
  // saves on a single parse, and the build would fall on every cold start.
  const result = configSchema.safeParse(env, { jitless: true });
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}

let cached: Config | undefined;

/** The process configuration, parsed once (at cold start in Lambda). */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
