/**
 * Office search at scale: the directory's cell-index search against the original design (read
 * every active office, then compute distances), on one table of generated offices.
 *
 *   npm run bench -- offices [--offices=50000] [--metros=1000] [--queries=300] [--scans=10]
 *                            [--radius=25] [--seed=2026]
 *
 * It starts its own in-memory DynamoDB stand-in on a free port, loads the offices through the
 * office store (spread over the 60 largest metros and towns across the country, 50 per area by
 * default), then times searches for random ZIP codes inside those areas. Both designs run the
 * real code: the indexed one is `findNearbyOffices` for the first page the search page shows
 * (covering cells → parallel queries of the small directory-index entries → exact distance
 * filter and ranking → one BatchGetItem for the page's listings), the baseline is a paginated
 * Scan with a filter on the subscription flag followed by the same ranking. Both must agree on
 * the count and the first page. Read units are what DynamoDB charges for the reads (the
 * stand-in reports them the way DynamoDB computes them: item bytes per request, rounded up to
 * 4 KB (per item for BatchGetItem), halved for eventually consistent reads).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lambdas/core/db';
import { DIRECTORY_ATTRIBUTES } from '../lambdas/core/table';
import { SEARCH_PAGE_SIZE } from '../contracts/offices';
import type { LatLng } from '../lambdas/offices/geo';
import { findNearbyOffices, rankNearby, type NearbyOffice } from '../lambdas/offices/office-search';
import {
  officeItem,
  publicOffice,
  putOffices,
  type OfficeRecord,
} from '../lambdas/offices/office-store';
import { lookupZip } from '../lambdas/offices/zip-lookup';
import { generateOffices } from '../local/seed/offices';
import { seededRandom } from '../local/seed/random';
import { option } from './lib/options';
import { withBenchTable } from './lib/bench-table';
import { freePort } from './lib/ports';
import { writeResult } from './lib/results';
import { formatTable, mean, percentile, round } from './lib/stats';
import { nationwideMetros } from './lib/us-metros';

const TARGET_RATIO = 50;
const TARGET_QUERY_P99_MS = 50;
const TABLE = 'bench-offices';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const settings = {
  offices: option('offices', 50_000),
  metros: option('metros', 1000),
  queries: option('queries', 300),
  scans: option('scans', 10),
  radius: option('radius', 25),
  seed: option('seed', 2026),
};

interface Measured {
  ms: number;
  /** Offices found within the radius. */
  count: number;
  /** The first page, as the search page first shows it. */
  ids: string[];
  itemsRead: number;
  readUnits: number;
}

/** The indexed design, as the search handler runs it for the first page of results. */
async function indexedSearch(zip: string): Promise<Measured> {
  const started = performance.now();
  const center = lookupZip(zip) as LatLng;
  const { count, offices, stats } = await findNearbyOffices(
    center,
    settings.radius,
    {},
    { offset: 0, limit: SEARCH_PAGE_SIZE },
  );
  const ms = performance.now() - started;
  return { ms, count, ids: offices.map((office) => office.id), ...stats };
}

/** The original design: read every active office, then compute the distances. */
async function scanSearch(zip: string): Promise<Measured> {
  const started = performance.now();
  const center = lookupZip(zip) as LatLng;
  const active: OfficeRecord[] = [];
  let itemsRead = 0;
  let readUnits = 0;
  let startKey: ScanCommandOutput['LastEvaluatedKey'];
  do {
    const page: ScanCommandOutput = await db().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'subscription_active = :active',
        ExpressionAttributeValues: { ':active': true },
        ExclusiveStartKey: startKey,
        ReturnConsumedCapacity: 'TOTAL',
      }),
    );
    active.push(...((page.Items ?? []) as OfficeRecord[]));
    itemsRead += page.ScannedCount ?? 0;
    readUnits += page.ConsumedCapacity?.CapacityUnits ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const offices: NearbyOffice[] = rankNearby(center, settings.radius, active.map(publicOffice));
  const ms = performance.now() - started;
  const ids = offices.slice(0, SEARCH_PAGE_SIZE).map((office) => office.id);
  return { ms, count: offices.length, ids, itemsRead, readUnits };
}

/**
 * Generates and stores the offices, and keeps only what the searches need (each office's ZIP):
 * a search function never holds the whole directory in memory, so neither does the benchmark
 * while it times them.
 */
async function loadOffices(metros: ReturnType<typeof nationwideMetros>) {
  let started = performance.now();
  const offices = generateOffices({ count: settings.offices, seed: settings.seed, metros });
  const generateSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await putOffices(offices);
  const loadSeconds = (performance.now() - started) / 1000;
  return {
    count: offices.length,
    activeCount: offices.filter((office) => office.subscription_active).length,
    zips: offices.map((office) => office.zip),
    itemBytes: mean(
      offices.slice(0, 1000).map((office) => Buffer.byteLength(JSON.stringify(officeItem(office)))),
    ),
    entryBytes: mean(
      offices.slice(0, 1000).map((office) => {
        const item = officeItem(office);
        const entry = [...DIRECTORY_ATTRIBUTES, 'pk', 'sk', 'gsi1pk', 'gsi1sk'].map((name) => [
          name,
          item[name],
        ]);
        return Buffer.byteLength(JSON.stringify(Object.fromEntries(entry)));
      }),
    ),
    generateSeconds,
    loadSeconds,
  };
}

function summarize(samples: Measured[]) {
  const times = samples.map((sample) => sample.ms);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    itemsRead: mean(samples.map((sample) => sample.itemsRead)),
    itemsReadP99: percentile(
      samples.map((sample) => sample.itemsRead),
      99,
    ),
    readUnits: mean(samples.map((sample) => sample.readUnits)),
    results: mean(samples.map((sample) => sample.count)),
    resultsP99: percentile(
      samples.map((sample) => sample.count),
      99,
    ),
  };
}

