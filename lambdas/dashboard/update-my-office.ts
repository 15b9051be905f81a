import { dashboardRoutes } from '../../contracts/dashboard';
import { routeIn } from '../core/route';
import { officeFromPractice } from '../accounts/practice-office';
import { BadRequest } from '../core/errors';
import { withHttp } from '../core/http';
import { updateListing } from '../offices/office-store';
import { lookupZip } from '../offices/zip-lookup';
import { findOwnOffice, myOfficeView } from './own-office';

/**
 * PATCH /api/dashboard/office: the professional edits their own listing with the sign-up's rules.
 * The directory shows the change at once: the ZIP places the office again (coordinates and
 * directory cell), and the listing counts as confirmed today.
 */
export const handler = withHttp(
  routeIn(dashboardRoutes, 'updateMyOffice'),
  async ({ identity, body }) => {
    const office = await findOwnOffice(identity.userId);
    const location = lookupZip(body.zip);
    if (!location) {
      throw new BadRequest(
        `We couldn't find ZIP code ${body.zip}. Check the number and try again.`,
        'zip',
      );
    }
    const {
      id: _id,
      contact_email: _email,
      subscription_active: _active,
      ...listing
    } = officeFromPractice({
      id: office.id,
      practice: body,
      email: office.contact_email,
      location,
      today: new Date().toISOString().slice(0, 10),
    });
    return myOfficeView(await updateListing(office.id, listing));
  },
);
