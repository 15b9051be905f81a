import { route } from '../../contracts/routes';
import { withHttp } from '../core/http';

export const handler = withHttp(route('getHealth'), async () => ({
  status: 'ok' as const,
  time: new Date().toISOString(),
}));
