import * as z from '../contracts/zod';

/** Deployment stages; everything stage-dependent (retention, deletion protection) keys off this. */
export const stages = ['sandbox', 'prod'] as const;
export type StageName = (typeof stages)[number];

export interface AppConfig {
  stage: StageName;
  /** Sender address of every product email. */
  emailFrom: string;
  /** Inbox that receives contact messages. */
  supportEmail: string;
  /** SES identity to create: a domain (e.g. `example.com`) or, by default, the sender address itself. */
  sesIdentity: string;
  /** Extra browser origins allowed to call the API cross-origin (the site origin is always allowed). */
  allowedOrigins: string[];
  /** Who receives alarm emails (the alarm topic exists without it). */
  alarmEmail?: string;
  /**
   * Versions of the origin secret, newest first: CloudFront sends the first, the API accepts any
   * of them (rotation: put a new value, deploy with it first and the old one second, then deploy
   * with the new one alone). Empty: the secret's current version.
   */
  originSecretVersions: string[];
}

/** Context values as `cdk -c key=value` or cdk.json hand them over: strings, or JSON from cdk.json. */
export type ContextReader = (key: string) => unknown;

/** A list given as comma-separated text or as a JSON array, without blanks, then checked. */
const listOf = <T extends z.ZodMiniType<unknown, string[]>>(items: T) =>
  z.pipe(
    z.pipe(
      z.pipe(
        z.union([z.string(), z.array(z.string())]),
        z.transform((value: string | string[]) =>
          Array.isArray(value) ? value : value.split(','),
        ),
      ),
      z.transform((items: string[]) =>
        items.map((item) => item.trim()).filter((item) => item.length > 0),
      ),
    ),
    items,
  );

const contextSchema = z.object({
  stage: z.enum(stages, {
    error: (issue) =>
      `Unknown stage ${JSON.stringify(issue.input)}: pass -c stage=sandbox or -c stage=prod`,
  }),
  emailFrom: z.email(),
  supportEmail: z.email(),
  sesIdentity: z.optional(z.string().check(z.minLength(1))),
  allowedOrigins: listOf(z.array(z.url({ protocol: /^https?$/ }))),
  alarmEmail: z.optional(z.email()),
  originSecretVersions: listOf(
    z
      .array(z.string().check(z.regex(/^[\w-]{1,64}$/, 'must be Secrets Manager version ids')))
      .check(z.maxLength(2)),
  ),
});

/**
 * Reads the app's context once and fails fast with a message naming the bad key,
 * so a typo in `-c stage=...` never deploys a half-configured stack.
 */
export function readAppConfig(read: ContextReader): AppConfig {
  const parsed = contextSchema.safeParse({
    stage: read('stage') ?? 'sandbox',
    emailFrom: read('emailFrom') ?? 'no-reply@example.com',
    supportEmail: read('supportEmail') ?? 'support@example.com',
    sesIdentity: read('sesIdentity'),
    allowedOrigins: read('allowedOrigins') ?? [],
    alarmEmail: read('alarmEmail'),
    originSecretVersions: read('originSecretVersions') ?? [],
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `context "${issue.path.join('.')}": ${issue.message}`,
    );
    throw new Error(`Invalid CDK context.\n${problems.join('\n')}`);
  }
  const { sesIdentity, emailFrom, ...rest } = parsed.data;
  const identity = sesIdentity ?? emailFrom;
  // A domain identity only authorises senders inside that domain.
  if (!identity.includes('@') && !emailFrom.toLowerCase().endsWith(`@${identity.toLowerCase()}`)) {
    throw new Error(
      `Invalid CDK context.\ncontext "emailFrom": ${emailFrom} is not in the SES domain identity ${identity}`,
    );
  }
  return { ...rest, emailFrom, sesIdentity: identity };
}
