import { useMutation } from '@tanstack/react-query';
import type { DiscountInquiryInput } from '@contracts/inquiries';
import { useApiClient } from '@/lib/auth/use-api-client';
import { useSubmitKeys } from '@/lib/use-submit-key';

/** POST /api/discount-inquiries: stores the request and emails the office and the requester. */
export function useCreateDiscountInquiry() {
  const api = useApiClient();
  // Sending the same inquiry again after a failure reuses its key: it is never stored twice.
  const keys = useSubmitKeys();
  return useMutation({
    mutationFn: (inquiry: DiscountInquiryInput) =>
      api.call(
        'createDiscountInquiry',
        { body: inquiry },
        { idempotencyKey: keys.keyFor(inquiry) },
      ),
    onSuccess: () => keys.succeeded(),
  });
}
