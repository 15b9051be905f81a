import { z } from 'zod';
import { defineRoute } from './http';

export const healthResponse = z.object({ status: z.literal('ok'), time: z.string() });
export type HealthResponse = z.infer<typeof healthResponse>;

export const healthRoutes = [
  defineRoute({
    id: 'getHealth',
    method: 'GET',
    path: '/api/health',
    access: 'public',
    handler: 'health/get-health',
    response: healthResponse,
    permissions: {},
  }),
] as const;
