import { route } from '../../contracts/routes';
import { withHttp } from '../core/http';
import { findOwnOffice, myOfficeView } from './own-office';

/** GET /api/dashboard/office: the caller's own office, listed or not, and whether it is live. */
export const handler = withHttp(route('getMyOffice'), async ({ identity }) =>
  myOfficeView(await findOwnOffice(identity.userId)),
);
