import { coveringCells, haversineMiles, type CellQuery, type LatLng } from './geo';
import type { Office } from '../../contracts/offices';
import {
  getListedOffices,
  queryCells,
  type CellReadResult,
  type DirectoryEntry,
  type ListingReadResult,
} from './office-store';

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

/** Which part of the nearest-first list to return. */
export interface SearchPage {
  offset: number;
  limit: number;
}

export interface NearbySearch {
  /** Every office that matches, on all pages. */
  count: number;
  /** The requested page, nearest first. */
  offices: NearbyOffice[];
  /** What the search cost, for logs and benchmarks (no personal data). */
  stats: { queries: number; itemsRead: number; readUnits: number };
}

/** Where a search reads from: the office store, replaceable in tests. */
export interface DirectoryReader {
  readCells(cells: readonly CellQuery[]): Promise<CellReadResult>;
  readListings(ids: readonly string[]): Promise<ListingReadResult>;
}

const storeReader: DirectoryReader = { readCells: queryCells, readListings: getListedOffices };

/** Distances are shown to one decimal place, like most map apps. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}

const sameText = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), 'en', { sensitivity: 'accent' }) === 0;

export function matchesFilters(office: DirectoryEntry, filters: OfficeFilters): boolean {
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
export function rankNearby<T extends DirectoryEntry>(
  center: LatLng,
  radiusMiles: number,
  candidates: readonly T[],
  filters: OfficeFilters = {},
): Array<T & { distance_miles: number }> {
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
 * Reads only the directory cells that can hold an office within the radius, ranks their small
 * index entries (which carry the filter attributes), then reads the full listings of the
 * requested page alone. The count covers every page.
 */
export async function findNearbyOffices(
  center: LatLng,
  radiusMiles: number,
  filters: OfficeFilters,
  page: SearchPage,
  reader: DirectoryReader = storeReader,
): Promise<NearbySearch> {
  const cells = coveringCells(center, radiusMiles);
  const read = await reader.readCells(cells);
  const ranked = rankNearby(center, radiusMiles, read.entries, filters);
  const shown = ranked.slice(page.offset, page.offset + page.limit);
  const listings =
    shown.length > 0
      ? await reader.readListings(shown.map((entry) => entry.id))
      : { offices: [], itemsRead: 0, readUnits: 0 };
  const byId = new Map(listings.offices.map((office) => [office.id, office]));
  // An office whose subscription ended between the two reads is left off the page.
  const offices = shown.flatMap((entry) => {
    const office = byId.get(entry.id);
    return office ? [{ ...office, distance_miles: entry.distance_miles }] : [];
  });
  return {
    count: ranked.length,
    offices,
    stats: {
      queries: cells.length + (shown.length > 0 ? 1 : 0),
      itemsRead: read.itemsRead + listings.itemsRead,
      readUnits: read.readUnits + listings.readUnits,
    },
  };
}
