import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  defaultFilters,
  officeSearchParams,
  parseOfficeSearch,
  toSearchQuery,
  widerRadius,
  type OfficeSearch,
} from './search-params';

const parse = (query: string) => parseOfficeSearch(new URLSearchParams(query));

describe('parseOfficeSearch', () => {
  it('has no ZIP and default filters before any search', () => {
    expect(parse('')).toEqual({ zip: null, ...defaultFilters });
    expect(defaultFilters.radius).toBe(25);
  });

  it('reads every part of a shared search', () => {
    expect(
      parse(
        'zip=02108&radius=10&accepting_new_patients=true&emergency_services=true&language=Spanish&insurance=Aetna',
      ),
    ).toEqual({
      zip: '02108',
      radius: 10,
      acceptingNewPatients: true,
      emergencyServices: true,
      language: 'Spanish',
      insurance: 'Aetna',
    });
  });

  it('keeps a ZIP as typed (trimmed), even when it is not a valid one', () => {
    expect(parse('zip=%2010001%20').zip).toBe('10001');
    expect(parse('zip=abc').zip).toBe('abc');
    expect(parse('zip=').zip).toBeNull();
  });

  it('falls back to no filter for values the page does not offer', () => {
    const search = parse(
      'zip=10001&radius=7&accepting_new_patients=yes&language=Klingon&insurance=',
    );
    expect(search.radius).toBe(25);
    expect(search.acceptingNewPatients).toBe(false);
    expect(search.language).toBeNull();
    expect(search.insurance).toBeNull();
  });

  it('accepts offered values in any letter case, in their listed spelling', () => {
    const search = parse('zip=10001&language=spanish&insurance=DELTA%20DENTAL');
    expect(search.language).toBe('Spanish');
    expect(search.insurance).toBe('Delta Dental');
  });
});

describe('officeSearchParams', () => {
  it('leaves defaults out of the URL', () => {
    expect(officeSearchParams({ zip: '10001', ...defaultFilters }).toString()).toBe('zip=10001');
    expect(officeSearchParams({ zip: null, ...defaultFilters }).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const search: OfficeSearch = {
      zip: '60601',
      radius: 100,
      acceptingNewPatients: true,
      emergencyServices: false,
      language: 'Korean',
      insurance: 'Delta Dental',
    };
    const params = officeSearchParams(search);
    expect(params.toString()).toBe(
      'zip=60601&radius=100&accepting_new_patients=true&language=Korean&insurance=Delta+Dental',
    );
    expect(parseOfficeSearch(params)).toEqual(search);
  });
});

describe('toSearchQuery', () => {
  it('sends only the filters that are on', () => {
    expect(toSearchQuery({ ...defaultFilters, zip: '10001' })).toEqual({
      zip: '10001',
      radius: 25,
    });
    expect(
      toSearchQuery({
        zip: '10001',
        radius: 5,
        acceptingNewPatients: true,
        emergencyServices: true,
        language: 'French',
        insurance: 'Cigna',
      }),
    ).toEqual({
      zip: '10001',
      radius: 5,
      accepting_new_patients: 'true',
      emergency_services: 'true',
      language: 'French',
      insurance: 'Cigna',
    });
  });
});

describe('activeFilterCount and widerRadius', () => {
  it('counts the filters that narrow a search, not the radius', () => {
    expect(activeFilterCount({ zip: '10001', ...defaultFilters, radius: 5 })).toBe(0);
    expect(
      activeFilterCount({
        zip: '10001',
        ...defaultFilters,
        emergencyServices: true,
        language: 'Hindi',
      }),
    ).toBe(2);
  });

  it('offers the next radius up until the largest', () => {
    expect(widerRadius(5)).toBe(10);
    expect(widerRadius(25)).toBe(50);
    expect(widerRadius(100)).toBeNull();
  });
});
