import { readFileSync } from 'node:fs';
import type { LatLng } from './geo';
import { decodeZipTable, findZip, type ZipTable } from './zip-table';

/**
 * The table file. It sits beside this module in the sources and beside the bundle in a deployed
 * function (the bundling step copies it into every function whose code names it), so one
 * relative name finds it in both.
 */
export const ZIP_TABLE_FILE = 'zip-coordinates.bin';

let table: ZipTable | undefined;

/** Read and decoded on first use, then kept for the life of the process (a few milliseconds). */
function zipTable(): ZipTable {
  table ??= decodeZipTable(readFileSync(new URL(ZIP_TABLE_FILE, import.meta.url)));
  return table;
}

/**
 * Coordinates of a US ZIP code, or undefined when unknown: the Census ZCTA centroid where the ZIP
 * has a census area, otherwise its city centre (PO-box and single-address ZIPs such as 20500).
 * ZIPs are strings: numeric input would lose leading zeros (02108 is Boston, 2108 is nothing).
 */
export function lookupZip(zip: string): LatLng | undefined {
  if (!/^\d{5}$/.test(zip)) return undefined;
  return findZip(zipTable(), zip);
}
