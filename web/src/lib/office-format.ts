/** How an office listing shows distances, phone links and dates. */

/** '2.4 miles away', singular for one mile. */
export function formatDistance(miles: number): string {
  const value = miles.toFixed(1).replace(/\.0$/, '');
  return `${value} ${value === '1' ? 'mile' : 'miles'} away`;
}

/** A `tel:` link for a US phone number as offices write it, e.g. "(212) 555-0127". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-08-06" → "Aug 6, 2026"; anything else is shown as given. */
export function formatDate(isoDate: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) && !Number.isNaN(time)
    ? dateFormat.format(time)
    : isoDate;
}
