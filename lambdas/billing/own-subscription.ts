import { getProfile } from '../accounts/profile-store';
import { NotFound } from '../core/errors';
import type { Identity } from '../core/identity';
import { getOffice } from '../offices/office-store';
import { createSubscriber, getSubscriber, type SubscriberRecord } from './subscriber-store';

export const NO_OFFICE = 'No office listing is linked to your account yet.';

/**
 * The signed-in professional's own subscription record: always the office their profile links,
 * never one a caller names. A listing from before subscriptions were recorded gets its record now.
 */
export async function ownSubscription(identity: Identity): Promise<SubscriberRecord> {
  const officeId = (await getProfile(identity.userId))?.office_id;
  if (!officeId) throw new NotFound(NO_OFFICE);
  const existing = await getSubscriber(officeId);
  if (existing) return existing;
  const office = await getOffice(officeId);
  if (!office) throw new NotFound(NO_OFFICE);
  await createSubscriber({
    officeId,
    officeName: office.office_name,
    email: identity.email || office.contact_email,
  });
  const created = await getSubscriber(officeId);
  if (!created) throw new NotFound(NO_OFFICE);
  return created;
}
