import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingSummary } from '@contracts/billing';
import { useApiClient } from '@/lib/auth/use-api-client';

export const billingKey = (userId: string | undefined) => ['billing', userId] as const;

/** How long the dashboard keeps checking after a payment while Stripe confirms it. */
export const CONFIRM_POLL_MS = 1500;
export const CONFIRM_WINDOW_MS = 30_000;

/**
 * GET /api/billing: the professional's plan. Coming back from a paid checkout, it passes the
 * session so the server reads it at once, and keeps checking for a short while until the payment
 * shows as active.
 */
export function useBilling(
  userId: string | undefined,
  checkoutSession: string | undefined,
  confirmingSince: number | undefined,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: billingKey(userId),
    queryFn: async ({ signal }) => {
      const summary = await api.call(
        'getBilling',
        { query: checkoutSession ? { checkout_session: checkoutSession } : {} },
        { signal },
      );
      // A plan that just went live changes the listing shown below it.
      if (summary.status !== 'inactive') {
        void queryClient.invalidateQueries({ queryKey: ['my-office'] });
      }
      return summary;
    },
    enabled: userId !== undefined,
    refetchInterval: (query) =>
      confirmingSince !== undefined &&
      query.state.data?.status === 'inactive' &&
      Date.now() - confirmingSince < CONFIRM_WINDOW_MS
        ? CONFIRM_POLL_MS
        : false,
  });
}

/** Starts Stripe Checkout for the one monthly plan and goes there. */
export function useStartCheckout(go: (url: string) => void) {
  const api = useApiClient();
  return useMutation({
    mutationKey: ['billing', 'checkout'],
    mutationFn: () => api.call('createCheckoutSession'),
    onSuccess: ({ url }) => go(url),
  });
}

/** Opens Stripe's billing portal (card, cancellation). */
export function useOpenBillingPortal(go: (url: string) => void) {
  const api = useApiClient();
  return useMutation({
    mutationKey: ['billing', 'portal'],
    mutationFn: () => api.call('createBillingPortalSession'),
    onSuccess: ({ url }) => go(url),
  });
}

export type { BillingSummary };
