import { z } from 'zod';

/** "10/60" → 10 requests per 60 seconds. */
const rateLimitSpec = z
  .string()
  .regex(/^\d+\/\d+$/, 'must look like <requests>/<seconds>, e.g. 10/60')
  .transform((value) => {
    const [limit, windowSeconds] = value.split('/').map(Number) as [number, number];
    return { limit, windowSeconds };
  });

const configSchema = z.object({
  STAGE: z.enum(['local', 'sandbox', 'prod']),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  TABLE_NAME: z.string().min(1),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
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
  /** Local stand-in endpoints; absent in the cloud. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  SES_ENDPOINT: z.url().optional(),
  COGNITO_ENDPOINT: z.url().optional(),
});

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
