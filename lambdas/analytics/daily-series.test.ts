import { describe, expect, it } from 'vitest';
import { dailySeries, lastDays, zeroCounts } from './daily-series';

describe('lastDays', () => {
  it('lists the days ending today, oldest first, across a month end', () => {
    expect(lastDays(3, Date.parse('2026-03-01T05:00:00Z'))).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(lastDays(30, Date.now())).toHaveLength(30);
  });
});

describe('dailySeries', () => {
  it('fills quiet days with zeros and sums the totals', () => {
    const dates = ['2026-03-01', '2026-03-02', '2026-03-03'];
    const counts = new Map([
      ['2026-03-01', { ...zeroCounts(), impressions: 4, views: 1 }],
      ['2026-03-03', { ...zeroCounts(), impressions: 2, calls: 1, requests: 1 }],
      // Outside the window: ignored.
      ['2026-02-28', { ...zeroCounts(), impressions: 100 }],
    ]);
    const series = dailySeries(dates, counts);
    expect(series.from).toBe('2026-03-01');
    expect(series.to).toBe('2026-03-03');
    expect(series.days.map((day) => day.impressions)).toEqual([4, 0, 2]);
    expect(series.days[1]).toEqual({ date: '2026-03-02', ...zeroCounts() });
    expect(series.totals).toEqual({ impressions: 6, views: 1, requests: 1, calls: 1, websites: 0 });
  });
});
