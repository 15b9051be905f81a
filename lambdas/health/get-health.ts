import { healthRoutes } from '../../contracts/health';
import { routeIn } from '../core/route';
import { withHttp } from '../core/http';

export const handler = withHttp(routeIn(healthRoutes, 'getHealth'), async () => ({
  status: 'ok' as const,
  time: new Date().toISOString(),
}));
