import { voiceRoutes } from '../../contracts/voice';
import { routeIn } from '../core/route';
import { config } from '../core/config';
import { ProviderUnavailable } from '../core/errors';
import { withHttp } from '../core/http';
import { logger } from '../core/logger';
import { activeAdminPrompts, buildVoiceInstructions } from '../assistant/system-prompt';
import { configuredRealtimeProvider, type RealtimeProvider } from './realtime-provider';

const TRANSCRIPTION_MODEL = 'gpt-4o-mini-transcribe';

/** An ephemeral key opens one call within this time. */
const TOKEN_SECONDS = 120;

const UNAVAILABLE = 'Voice chat is unavailable right now. Please try again in a moment.';

async function provider(): Promise<RealtimeProvider> {
  const found = await configuredRealtimeProvider().catch((error: unknown) => {
    logger.warn('realtime provider key unavailable', {
      reason: error instanceof Error ? error.name : 'Unknown',
    });
    return null;
  });
  if (!found) throw new ProviderUnavailable(UNAVAILABLE);
  return found;
}

/**
 * POST /api/functions/dental-token-generator: mints an ephemeral key for one realtime voice
 * session. The session carries the model, the voice, and the assistant's instructions (the fixed
 * safety preamble and the administrators' active prompts), so the browser cannot change them.
 */
export const handler = withHttp(routeIn(voiceRoutes, 'dentalTokenGenerator'), async () => {
  const realtime = await provider();
  const { REALTIME_MODEL, REALTIME_VOICE } = config();
  const prompts = await activeAdminPrompts().catch((error: unknown) => {
    logger.warn('AI prompts unavailable; the voice session has the safety preamble only', {
      reason: error instanceof Error ? error.name : 'Unknown',
    });
    return [];
  });
  try {
    const secret = await realtime.client.realtime.clientSecrets.create({
      expires_after: { anchor: 'created_at', seconds: TOKEN_SECONDS },
      session: {
        type: 'realtime',
        model: REALTIME_MODEL,
        instructions: buildVoiceInstructions(prompts),
        audio: {
          // The visitor's speech comes back as text too, for the transcript and the contact
          // dialogue.
          input: { transcription: { model: TRANSCRIPTION_MODEL } },
          output: { voice: REALTIME_VOICE },
        },
      },
    });
    logger.info('voice session minted', { provider: realtime.name });
    return {
      client_secret: { value: secret.value, expires_at: secret.expires_at },
      realtime: { url: realtime.callsUrl, model: REALTIME_MODEL },
    };
  } catch (error) {
    logger.warn('realtime provider refused to mint a session', {
      provider: realtime.name,
      reason: error instanceof Error ? error.constructor.name : 'Unknown',
      status: error instanceof Error && 'status' in error ? String(error.status) : undefined,
    });
    throw new ProviderUnavailable(UNAVAILABLE);
  }
});
