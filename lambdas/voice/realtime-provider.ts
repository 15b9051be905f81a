import OpenAI from 'openai';
import { config, type Config } from '../core/config';
import { resolveApiKey } from '../assistant/provider-config';
import type { SecretReader } from '../core/secrets';

const OPENAI_API_URL = 'https://api.openai.com/v1';

/** Where ephemeral realtime sessions are minted, and where the browser then opens its call. */
export interface RealtimeProvider {
  name: 'openai' | 'local';
  client: OpenAI;
  /** `POST` an SDP offer here with the ephemeral key. */
  callsUrl: string;
}

type RealtimeSettings = Pick<
  Config,
  'OPENAI_API_KEY' | 'OPENAI_SECRET_ARN' | 'REALTIME_BASE_URL' | 'REALTIME_API_KEY'
>;

/**
 * The realtime provider: a stand-in speaking OpenAI's realtime API when one is configured (the
 * local stack's), otherwise OpenAI with the key from the environment or the secret; null when
 * neither is there. An OpenAI-compatible text server (OPENAI_BASE_URL) does not count: it has
 * no realtime API.
 */
export async function realtimeProviderFor(
  settings: RealtimeSettings,
  secret?: SecretReader,
): Promise<RealtimeProvider | null> {
  if (settings.REALTIME_BASE_URL) {
    const baseURL = settings.REALTIME_BASE_URL.replace(/\/+$/, '');
    return {
      name: 'local',
      client: new OpenAI({ apiKey: settings.REALTIME_API_KEY ?? '', baseURL, maxRetries: 0 }),
      callsUrl: `${baseURL}/realtime/calls`,
    };
  }
  const apiKey = await resolveApiKey({ ...settings, OPENAI_BASE_URL: undefined }, secret);
  if (!apiKey) return null;
  return {
    name: 'openai',
    client: new OpenAI({ apiKey, baseURL: OPENAI_API_URL, maxRetries: 1, timeout: 8000 }),
    callsUrl: `${OPENAI_API_URL}/realtime/calls`,
  };
}

let cached: Promise<RealtimeProvider | null> | undefined;

/** The configured provider, resolved once per cold start; a failed secret read is retried next time. */
export function configuredRealtimeProvider(): Promise<RealtimeProvider | null> {
  cached ??= realtimeProviderFor(config()).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
