import { useQueries } from '@tanstack/react-query';
import { COUPON_IDS_MAX } from '@contracts/office-facts';
import type { CouponView } from '@/components/office-card';
import { useAuth } from '@/lib/auth/auth-context';
import { useApiClient } from '@/lib/auth/use-api-client';

function chunks(ids: readonly string[]): string[][] {
  const groups: string[][] = [];
  for (let start = 0; start < ids.length; start += COUPON_IDS_MAX) {
    groups.push(ids.slice(start, start + COUPON_IDS_MAX));
  }
  return groups;
}

/**
 * GET /api/coupons: the coupon texts the signed-in visitor may read among these offices (the
 * server unlocks them for patients, and for a professional their own office's). Signed out,
 * nothing is asked and every coupon stays locked. Returns what each office's card shows.
 */
export function useCouponViews(officeIds: readonly string[]): (officeId: string) => CouponView {
  const api = useApiClient();
  const { user } = useAuth();
  const groups = user ? chunks(officeIds) : [];
  const results = useQueries({
    queries: groups.map((ids) => ({
      queryKey: ['coupons', user?.id, ids.join(',')],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.call('getCoupons', { query: { office_ids: ids.join(',') } }, { signal }),
      staleTime: 60_000,
    })),
  });
  return (officeId) => {
    if (!user) return { state: 'locked' };
    const index = groups.findIndex((ids) => ids.includes(officeId));
    const result = results[index];
    if (!result || result.isPending) return { state: 'loading' };
    if (result.isError) return { state: 'unavailable' };
    const coupon = result.data.coupons.find((candidate) => candidate.office_id === officeId);
    return coupon ? { state: 'unlocked', text: coupon.coupon_offer } : { state: 'patientsOnly' };
  };
}
