import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeZipTable, encodeZipTable, findZip, type ZipEntry } from './zip-table';

const entry = fc.record({
  zip: fc.integer({ min: 0, max: 99_999 }).map((n) => String(n).padStart(5, '0')),
  lat: fc.integer({ min: -900_000, max: 900_000 }).map((n) => n / 10_000),
  lng: fc.integer({ min: -1_800_000, max: 1_800_000 }).map((n) => n / 10_000),
});

describe('the ZIP coordinates table', () => {
  it('gives back every entry it was built from, to 1e-4 degree, and nothing else', () => {
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (e) => e.zip, maxLength: 200 }), (entries) => {
        const table = decodeZipTable(encodeZipTable(entries));
        const byZip = new Map(entries.map((e) => [e.zip, e]));
        for (const { zip, lat, lng } of entries) {
          const found = findZip(table, zip);
          expect(found?.lat).toBeCloseTo(lat, 4);
          expect(found?.lng).toBeCloseTo(lng, 4);
        }
        for (const probe of ['00000', '50000', '99999']) {
          if (!byZip.has(probe)) expect(findZip(table, probe)).toBeUndefined();
        }
      }),
    );
  });

  it('rounds finer coordinates to the nearest 1e-4 degree', () => {
    const table = decodeZipTable(
      encodeZipTable([{ zip: '02108', lat: 42.357603, lng: -71.063681 }]),
    );
    expect(findZip(table, '02108')).toEqual({ lat: 42.3576, lng: -71.0637 });
  });

  it('refuses a ZIP twice, a ZIP that is not five digits, and bytes that are not a table', () => {
    const twice: ZipEntry[] = [
      { zip: '10001', lat: 1, lng: 1 },
      { zip: '10001', lat: 2, lng: 2 },
    ];
    expect(() => encodeZipTable(twice)).toThrow('ZIP 10001 appears twice');
    expect(() => encodeZipTable([{ zip: '1001', lat: 0, lng: 0 }])).toThrow('five-digit');
    expect(() => decodeZipTable(new TextEncoder().encode('{"10001":1}'))).toThrow(
      'Not a ZIP coordinates table',
    );
    const bytes = encodeZipTable([{ zip: '10001', lat: 40.75, lng: -73.99 }]);
    expect(() => decodeZipTable(bytes.subarray(0, bytes.length - 1))).toThrow('truncated');
  });
});
