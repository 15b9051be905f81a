import * as z from '../../contracts/zod';

/** "10/60" → 10 requests per 60 seconds. */
const rateLimitSpec = z.pipe(
  z.string().check(z.regex(/^\d+\/\d+$/, 'must look like <requests>/<seconds>, e.g. 10/60')),
  z.transform((value: string) => {
    const [limit, windowSeconds] = value.split('/').map(Number) as [number, number];
    return { limit, windowSeconds };
  }),
);

/** A whole number from a variable's text, with its own lower bound, or `fallback` when absent. */
const wholeNumber = (bound: z.core.$ZodCheck<number>, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), bound), fallback);

const nonEmpty = () => z.string().check(z.minLength(1));

const configSchema = z
  .object({
    STAGE: z.enum(['local', 'sandbox', 'prod']),
    AWS_REGION: z._default(nonEmpty(), 'us-east-1'),
    TABLE_NAME: nonEmpty(),
    USER_POOL_ID: nonEmpty(),
    USER_POOL_CLIENT_ID: nonEmpty(),
    /**
     * The confidential client that alone may call the pool's SignUp (the pool's firewall refuses
     * the call from any other client): sign-up goes through the site's API, never straight to
     * Cognito, so nobody learns from Cognito's answer whether an address has an account.
     */
    SIGN_UP_CLIENT_ID: z.optional(nonEmpty()),
    EMAIL_FROM: z.email(),
    SUPPORT_EMAIL: z.email(),
    SES_CONFIGURATION_SET: z.optional(z.string()),
    ALLOWED_ORIGINS: z.pipe(
      z._default(z.string(), ''),
      z.transform((value: string) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
    ),
    RATE_LIMIT_PUBLIC_WRITE: z.prefault(rateLimitSpec, '10/60'),
    RATE_LIMIT_CHAT: z.prefault(rateLimitSpec, '20/60'),
    /** Listing page views and Call/Website clicks a client may report. */
    RATE_LIMIT_TRACKING: z.prefault(rateLimitSpec, '60/60'),
    RATE_LIMIT_VOICE: z.prefault(rateLimitSpec, '10/60'),
    OPENAI_API_KEY: z.optional(z.string()),
    OPENAI_SECRET_ARN: z.optional(z.string()),
    OPENAI_BASE_URL: z.optional(z.url()),
    OPENAI_MODEL: z._default(z.string(), 'gpt-4o-mini'),
    OPENAI_TIMEOUT_MS: wholeNumber(z.positive(), 20_000),
    /** The realtime voice model and voice the ephemeral sessions are minted for. */
    REALTIME_MODEL: z._default(nonEmpty(), 'gpt-realtime'),
    REALTIME_VOICE: z._default(nonEmpty(), 'alloy'),
    /**
     * A realtime provider other than OpenAI's, speaking the same API (the local stand-in), with the
     * key to mint its sessions; absent in the cloud.
     */
    REALTIME_BASE_URL: z.optional(z.url()),
    REALTIME_API_KEY: z.optional(z.string()),
    /** How long the assistant reuses the active AI prompts it read (0: read on every question). */
    PROMPT_CACHE_MS: wholeNumber(z.minimum(0), 60_000),
    /** The site's own address, where the payment provider sends the browser back. */
    SITE_URL: z.optional(z.url()),
    /** Stripe: the keys and price in the environment (local, tests), or one JSON secret in the cloud. */
    STRIPE_SECRET_KEY: z.optional(z.string()),
    STRIPE_WEBHOOK_SECRET: z.optional(z.string()),
    STRIPE_PRICE_ID: z.optional(z.string()),
    STRIPE_SECRET_ARN: z.optional(z.string()),
    /** Another Stripe API address (the local stand-in); Stripe's own when absent. */
    STRIPE_API_URL: z.optional(z.url()),
    STRIPE_TIMEOUT_MS: wholeNumber(z.positive(), 10_000),
    /** Local stand-in endpoints; absent in the cloud. */
    DYNAMODB_ENDPOINT: z.optional(z.url()),
    SES_ENDPOINT: z.optional(z.url()),
    COGNITO_ENDPOINT: z.optional(z.url()),
    /** The longest one SES call may take; far below the outbox lease, so no send outlives its claim. */
    SES_TIMEOUT_MS: wholeNumber(z.positive(), 5_000),
    /** How long a claimed email belongs to the worker sending it. */
    OUTBOX_LEASE_SECONDS: wholeNumber(z.positive(), 60),
    /** The wait after a failed send doubles from this, up to the cap. */
    OUTBOX_RETRY_BASE_SECONDS: wholeNumber(z.minimum(0), 30),
    OUTBOX_RETRY_CAP_SECONDS: wholeNumber(z.minimum(0), 900),
    /** After this many failed sends an email is marked dead and raises the dead-email alarm. */
    OUTBOX_MAX_ATTEMPTS: wholeNumber(z.positive(), 10),
  })
  .check(
    z.refine((value) => value.SES_TIMEOUT_MS * 4 <= value.OUTBOX_LEASE_SECONDS * 1000, {
      path: ['SES_TIMEOUT_MS'],
      message:
        'must be at most a quarter of OUTBOX_LEASE_SECONDS, so a send never outlives its lease',
    }),
  );

export type Config = z.infer<typeof configSchema>;

/** Parses and validates an environment; throws one error naming every missing or bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = configSchema.safeParse(env);
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
