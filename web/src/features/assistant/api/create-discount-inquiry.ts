import { useMutation } from '@tanstack/react-query';
import type { DiscountInquiryInput } from '@contracts/inquiries';
import { useApiClient } from '@/lib/auth/use-api-client';

/** POST /api/discount-inquiries: a discount request to one of the recommended offices. */
export function useCreateDiscountInquiry() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (inquiry: DiscountInquiryInput) =>
      api.call('createDiscountInquiry', { body: inquiry }),
  });
}