async function main(): Promise<number> {
  return withBenchTable(TABLE, await freePort(), async () => {
    const metros = nationwideMetros(settings.metros, seededRandom(settings.seed));
    const loaded = await loadOffices(metros);
    console.log(
      `Loaded ${loaded.count} offices (${loaded.activeCount} active) around ${metros.length} metros in ${loaded.loadSeconds.toFixed(1)} s`,
    );

    // Half the searches start at an area's central ZIP (where its offices are densest), half at
    // the ZIP of a random office (anywhere in an area).
    const random = seededRandom(settings.seed + 1);
    const searchZip = (index: number) =>
      index % 2 === 0
        ? (metros[Math.floor(random() * metros.length)]?.zip as string)
        : (loaded.zips[Math.floor(random() * loaded.zips.length)] as string);

    for (let index = 0; index < 20; index += 1) await indexedSearch(searchZip(index));

    // The indexed searches run first and the scans after them, on every n-th of the same ZIPs:
    // a scan leaves ~100 MB of garbage in both processes, and collecting it would otherwise land
    // in the timing of whichever indexed search came next.
    const zips = Array.from({ length: settings.queries }, (_, index) => searchZip(index));
    const indexed: Measured[] = [];
    for (const zip of zips) indexed.push(await indexedSearch(zip));

    const scanned: Measured[] = [];
    let mismatches = 0;
    const scanEvery = Math.max(1, Math.floor(settings.queries / settings.scans));
    await scanSearch(zips[0] as string);
    for (
      let index = 0;
      index < zips.length && scanned.length < settings.scans;
      index += scanEvery
    ) {
      const slow = await scanSearch(zips[index] as string);
      scanned.push(slow);
      // Both designs must find as many offices and show the same first page, or the timing
      // means nothing.
      const fast = indexed[index];
      if (slow.count !== fast?.count || slow.ids.join() !== fast.ids.join()) mismatches += 1;
    }

    const query = summarize(indexed);
    const scan = summarize(scanned);
    const ratio = scan.p50 / query.p50;
    const readUnitsRatio = scan.readUnits / query.readUnits;
    const pass = { ratio: ratio >= TARGET_RATIO, query_p99: query.p99 <= TARGET_QUERY_P99_MS };

    console.log('');
    console.log(
      formatTable(
        ['design', 'runs', 'p50 ms', 'p99 ms', 'items read', 'read units', 'results'],
        [
          [
            'cell index (GSI queries)',
            indexed.length,
            query.p50,
            query.p99,
            query.itemsRead,
            query.readUnits,
            query.results,
          ],
          [
            'scan active offices',
            scanned.length,
            scan.p50,
            scan.p99,
            scan.itemsRead,
            scan.readUnits,
            scan.results,
          ],
        ].map(([name, runs, ...numbers]) => [
          String(name),
          String(runs),
          ...numbers.map((value, column) => (value as number).toFixed(column < 2 ? 2 : 1)),
        ]),
      ),
    );
    console.log('');
    console.log(
      `scan/query p50 ratio ${ratio.toFixed(0)}x (target >= ${TARGET_RATIO}x) ${pass.ratio ? 'ok' : 'MISSED'}; ` +
        `query p99 ${query.p99.toFixed(2)} ms (target <= ${TARGET_QUERY_P99_MS} ms) ${pass.query_p99 ? 'ok' : 'MISSED'}`,
    );
    console.log(
      `the slowest searches are the densest: p99 ${query.resultsP99} offices found, ${query.itemsReadP99} items read`,
    );
    console.log(
      `read units per search: ${query.readUnits.toFixed(1)} vs ${scan.readUnits.toFixed(1)} (${readUnitsRatio.toFixed(0)}x less with the index); results differ in ${mismatches} of ${scanned.length} compared searches`,
    );

    const file = writeResult('offices', {
      offices: loaded.count,
      active_offices: loaded.activeCount,
      metros: metros.length,
      radius_miles: settings.radius,
      seed: settings.seed,
      query_runs: indexed.length,
      scan_runs: scanned.length,
      query_p50_ms: round(query.p50, 3),
      query_p99_ms: round(query.p99, 3),
      scan_p50_ms: round(scan.p50, 3),
      scan_p99_ms: round(scan.p99, 3),
      ratio: round(ratio, 1),
      query_items_read_per_search: round(query.itemsRead, 1),
      query_items_read_p99: query.itemsReadP99,
      scan_items_read_per_search: round(scan.itemsRead, 1),
      query_read_units_per_search: round(query.readUnits, 2),
      scan_read_units_per_search: round(scan.readUnits, 2),
      read_units_ratio: round(readUnitsRatio, 1),
      average_item_bytes: Math.round(loaded.itemBytes),
      average_index_entry_bytes: Math.round(loaded.entryBytes),
      page_size: SEARCH_PAGE_SIZE,
      average_results_per_search: round(query.results, 1),
      results_p99: query.resultsP99,
      result_mismatches: mismatches,
      generate_seconds: round(loaded.generateSeconds, 1),
      load_seconds: round(loaded.loadSeconds, 1),
      targets: { ratio_min: TARGET_RATIO, query_p99_max_ms: TARGET_QUERY_P99_MS },
      pass,
    });
    console.log(`Wrote ${path.relative(root, file)}`);
    return pass.ratio && pass.query_p99 && mismatches === 0 ? 0 : 1;
  });
}

process.exit(await main());
