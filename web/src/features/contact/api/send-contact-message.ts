import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@contracts/inquiries';
import { useApiClient } from '@/lib/auth/use-api-client';

/** POST /api/contact: stores the message, emails support and confirms to the sender. */
export function useSendContactMessage() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (message: ContactMessageInput) =>
      api.call('createContactMessage', { body: message }),
  });
}
