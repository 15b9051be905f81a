import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateOffices } from '../../local/seed/offices';
import { destinationPoint, haversineMiles, type CellQuery, type LatLng } from './geo';
import {
  findNearbyOffices,
  matchesFilters,
  rankNearby,
  roundMiles,
  type NearbyOffice,
  type OfficeFilters,
} from './office-search';
import type { CellReadResult, OfficeRecord } from './office-store';

const NYC: LatLng = { lat: 40.750638, lng: -73.997255 };
const [template] = generateOffices({ count: 1, seed: 3, inactiveRatio: 0 }) as [OfficeRecord];

function officeAt(id: string, point: LatLng, overrides: Partial<OfficeRecord> = {}): OfficeRecord {
  return { ...template, id, office_name: `Office ${id}`, ...point, ...overrides };
}

describe('roundMiles', () => {
  it('keeps one decimal place', () => {
    expect(roundMiles(0)).toBe(0);
    expect(roundMiles(2.34)).toBe(2.3);
    expect(roundMiles(2.35)).toBe(2.4);
    expect(roundMiles(9.96)).toBe(10);
    expect(roundMiles(24.999)).toBe(25);
  });
});

describe('matchesFilters', () => {
  const office = officeAt('a', NYC, {
    accepting_new_patients: true,
    emergency_services: false,
    languages_spoken: ['English', 'Spanish'],
    insurance_accepted: ['Delta Dental', 'Aetna'],
  });

  it('matches everything without filters', () => {
    expect(matchesFilters(office, {})).toBe(true);
  });

  it('compares the yes/no filters with the office flags', () => {
    expect(matchesFilters(office, { accepting_new_patients: true })).toBe(true);
    expect(matchesFilters(office, { accepting_new_patients: false })).toBe(false);
    expect(matchesFilters(office, { emergency_services: true })).toBe(false);
    expect(matchesFilters(office, { emergency_services: false })).toBe(true);
  });

  it('finds a language or plan in the lists, ignoring case and surrounding spaces', () => {
    expect(matchesFilters(office, { language: 'spanish' })).toBe(true);
    expect(matchesFilters(office, { language: ' SPANISH ' })).toBe(true);
    expect(matchesFilters(office, { language: 'Korean' })).toBe(false);
    expect(matchesFilters(office, { language: 'Span' })).toBe(false);
    expect(matchesFilters(office, { insurance: 'delta dental' })).toBe(true);
    expect(matchesFilters(office, { insurance: 'Cigna' })).toBe(false);
  });

  it('needs every given filter to match', () => {
    expect(matchesFilters(office, { language: 'Spanish', insurance: 'Aetna' })).toBe(true);
    expect(
      matchesFilters(office, { language: 'Spanish', insurance: 'Aetna', emergency_services: true }),
    ).toBe(false);
  });
});

describe('rankNearby', () => {
  it('keeps offices inside the radius, nearest first, with rounded distances', () => {
    const far = officeAt('far', destinationPoint(NYC, 90, 12.04));
    const near = officeAt('near', destinationPoint(NYC, 180, 3.26));
    const outside = officeAt('outside', destinationPoint(NYC, 0, 25.2));
    const ranked = rankNearby(NYC, 25, [far, outside, near]);
    expect(ranked.map((office) => office.id)).toEqual(['near', 'far']);
    expect(ranked.map((office) => office.distance_miles)).toEqual([3.3, 12]);
  });

  it('decides inclusion on the exact distance, not the rounded one', () => {
    const justOutside = officeAt('edge', destinationPoint(NYC, 45, 10.04));
    expect(haversineMiles(NYC, justOutside)).toBeGreaterThan(10);
    expect(rankNearby(NYC, 10, [justOutside])).toEqual([]);
    expect(rankNearby(NYC, 11, [justOutside])[0]?.distance_miles).toBe(10);
  });

  it('never lists an office without an active subscription', () => {
    const inactive = officeAt('inactive', NYC, { subscription_active: false });
    expect(rankNearby(NYC, 5, [inactive])).toEqual([]);
  });

  it('breaks distance ties by name, then id', () => {
    const b = officeAt('b', NYC, { office_name: 'Beta Dental' });
    const a2 = officeAt('a2', NYC, { office_name: 'Alpha Dental' });
    const a1 = officeAt('a1', NYC, { office_name: 'Alpha Dental' });
    expect(rankNearby(NYC, 1, [b, a2, a1]).map((office) => office.id)).toEqual(['a1', 'a2', 'b']);
  });

  it('applies the filters', () => {
    const spanish = officeAt('es', NYC, { languages_spoken: ['English', 'Spanish'] });
    const english = officeAt('en', NYC, { languages_spoken: ['English'] });
    expect(rankNearby(NYC, 5, [spanish, english], { language: 'spanish' })).toHaveLength(1);
  });

  it('equals a brute-force distance filter for any set of offices', () => {
    const point = fc.record({
      bearing: fc.double({ min: 0, max: 360, noNaN: true }),
      miles: fc.double({ min: 0, max: 150, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(point, { maxLength: 40 }),
        fc.integer({ min: 1, max: 100 }),
        (points, radius) => {
          const offices = points.map(({ bearing, miles }, index) =>
            officeAt(`o${index}`, destinationPoint(NYC, bearing, miles)),
          );
          const ranked = rankNearby(NYC, radius, offices);
          const expected = offices.filter((office) => haversineMiles(NYC, office) <= radius);
          expect(new Set(ranked.map((office) => office.id))).toEqual(
            new Set(expected.map((office) => office.id)),
          );
          for (let index = 1; index < ranked.length; index += 1) {
            const previous = ranked[index - 1] as NearbyOffice;
            expect(haversineMiles(NYC, previous)).toBeLessThanOrEqual(
              haversineMiles(NYC, ranked[index] as NearbyOffice),
            );
          }
        },
      ),
    );
  });
});

describe('findNearbyOffices', () => {
  it('reads only the covering cells and reports what the reads cost', async () => {
    const inside = officeAt('inside', destinationPoint(NYC, 10, 4));
    const outside = officeAt('outside', destinationPoint(NYC, 10, 9));
    const asked: CellQuery[][] = [];
    const readCells = async (cells: CellQuery[]): Promise<CellReadResult> => {
      asked.push(cells);
      return { offices: [outside, inside], itemsRead: 2, readUnits: 0.5 };
    };
    const filters: OfficeFilters = {};
    const result = await findNearbyOffices(NYC, 5, filters, readCells);
    expect(result.offices.map((office) => office.id)).toEqual(['inside']);
    expect(asked).toHaveLength(1);
    expect(result.stats).toEqual({ queries: asked[0]?.length, itemsRead: 2, readUnits: 0.5 });
    expect(asked[0]?.length).toBeGreaterThan(0);
  });
});
