import { describe, expect, it } from 'vitest';
import { officesFoundLabel, webSearchLinks } from './format';

describe('officesFoundLabel', () => {
  it('counts offices, singular for one', () => {
    expect(officesFoundLabel(0)).toBe('0 offices found');
    expect(officesFoundLabel(1)).toBe('1 office found');
    expect(officesFoundLabel(47)).toBe('47 offices found');
  });
});

describe('webSearchLinks', () => {
  it('links a search engine and a review site for the ZIP', () => {
    expect(webSearchLinks('59001')).toEqual([
      {
        label: 'Search Google for dentists near 59001',
        href: 'https://www.google.com/search?q=dentists+near+59001',
      },
      {
        label: 'Find dentists near 59001 on Yelp',
        href: 'https://www.yelp.com/search?find_desc=Dentists&find_loc=59001',
      },
    ]);
  });
});
