import { profileRoutes } from '../../contracts/accounts/profile';
import { routeIn } from '../core/route';
import { withHttp } from '../core/http';
import { updateProfile } from './profile-store';

export const handler = withHttp(
  routeIn(profileRoutes, 'updateProfile'),
  async ({ identity, body }) => updateProfile(identity.userId, body),
);
