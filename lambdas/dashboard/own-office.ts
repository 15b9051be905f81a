import type { MyOffice } from '../../contracts/dashboard';
import { getProfile } from '../accounts/profile-store';
import { NotFound } from '../core/errors';
import { getOffice, publicOffice, type OfficeRecord } from '../offices/office-store';

const NO_OFFICE = 'No office listing is linked to your account yet.';

/** The office linked to a professional's profile, listed or not; 404 when there is none. */
export async function findOwnOffice(userId: string): Promise<OfficeRecord> {
  const officeId = (await getProfile(userId))?.office_id;
  const office = officeId ? await getOffice(officeId) : undefined;
  if (!office) throw new NotFound(NO_OFFICE);
  return office;
}

/** The owner's view of their office: every stored detail, and whether the directory shows it. */
export function myOfficeView(office: OfficeRecord): MyOffice {
  return {
    ...office,
    has_coupon: publicOffice(office).has_coupon,
    listing_live: office.subscription_active,
  };
}
