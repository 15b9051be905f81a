import { describe, expect, it } from 'vitest';
import { formatCount } from './assistant-limits';

describe('formatCount', () => {
  it('groups thousands as en-US does', () => {
    for (const count of [0, 7, 999, 1000, 12345, 999999, 1000000, 1234567890]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    }
  });
});
