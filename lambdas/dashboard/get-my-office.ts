import { route } from '../../contracts/routes';
import { NotFound } from '../core/errors';
import { withHttp } from '../core/http';
import { getOffice } from '../offices/office-store';
import { getProfile } from '../accounts/profile-store';

const NO_OFFICE = 'No office listing is linked to your account yet.';

/** GET /api/dashboard/office: the caller's own office, listed or not, and whether it is live. */
export const handler = withHttp(route('getMyOffice'), async ({ identity }) => {
  const officeId = (await getProfile(identity.userId))?.office_id;
  if (!officeId) throw new NotFound(NO_OFFICE);
  const office = await getOffice(officeId);
  if (!office) throw new NotFound(NO_OFFICE);
  return { ...office, listing_live: office.subscription_active };
});
