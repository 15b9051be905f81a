import { profileRoutes } from '../../contracts/accounts/profile';
import { routeIn } from '../core/route';
import { NotFound } from '../core/errors';
import { withHttp } from '../core/http';
import { getProfile } from './profile-store';

export const handler = withHttp(routeIn(profileRoutes, 'getProfile'), async ({ identity }) => {
  const profile = await getProfile(identity.userId);
  if (!profile) throw new NotFound('No profile exists for this account.');
  return profile;
});
