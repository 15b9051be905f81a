import { describe, expect, it } from 'vitest';
import { stateOfZip } from './zip-states';

describe('stateOfZip', () => {
  it.each([
    ['10001', 'NY'],
    ['07302', 'NJ'],
    ['06902', 'CT'],
    ['02108', 'MA'],
    ['60601', 'IL'],
    ['46320', 'IN'],
    ['94103', 'CA'],
    ['78701', 'TX'],
    ['73301', 'TX'],
    ['73102', 'OK'],
    ['33101', 'FL'],
    ['98101', 'WA'],
    ['20500', 'DC'],
    ['99501', 'AK'],
  ])('maps %s to %s', (zip, state) => {
    expect(stateOfZip(zip)).toBe(state);
  });

  it.each(['00123', '2108', 'abcde', ''])('knows no state for %j', (zip) => {
    expect(stateOfZip(zip)).toBeUndefined();
  });
});
