import { useMutation } from '@tanstack/react-query';
import type { DiscountInquiryInput } from '@contracts/inquiries';
import { useApiClient } from '@/lib/auth/use-api-client';

/** POST /api/discount-inquiries: stores the request and emails the office and the requester. */
export function useCreateDiscountInquiry() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (inquiry: DiscountInquiryInput) =>
      api.call('createDiscountInquiry', { body: inquiry }),
  });
}
