import { useCallback } from 'react';
import type { VoiceTokenResponse } from '@contracts/voice';
import { useApiClient } from '@/lib/auth/use-api-client';

/** POST /api/functions/dental-token-generator: an ephemeral key for one voice call. */
export function useVoiceToken(): () => Promise<VoiceTokenResponse> {
  const api = useApiClient();
  return useCallback(() => api.call('dentalTokenGenerator', {}), [api]);
}
