import { useMutation } from '@tanstack/react-query';
import type { VoiceLeadInput } from '@contracts/voice';
import { useApiClient } from '@/lib/auth/use-api-client';
import { useSubmitKeys } from '@/lib/use-submit-key';

/** POST /api/functions/send-inquiry-email: the voice lead, to support and the nearest offices. */
export function useSendInquiryEmail() {
  const api = useApiClient();
  // Sending the same lead again after a failure reuses its key: it is never stored twice.
  const keys = useSubmitKeys();
  return useMutation({
    mutationFn: (lead: VoiceLeadInput) =>
      api.call('sendInquiryEmail', { body: lead }, { idempotencyKey: keys.keyFor(lead) }),
    onSuccess: () => keys.succeeded(),
  });
}
