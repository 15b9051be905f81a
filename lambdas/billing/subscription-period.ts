/** Dates are calendar days (YYYY-MM-DD) in UTC. */

/** The same day one month later, or the month's last day when it has no such day (Jan 31 → Feb 28). */
export function oneMonthAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfNextMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, lastOfNextMonth)))
    .toISOString()
    .slice(0, 10);
}

/**
 * The last listed day of a subscription an admin turns on: its current end when that is still
 * ahead, otherwise one month from today (one period of the monthly plan).
 */
export function subscriptionEndOnActivation(currentEnd: string | null, today: string): string {
  return currentEnd !== null && currentEnd >= today ? currentEnd : oneMonthAfter(today);
}
