import * as z from './zod';
import { defineRoute } from './http';

export const healthResponse = z.object({ status: z.literal('ok'), time: z.string() });

export const healthRoutes = [
  defineRoute({
    id: 'getHealth',
    method: 'GET',
    path: '/api/health',
    access: 'public',
    response: healthResponse,
  }),
] as const;
