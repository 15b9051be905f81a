import { coveringCells, haversineMiles, type LatLng } from './geo';
import type { Office } from '../../contracts/offices';
import { queryCells, type CellReadResult } from './office-store';

/** Optional narrowing of a directory search; an absent filter matches every office. */
export interface OfficeFilters {
  accepting_new_patients?: boolean;
  emergency_services?: boolean;
  /** Matches one of the office's languages, ignoring case. */
  language?: string;
  /** Matches one of the office's accepted insurance plans, ignoring case. */
  insurance?: string;
}

export type NearbyOffice = Office & { distance_miles: number };

export interface NearbySearch {
  offices: NearbyOffice[];
  /** What the search cost, for logs and benchmarks (no personal data). */
  stats: { queries: number; itemsRead: number; readUnits: number };
}

/** Distances are shown to one decimal place, like most map apps. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}

const sameText = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), 'en', { sensitivity: 'accent' }) === 0;

export function matchesFilters(office: Office, filters: OfficeFilters): boolean {
  if (
    filters.accepting_new_patients !== undefined &&
    office.accepting_new_patients !== filters.accepting_new_patients
  ) {
    return false;
  }
  if (
    filters.emergency_services !== undefined &&
    office.emergency_services !== filters.emergency_services
  ) {
    return false;
  }
  const { language, insurance } = filters;
  if (language && !office.languages_spoken.some((spoken) => sameText(spoken, language))) {
    return false;
  }
  if (insurance && !office.insurance_accepted.some((plan) => sameText(plan, insurance))) {
    return false;
  }
  return true;
}

/**
 * The listed offices within `radiusMiles` of `center` that pass the filters, nearest first.
 * Exact distances decide inclusion and order; only the reported distance is rounded. Equal
 * distances fall back to the name and then the id, so the order never depends on read order.
 */
export function rankNearby(
  center: LatLng,
  radiusMiles: number,
  candidates: readonly Office[],
  filters: OfficeFilters = {},
): NearbyOffice[] {
  return candidates
    .filter((office) => office.subscription_active && matchesFilters(office, filters))
    .map((office) => ({ office, miles: haversineMiles(center, office) }))
    .filter(({ miles }) => miles <= radiusMiles)
    .sort(
      (a, b) =>
        a.miles - b.miles ||
        a.office.office_name.localeCompare(b.office.office_name) ||
        (a.office.id < b.office.id ? -1 : a.office.id > b.office.id ? 1 : 0),
    )
    .map(({ office, miles }) => ({ ...office, distance_miles: roundMiles(miles) }));
}

/**
 * Reads only the directory cells that can hold an office within the radius, then keeps the
 * offices that really are inside it. `readCells` is the office store's reader, replaceable for
 * measurements and tests.
 */
export async function findNearbyOffices(
  center: LatLng,
  radiusMiles: number,
  filters: OfficeFilters = {},
  readCells: (cells: ReturnType<typeof coveringCells>) => Promise<CellReadResult> = queryCells,
): Promise<NearbySearch> {
  const cells = coveringCells(center, radiusMiles);
  const read = await readCells(cells);
  return {
    offices: rankNearby(center, radiusMiles, read.offices, filters),
    stats: { queries: cells.length, itemsRead: read.itemsRead, readUnits: read.readUnits },
  };
}
