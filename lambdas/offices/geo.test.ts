import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EARTH_RADIUS_MILES,
  MAX_QUERIES_PER_SEARCH,
  officeCell,
  coveringCells,
  destinationPoint,
  geohashBounds,
  geohashEncode,
  haversineMiles,
  normalizeLng,
  type CellQuery,
  type LatLng,
} from './geo';

const NYC: LatLng = { lat: 40.7128, lng: -74.006 };
const CHICAGO: LatLng = { lat: 41.8781, lng: -87.6298 };
const DEG = Math.PI / 180;

function isCovered(point: LatLng, queries: CellQuery[]): boolean {
  const { partition, position } = officeCell(point.lat, point.lng);
  return queries.some(
    (query) =>
      query.partition === partition &&
      (query.from === undefined ||
        query.to === undefined ||
        (position.slice(0, query.from.length) >= query.from &&
          position.slice(0, query.to.length) <= query.to)),
  );
}

const latitude = fc.double({ min: -90, max: 90, noNaN: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true });
const center = fc.oneof(
  fc.record({ lat: latitude, lng: longitude }),
  // Near the antimeridian.
  fc.record({
    lat: fc.double({ min: -70, max: 70, noNaN: true }),
    lng: fc.oneof(
      fc.double({ min: 178, max: 180, noNaN: true }),
      fc.double({ min: -180, max: -178, noNaN: true }),
    ),
  }),
  // Near either pole.
  fc.record({
    lat: fc.oneof(
      fc.double({ min: 87, max: 90, noNaN: true }),
      fc.double({ min: -90, max: -87, noNaN: true }),
    ),
    lng: longitude,
  }),
  // The contiguous US, where the directory's offices are.
  fc.record({
    lat: fc.double({ min: 24, max: 49, noNaN: true }),
    lng: fc.double({ min: -125, max: -66, noNaN: true }),
  }),
);
const radius = fc.double({ min: 1, max: 100, noNaN: true });
// Points on the circle itself are the most likely to fall just outside a chosen cell.
const distanceFraction = fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.constant(1));

