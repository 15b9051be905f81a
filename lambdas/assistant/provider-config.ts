import { config, type Config } from '../core/config';
import { logger } from '../core/logger';
import { configuredValue, readSecret, type SecretReader } from '../core/secrets';
import { createOpenAiProvider, type ChatProvider } from './chat-provider';

/**
 * An OpenAI-compatible server found through OPENAI_BASE_URL may need no key, but the SDK insists
 * on one; this stands in.
 */
const KEYLESS = 'not-needed';

export type ProviderSettings = Pick<
  Config,
  'OPENAI_API_KEY' | 'OPENAI_SECRET_ARN' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'OPENAI_TIMEOUT_MS'
>;

/**
 * The API key to use, or null when no model is configured (answers then come from the knowledge
 * base). A key in the environment wins; in the cloud it is read from Secrets Manager.
 */
export async function resolveApiKey(
  settings: Pick<ProviderSettings, 'OPENAI_API_KEY' | 'OPENAI_SECRET_ARN' | 'OPENAI_BASE_URL'>,
  secret: SecretReader = readSecret,
): Promise<string | null> {
  const fromEnv = settings.OPENAI_API_KEY?.trim();
  if (fromEnv) return fromEnv;
  if (settings.OPENAI_SECRET_ARN) {
    const value = configuredValue(await secret(settings.OPENAI_SECRET_ARN));
    if (value) return value;
  }
  return settings.OPENAI_BASE_URL ? KEYLESS : null;
}

export async function providerFor(
  settings: ProviderSettings,
  secret?: SecretReader,
): Promise<ChatProvider | null> {
  const apiKey = await resolveApiKey(settings, secret);
  if (!apiKey) return null;
  return createOpenAiProvider({
    apiKey,
    baseURL: settings.OPENAI_BASE_URL,
    model: settings.OPENAI_MODEL,
    // The caller's own timers end a slow answer; this only guards against a call left hanging.
    timeoutMs: settings.OPENAI_TIMEOUT_MS * 3,
  });
}

let cached: Promise<ChatProvider | null> | undefined;

/**
 * The configured provider, resolved once per cold start. A failed secret read is not cached: that
 * question is answered from the knowledge base and the next one tries again.
 */
export function configuredProvider(): Promise<ChatProvider | null> {
  cached ??= providerFor(config()).catch((error: unknown) => {
    logger.warn('AI provider unavailable; answering from the knowledge base', {
      reason: error instanceof Error ? error.name : 'Unknown',
    });
    cached = undefined;
    return null;
  });
  return cached;
}
