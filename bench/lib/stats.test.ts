import { describe, expect, it } from 'vitest';
import { formatTable, mean, percentile, round } from './stats';

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 90)).toBe(9);
    expect(percentile(samples, 99)).toBe(10);
    expect(percentile(samples, 100)).toBe(10);
    expect(percentile(samples, 0)).toBe(1);
  });

  it('takes the worst sample as p99 of fewer than 100 samples', () => {
    expect(percentile([3, 1, 2], 99)).toBe(3);
  });

  it('refuses empty samples and percentiles out of range', () => {
    expect(() => percentile([], 50)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe('mean and round', () => {
  it('average and round', () => {
    expect(mean([1, 2, 6])).toBe(3);
    expect(round(1.23456)).toBe(1.23);
    expect(round(1.23456, 3)).toBe(1.235);
  });
});

describe('formatTable', () => {
  it('aligns text left in the first column and numbers right elsewhere', () => {
    expect(
      formatTable(
        ['what', 'ms'],
        [
          ['query', '3.1'],
          ['scan', '512.40'],
        ],
      ),
    ).toBe(['what       ms', '-----  ------', 'query     3.1', 'scan   512.40'].join('\n'));
  });
});