describe('haversineMiles', () => {
  it('measures New York to Chicago as about 711 miles', () => {
    expect(haversineMiles(NYC, CHICAGO)).toBeGreaterThan(711 * 0.99);
    expect(haversineMiles(NYC, CHICAGO)).toBeLessThan(711 * 1.01);
  });

  it('is zero for the same point and symmetric', () => {
    expect(haversineMiles(NYC, NYC)).toBe(0);
    expect(haversineMiles(NYC, CHICAGO)).toBeCloseTo(haversineMiles(CHICAGO, NYC), 9);
  });

  it('measures short distances across the antimeridian, not around the world', () => {
    const distance = haversineMiles({ lat: 0, lng: 179.9 }, { lat: 0, lng: -179.9 });
    expect(distance).toBeCloseTo(0.2 * DEG * EARTH_RADIUS_MILES, 6);
  });

  it('gives half the circumference for antipodes', () => {
    expect(haversineMiles({ lat: 10, lng: 20 }, { lat: -10, lng: -160 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_MILES,
      2, // asin loses precision next to 1, about 1e-4 miles here
    );
  });
});

describe('destinationPoint', () => {
  it('travels the requested distance on the requested bearing', () => {
    fc.assert(
      fc.property(
        fc.record({ lat: fc.double({ min: -80, max: 80, noNaN: true }), lng: longitude }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (start, bearing, miles) => {
          expect(haversineMiles(start, destinationPoint(start, bearing, miles))).toBeCloseTo(
            miles,
            6,
          );
        },
      ),
    );
  });

  it('goes north along the meridian at bearing 0', () => {
    const north = destinationPoint({ lat: 10, lng: 20 }, 0, EARTH_RADIUS_MILES * DEG);
    expect(north.lat).toBeCloseTo(11, 9);
    expect(north.lng).toBeCloseTo(20, 9);
  });
});

describe('geohash', () => {
  it('encodes known reference hashes', () => {
    expect(geohashEncode(57.64911, 10.40744, 11)).toBe('u4pruydqqvj');
    expect(geohashEncode(42.605, -5.603, 5)).toBe('ezs42');
  });

  it('round-trips: a point lies inside the bounds of its own hash', () => {
    fc.assert(
      fc.property(latitude, longitude, fc.integer({ min: 1, max: 12 }), (lat, lng, precision) => {
        const hash = geohashEncode(lat, lng, precision);
        expect(hash).toHaveLength(precision);
        const bounds = geohashBounds(hash);
        expect(lat).toBeGreaterThanOrEqual(bounds.minLat);
        expect(lat).toBeLessThanOrEqual(bounds.maxLat);
        expect(lng).toBeGreaterThanOrEqual(bounds.minLng);
        expect(lng).toBeLessThanOrEqual(bounds.maxLng);
        // The centre of a cell encodes back to the same cell.
        const mid = geohashEncode(
          (bounds.minLat + bounds.maxLat) / 2,
          (bounds.minLng + bounds.maxLng) / 2,
          precision,
        );
        expect(mid).toBe(hash);
      }),
    );
  });

  it('keeps a hash prefix for every coarser precision', () => {
    fc.assert(
      fc.property(latitude, longitude, (lat, lng) => {
        const fine = geohashEncode(lat, lng, 9);
        for (let precision = 1; precision < 9; precision += 1) {
          expect(fine.startsWith(geohashEncode(lat, lng, precision))).toBe(true);
        }
      }),
    );
  });

  it('normalizes longitudes into [-180, 180]', () => {
    expect(normalizeLng(190)).toBe(-170);
    expect(normalizeLng(-190)).toBe(170);
    expect(normalizeLng(540)).toBe(-180);
    expect(normalizeLng(180)).toBe(180);
    expect(normalizeLng(-73.5)).toBe(-73.5);
  });

  it('wraps longitudes outside [-180, 180]', () => {
    expect(geohashEncode(10, 190, 6)).toBe(geohashEncode(10, -170, 6));
    expect(geohashEncode(10, -190, 6)).toBe(geohashEncode(10, 170, 6));
  });

  it('rejects invalid input', () => {
    expect(() => geohashEncode(91, 0, 5)).toThrow(RangeError);
    expect(() => geohashEncode(Number.NaN, 0, 5)).toThrow(RangeError);
    expect(() => geohashEncode(0, 0, 0)).toThrow(RangeError);
    expect(() => geohashBounds('')).toThrow(RangeError);
    expect(() => geohashBounds('dr5a')).toThrow(RangeError);
  });
});

describe('officeCell', () => {
  it('places an office in its precision-3 partition, at its precision-7 position', () => {
    const cell = officeCell(40.75065, -73.997293);
    expect(cell.partition).toBe('dr5');
    expect(cell.position).toBe(geohashEncode(40.75065, -73.997293, 7));
    expect(cell.position.startsWith('dr5r')).toBe(true);
  });
});

describe('coveringCells', () => {
  it('covers every point within the radius', () => {
    fc.assert(
      fc.property(
        center,
        radius,
        fc.array(fc.tuple(fc.double({ min: 0, max: 360, noNaN: true }), distanceFraction), {
          minLength: 1,
          maxLength: 20,
        }),
        (origin, miles, samples) => {
          const queries = coveringCells(origin, miles);
          for (const [bearing, fraction] of samples) {
            const point = destinationPoint(origin, bearing, miles * fraction);
            if (haversineMiles(origin, point) > miles) continue;
            expect(isCovered(point, queries), JSON.stringify({ origin, miles, point })).toBe(true);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('returns no overlapping queries and no range within a partition it reads whole', () => {
    fc.assert(
      fc.property(center, radius, (origin, miles) => {
        const queries = coveringCells(origin, miles);
        const keys = queries.map(
          (query) => `${query.partition}|${query.from ?? ''}|${query.to ?? ''}`,
        );
        expect(new Set(keys).size).toBe(keys.length);
        const whole = new Set(queries.filter((q) => !q.from).map((q) => q.partition));
        expect(queries.some((q) => q.from && whole.has(q.partition))).toBe(false);
        const ranges = queries.filter((q) => q.from && q.to);
        for (const query of ranges) {
          expect(query.from!.startsWith(query.partition)).toBe(true);
          expect(query.to!.startsWith(query.partition)).toBe(true);
          expect(query.from! <= query.to!).toBe(true);
          // Ranges of one partition never overlap.
          for (const other of ranges) {
            if (other === query || other.partition !== query.partition) continue;
            expect(other.to! < query.from! || other.from! > query.to!).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('is deterministic', () => {
    expect(coveringCells({ lat: 30.27, lng: -97.74 }, 40)).toEqual(
      coveringCells({ lat: 30.27, lng: -97.74 }, 40),
    );
  });

  it('reaches across the antimeridian', () => {
    const origin = { lat: 51.9, lng: 179.9 };
    const queries = coveringCells(origin, 100);
    const east = destinationPoint(origin, 90, 99);
    expect(east.lng).toBeLessThan(-177);
    expect(isCovered(east, queries)).toBe(true);
    expect(isCovered(destinationPoint(origin, 270, 99), queries)).toBe(true);
    expect(queries.some((q) => geohashBounds(q.partition).minLng < 0)).toBe(true);
  });

  it('covers all longitudes when the circle contains a pole', () => {
    const origin = { lat: 89.5, lng: 12 };
    const queries = coveringCells(origin, 100);
    for (let lng = -180; lng < 180; lng += 7.5) {
      expect(isCovered({ lat: 89.9, lng }, queries), `lng ${lng}`).toBe(true);
    }
    expect(isCovered({ lat: 90, lng: 0 }, queries)).toBe(true);
    // Just beyond the pole: 0.5 degrees to the pole plus 0.9 down the opposite meridian.
    expect(isCovered({ lat: 89.1, lng: -168 }, queries)).toBe(true);
    expect(isCovered({ lat: -89.5, lng: 0 }, coveringCells({ lat: -89.9, lng: 100 }, 50))).toBe(
      true,
    );
  });

  it('covers the pole under every longitude when the circle just touches it', () => {
    for (const miles of [1, 100]) {
      const origin = { lat: 90 - miles / EARTH_RADIUS_MILES / DEG, lng: -40 };
      const queries = coveringCells(origin, miles);
      for (let lng = -180; lng <= 180; lng += 22.5) {
        expect(isCovered({ lat: 90, lng }, queries), `${miles} mi, lng ${lng}`).toBe(true);
      }
    }
  });

  it('includes the next cell when the radius ends exactly on a cell edge', () => {
    // 40.78125 = -90 + 744 * (180 / 1024) is the southern edge of a row of precision-4 cells.
    const edgeLat = 40.78125;
    const miles = 25;
    const origin = { lat: edgeLat - miles / EARTH_RADIUS_MILES / DEG, lng: -73.9 };
    const north = { lat: edgeLat, lng: origin.lng };
    expect(haversineMiles(origin, north)).toBeCloseTo(miles, 9);
    expect(geohashBounds(geohashEncode(north.lat, north.lng, 4)).minLat).toBe(edgeLat);
    expect(isCovered(north, coveringCells(origin, miles))).toBe(true);

    // At the equator the easternmost point of the circle is due east, on a column edge.
    const edgeLng = -73.828125; // -180 + 302 * (360 / 1024)
    const equatorial = { lat: 0, lng: edgeLng - miles / EARTH_RADIUS_MILES / DEG };
    const east = { lat: 0, lng: edgeLng };
    expect(haversineMiles(equatorial, east)).toBeCloseTo(miles, 9);
    expect(geohashBounds(geohashEncode(east.lat, east.lng, 4)).minLng).toBe(edgeLng);
    expect(isCovered(east, coveringCells(equatorial, miles))).toBe(true);
  });

  it('keeps a 25-mile search in the US within the query budget and mostly small', () => {
    const counts: number[] = [];
    fc.assert(
      fc.property(
        fc.double({ min: 24, max: 49, noNaN: true }),
        fc.double({ min: -125, max: -66, noNaN: true }),
        (lat, lng) => {
          const queries = coveringCells({ lat, lng }, 25);
          expect(queries.length).toBeGreaterThan(0);
          expect(queries.length).toBeLessThanOrEqual(MAX_QUERIES_PER_SEARCH);
          counts.push(queries.length);
        },
      ),
      { numRuns: 500 },
    );
    counts.sort((a, b) => a - b);
    expect(counts[Math.floor(counts.length / 2)]).toBeLessThanOrEqual(10);
  });

  it('stays within the query budget for 100-mile searches in the US', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 24, max: 49, noNaN: true }),
        fc.double({ min: -125, max: -66, noNaN: true }),
        (lat, lng) => {
          expect(coveringCells({ lat, lng }, 100).length).toBeLessThanOrEqual(
            MAX_QUERIES_PER_SEARCH,
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it('only returns cells the circle reaches', () => {
    const origin = { lat: 41.88, lng: -87.62 };
    const queries = coveringCells(origin, 10);
    for (const query of queries) {
      // A range's two ends are cells the circle reaches (cells between them may be too).
      const hashes = query.from ? [query.from, query.to!] : [query.partition];
      for (const hash of hashes) {
        const bounds = geohashBounds(hash);
        const nearest = {
          lat: Math.min(bounds.maxLat, Math.max(bounds.minLat, origin.lat)),
          lng: Math.min(bounds.maxLng, Math.max(bounds.minLng, origin.lng)),
        };
        expect(haversineMiles(origin, nearest)).toBeLessThanOrEqual(10 + 1e-6);
      }
    }
  });

  it('rejects invalid radii and coordinates', () => {
    expect(() => coveringCells(NYC, -1)).toThrow(RangeError);
    expect(() => coveringCells(NYC, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => coveringCells({ lat: 95, lng: 0 }, 10)).toThrow(RangeError);
  });
});
