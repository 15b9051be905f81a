/**
 * `npm run build:zip-table`: writes `lambdas/offices/zip-coordinates.bin` from the two ZIP
 * datasets (see zip-table-sources.ts). Run it after updating either package; a unit test fails
 * while the file in the repository differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { encodeZipTable } from '../lambdas/offices/zip-table';
import { ZIP_TABLE_FILE } from '../lambdas/offices/zip-lookup';
import { repoRoot } from '../lib/paths';
import { zipTableEntries } from './zip-table-sources';

const entries = zipTableEntries();
const bytes = encodeZipTable(entries);
const file = join(repoRoot, 'lambdas', 'offices', ZIP_TABLE_FILE);
writeFileSync(file, bytes);
console.log(
  `${entries.length} ZIPs → ${file}: ${bytes.length} bytes (${gzipSync(bytes).length} gzip)`,
);
