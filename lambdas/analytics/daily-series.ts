import { analyticsMetrics, type MetricCounts, type MyAnalytics } from '../../contracts/dashboard';

const DAY_MS = 24 * 60 * 60 * 1000;

export const zeroCounts = (): MetricCounts => ({
  impressions: 0,
  views: 0,
  requests: 0,
  calls: 0,
  websites: 0,
});

/** The `days` UTC dates ending today, oldest first. */
export function lastDays(days: number, nowMs: number): string[] {
  return Array.from({ length: days }, (_, index) =>
    new Date(nowMs - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Every day of the window (quiet days as zeros) and the window's totals. */
export function dailySeries(
  dates: readonly string[],
  counts: Map<string, MetricCounts>,
): MyAnalytics {
  const totals = zeroCounts();
  const days = dates.map((date) => {
    const day = counts.get(date) ?? zeroCounts();
    for (const metric of analyticsMetrics) totals[metric] += day[metric];
    return { date, ...day };
  });
  return { from: dates[0] ?? '', to: dates[dates.length - 1] ?? '', totals, days };
}
