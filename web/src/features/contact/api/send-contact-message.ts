import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@contracts/inquiries';
import { useApiClient } from '@/lib/auth/use-api-client';
import { useSubmitKeys } from '@/lib/use-submit-key';

/** POST /api/contact: stores the message, emails support and confirms to the sender. */
export function useSendContactMessage() {
  const api = useApiClient();
  // Sending the same message again after a failure reuses its key: it is never stored twice.
  const keys = useSubmitKeys();
  return useMutation({
    mutationFn: (message: ContactMessageInput) =>
      api.call('createContactMessage', { body: message }, { idempotencyKey: keys.keyFor(message) }),
    onSuccess: () => keys.succeeded(),
  });
}
