import * as z from './zod';
import { practiceDetails } from './accounts/sign-up';
import { defineRoute } from './http';
import { office } from './offices';

/**
 * A professional's own office as their dashboard shows it: every stored detail, listed or not,
 * and whether the directory shows it right now.
 */
export const myOffice = z.extend(office, {
  contact_email: z.string(),
  coupon_offer: z.string(),
  /** True while the subscription is active, so the office appears in the directory. */
  listing_live: z.boolean(),
});
export type MyOffice = z.infer<typeof myOffice>;

/**
 * A listing edit: every field of the professional sign-up's practice details, with the
 * sign-up's rules. The whole listing is sent each time; an empty optional field clears it.
 */
export const updateMyOfficeBody = z.strictObject(practiceDetails.shape);
export type UpdateMyOfficeInput = z.input<typeof updateMyOfficeBody>;

/** How many days the dashboard's analytics cover, today included. */
export const ANALYTICS_DAYS = 30;

export const analyticsMetrics = ['impressions', 'views', 'requests', 'calls', 'websites'] as const;
export type AnalyticsMetric = (typeof analyticsMetrics)[number];

const metricCounts = z.object({
  /** Times the office was shown in search results (each visitor once a day). */
  impressions: z.number(),
  /** Views of the office's public page. */
  views: z.number(),
  /** Discount requests sent to the office. */
  requests: z.number(),
  /** Taps on Call Office. */
  calls: z.number(),
  /** Clicks on Visit Website. */
  websites: z.number(),
});
export type MetricCounts = z.infer<typeof metricCounts>;

export const myAnalytics = z.object({
  /** First and last day covered (UTC, YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  totals: metricCounts,
  /** One entry per day, oldest first, zeros included. */
  days: z.array(z.extend(metricCounts, { date: z.string() })),
});
export type MyAnalytics = z.infer<typeof myAnalytics>;

export const dashboardRoutes = [
  defineRoute({
    id: 'getMyOffice',
    method: 'GET',
    path: '/api/dashboard/office',
    access: 'professional',
    response: myOffice,
  }),
  defineRoute({
    id: 'updateMyOffice',
    method: 'PATCH',
    path: '/api/dashboard/office',
    access: 'professional',
    body: updateMyOfficeBody,
    response: myOffice,
  }),
  defineRoute({
    id: 'getMyAnalytics',
    method: 'GET',
    path: '/api/dashboard/analytics',
    access: 'professional',
    response: myAnalytics,
  }),
] as const;
