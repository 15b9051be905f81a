import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateOffices } from '../../local/seed/offices';
import { destinationPoint, haversineMiles, type CellQuery, type LatLng } from './geo';
import {
  findNearbyOffices,
  matchesFilters,
  rankNearby,
  roundMiles,
  type DirectoryReader,
} from './office-search';
import { publicOffice, type OfficeRecord } from './office-store';

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
            const previous = ranked[index - 1] as OfficeRecord;
            expect(haversineMiles(NYC, previous)).toBeLessThanOrEqual(
              haversineMiles(NYC, ranked[index] as OfficeRecord),
            );
          }
        },
      ),
    );
  });
});

describe('findNearbyOffices', () => {
  /** A directory in memory: entries by cell read, listings by id, recording what was asked. */
  function fakeReader(records: OfficeRecord[]) {
    const asked = { cells: [] as CellQuery[][], listings: [] as string[][] };
    const reader: DirectoryReader = {
      async readCells(cells) {
        asked.cells.push([...cells]);
        return { entries: records, itemsRead: records.length, readUnits: 0.5 };
      },
      async readListings(ids) {
        asked.listings.push([...ids]);
        const offices = ids.flatMap((id) =>
          records.filter((record) => record.id === id).map(publicOffice),
        );
        return { offices, itemsRead: ids.length, readUnits: ids.length / 2 };
      },
    };
    return { reader, asked };
  }

  const ring = Array.from({ length: 7 }, (_, index) =>
    officeAt(`o${index}`, destinationPoint(NYC, 40 * index, 0.5 + index)),
  );
  const outside = officeAt('outside', destinationPoint(NYC, 10, 9));

  it('ranks the entries of the covering cells and reads the listings of one page only', async () => {
    const { reader, asked } = fakeReader([outside, ...[...ring].reverse()]);
    const result = await findNearbyOffices(NYC, 8, {}, { offset: 2, limit: 3 }, reader);
    expect(asked.cells).toHaveLength(1);
    expect(asked.cells[0]?.length).toBeGreaterThan(0);
    expect(asked.listings).toEqual([['o2', 'o3', 'o4']]);
    expect(result.count).toBe(7);
    expect(result.offices.map((office) => office.id)).toEqual(['o2', 'o3', 'o4']);
    expect(result.offices.map((office) => office.distance_miles)).toEqual([2.5, 3.5, 4.5]);
    expect(result.offices[0]?.practice_description).toBe(template.practice_description);
    expect(result.stats).toEqual({
      queries: (asked.cells[0]?.length ?? 0) + 1,
      itemsRead: 8 + 3,
      readUnits: 0.5 + 1.5,
    });
  });

  it('counts every match but reads no listings for a page past the end', async () => {
    const { reader, asked } = fakeReader(ring);
    const result = await findNearbyOffices(NYC, 8, {}, { offset: 20, limit: 5 }, reader);
    expect(result.count).toBe(7);
    expect(result.offices).toEqual([]);
    expect(asked.listings).toEqual([]);
  });

  it('applies the filters before counting and paging', async () => {
    const spanish = ring.map((office, index) =>
      index % 2 === 0 ? { ...office, languages_spoken: ['English', 'Spanish'] } : office,
    );
    const { reader } = fakeReader(spanish);
    const result = await findNearbyOffices(
      NYC,
      8,
      { language: 'Spanish' },
      { offset: 0, limit: 2 },
      reader,
    );
    expect(result.count).toBe(4);
    expect(result.offices.map((office) => office.id)).toEqual(['o0', 'o2']);
  });

  it('leaves off an office whose listing ended between the two reads', async () => {
    const { reader } = fakeReader(ring);
    const ended: DirectoryReader = {
      readCells: reader.readCells,
      async readListings(ids) {
        const read = await reader.readListings(ids);
        return { ...read, offices: read.offices.filter((office) => office.id !== 'o1') };
      },
    };
    const result = await findNearbyOffices(NYC, 8, {}, { offset: 0, limit: 3 }, ended);
    expect(result.offices.map((office) => office.id)).toEqual(['o0', 'o2']);
  });
});
