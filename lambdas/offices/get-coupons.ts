import { officeRoutes } from '../../contracts/offices';
import { routeIn } from '../core/route';
import { getProfile } from '../accounts/profile-store';
import { withHttp } from '../core/http';
import { getCoupons } from './office-store';

/**
 * GET /api/coupons?office_ids=: coupon texts, unlocked on the server. A signed-in patient reads
 * the coupons of listed offices; a professional reads only their own office's. Everyone else
 * (signed out: the authorizer's 401) gets none.
 */
export const handler = withHttp(
  routeIn(officeRoutes, 'getCoupons'),
  async ({ identity, query }) => {
    const profile = await getProfile(identity.userId);
    const ids =
      profile?.user_type === 'patient'
        ? query.office_ids
        : query.office_ids.filter((id) => id === profile?.office_id);
    if (ids.length === 0) return { coupons: [] };
    const stored = await getCoupons(ids);
    const readable = stored.filter(
      (office) =>
        office.coupon_offer.trim() !== '' &&
        (office.subscription_active || office.id === profile?.office_id),
    );
    // In the order asked for.
    const byId = new Map(readable.map((office) => [office.id, office.coupon_offer]));
    return {
      coupons: ids.flatMap((id) => {
        const text = byId.get(id);
        return text === undefined ? [] : [{ office_id: id, coupon_offer: text }];
      }),
    };
  },
);
