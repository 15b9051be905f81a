import { z } from 'zod';
import { defineRoute } from './http';
import { office } from './offices';

/**
 * A professional's own office as their dashboard shows it: every stored detail, listed or not,
 * and whether the directory shows it right now.
 */
export const myOffice = office.extend({
  contact_email: z.string(),
  practice_type: z.string().optional(),
  years_in_practice: z.number().optional(),
  facebook_url: z.string().optional(),
  instagram_url: z.string().optional(),
  /** True while the subscription is active, so the office appears in the directory. */
  listing_live: z.boolean(),
});
export type MyOffice = z.infer<typeof myOffice>;

export const dashboardRoutes = [
  defineRoute({
    id: 'getMyOffice',
    method: 'GET',
    path: '/api/dashboard/office',
    access: 'professional',
    response: myOffice,
  }),
] as const;
