import { describe, expect, it } from 'vitest';
import { formatDate, formatDistance, telHref } from './office-format';

describe('formatDistance', () => {
  it('shows one decimal place and drops a trailing .0', () => {
    expect(formatDistance(0.1)).toBe('0.1 miles away');
    expect(formatDistance(12)).toBe('12 miles away');
    expect(formatDistance(2.35)).toBe('2.4 miles away');
    expect(formatDistance(0)).toBe('0 miles away');
  });

  it('says mile for exactly one', () => {
    expect(formatDistance(1)).toBe('1 mile away');
    expect(formatDistance(1.04)).toBe('1 mile away');
    expect(formatDistance(1.1)).toBe('1.1 miles away');
  });
});

describe('telHref', () => {
  it('dials US numbers in international form', () => {
    expect(telHref('(212) 555-0127')).toBe('tel:+12125550127');
    expect(telHref('1-800-555-0142')).toBe('tel:+18005550142');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(telHref('555-0100')).toBe('tel:5550100');
  });
});

describe('formatDate', () => {
  it('shows a calendar date the same in every time zone', () => {
    expect(formatDate('2026-08-06')).toBe('Aug 6, 2026');
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDate('last week')).toBe('last week');
  });
});
