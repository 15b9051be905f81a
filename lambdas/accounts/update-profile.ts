import { route } from '../../contracts/routes';
import { withHttp } from '../core/http';
import { updateProfile } from './profile-store';

export const handler = withHttp(route('updateProfile'), async ({ identity, body }) =>
  updateProfile(identity.userId, body),
);
