import { useMutation } from '@tanstack/react-query';
import type { VoiceLeadInput } from '@contracts/voice';
import { useApiClient } from '@/lib/auth/use-api-client';

/** POST /api/functions/send-inquiry-email: the voice lead, to support and the nearest offices. */
export function useSendInquiryEmail() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (lead: VoiceLeadInput) => api.call('sendInquiryEmail', { body: lead }),
  });
}
