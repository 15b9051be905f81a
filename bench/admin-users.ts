/**
 * The admin user list at scale: pages of the profile listing, and searches by email or name,
 * over a table of generated profiles.
 *
 *   npm run bench -- admin-users [--users=10000] [--runs=200] [--seed=2026]
 *
 * It starts its own in-memory DynamoDB stand-in on a free port, writes the profiles with their
 * listing keys, then times the real `listProfiles` as the admin screen calls it: the first page,
 * a page deep in the list (by following cursors), a search that matches many users, and the worst
 * case, a search that matches one user (it reads the whole listing to fill the page). The role
 * of each listed user comes from Cognito (one lookup per row, at most 25 rows), which does not
 * grow with the number of users and is not part of this measurement.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ADMIN_PAGE_SIZE } from '../contracts/admin';
import type { Profile } from '../contracts/accounts/profile';
import { listProfiles, profileKeys } from '../lambdas/accounts/profile-store';
import { db, tableName } from '../lambdas/core/db';
import { seededRandom } from '../local/seed/random';
import { option } from './lib/options';
import { withBenchTable } from './lib/bench-table';
import { freePort } from './lib/ports';
import { writeResult } from './lib/results';
import { formatTable, percentile, round } from './lib/stats';

/** A page of the list, and a search, must come back this fast even with 10,000 users. */
const TARGET_PAGE_P99_MS = 50;
/**
 * The worst search (one match) reads the whole listing: about 3.3 MB at 10,000 users, six reads
 * of the stand-in's (DynamoDB's) 1 MB pages; on DynamoDB that is about 400 read units.
 */
const TARGET_SEARCH_P99_MS = 1000;
const TABLE = 'bench-admin-users';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const settings = {
  users: option('users', 10_000),
  runs: option('runs', 200),
  seed: option('seed', 2026),
};

const FIRST = ['Ana', 'Ben', 'Chen', 'Dara', 'Eli', 'Fatima', 'Gus', 'Hana', 'Ivan', 'Jo'];
const LAST = ['Molar', 'Smiles', 'Ruiz', 'Okafor', 'Nguyen', 'Kowalski', 'Haddad', 'Lee'];

function generateProfiles(count: number): Profile[] {
  const random = seededRandom(settings.seed);
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: count }, (_, index) => {
    const first = FIRST[Math.floor(random() * FIRST.length)] as string;
    const last = LAST[Math.floor(random() * LAST.length)] as string;
    const at = new Date(start + index * 60_000).toISOString();
    return {
      user_id: `bench-user-${String(index).padStart(6, '0')}`,
      email: `${first}.${last}.${index}@example.com`.toLowerCase(),
      first_name: first,
      last_name: last,
      user_type: random() < 0.2 ? 'professional' : 'patient',
      phone: '(555) 010-0000',
      active: random() > 0.02,
      created_at: at,
      updated_at: at,
    };
  });
}

async function load(profiles: Profile[]): Promise<void> {
  for (let start = 0; start < profiles.length; start += 25) {
    const items = profiles.slice(start, start + 25).map((profile) => ({
      PutRequest: {
        Item: {
          ...profileKeys.item(profile.user_id),
          ...profileKeys.listing(profile.created_at, profile.user_id),
          ...profile,
        },
      },
    }));
    await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: items } }));
  }
}

async function timed(run: () => Promise<{ profiles: Profile[] }>): Promise<number> {
  const started = performance.now();
  const { profiles } = await run();
  const ms = performance.now() - started;
  if (profiles.length === 0) throw new Error('a measured request returned no users');
  return ms;
}

async function measure(name: string, run: () => Promise<{ profiles: Profile[] }>) {
  for (let index = 0; index < 5; index += 1) await timed(run);
  const samples: number[] = [];
  for (let index = 0; index < settings.runs; index += 1) samples.push(await timed(run));
  return { name, p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

async function main(): Promise<number> {
  return withBenchTable(TABLE, await freePort(), async () => {
    const profiles = generateProfiles(settings.users);
    const loadStarted = Date.now();
    await load(profiles);
    console.log(`Loaded ${profiles.length} profiles in ${(Date.now() - loadStarted) / 1000} s`);

    // A cursor 40 pages in, as an admin paging far down the list would hold.
    let deepCursor: string | undefined;
    for (let page = 0; page < 40; page += 1) {
      const next = await listProfiles({ limit: ADMIN_PAGE_SIZE, cursor: deepCursor });
      deepCursor = next.nextCursor ?? undefined;
    }
    const oldest = profiles[0] as Profile;
    const rows = [
      await measure('first page', () => listProfiles({ limit: ADMIN_PAGE_SIZE })),
      await measure('page 41', () => listProfiles({ limit: ADMIN_PAGE_SIZE, cursor: deepCursor })),
      await measure('search "smiles" (many match)', () =>
        listProfiles({ q: 'smiles', limit: ADMIN_PAGE_SIZE }),
      ),
      await measure('search one email (reads all)', () =>
        listProfiles({ q: oldest.email, limit: ADMIN_PAGE_SIZE }),
      ),
    ];
    const pages = rows.slice(0, 2);
    const searches = rows.slice(2);
    const worst = rows[3] as (typeof rows)[number];
    const pass = {
      page_p99: pages.every((row) => row.p99 <= TARGET_PAGE_P99_MS),
      search_p99: searches.every((row) => row.p99 <= TARGET_SEARCH_P99_MS),
    };
    console.log('');
    console.log(
      formatTable(
        ['request', 'p50 ms', 'p99 ms'],
        rows.map((row) => [row.name, row.p50.toFixed(2), row.p99.toFixed(2)]),
      ),
    );
    console.log('');
    console.log(
      `pages p99 <= ${TARGET_PAGE_P99_MS} ms ${pass.page_p99 ? 'ok' : 'MISSED'}; ` +
        `worst-case search p99 ${worst.p99.toFixed(1)} ms (target <= ${TARGET_SEARCH_P99_MS} ms) ${pass.search_p99 ? 'ok' : 'MISSED'}`,
    );
    const file = writeResult('admin-users', {
      users: profiles.length,
      runs: settings.runs,
      page_size: ADMIN_PAGE_SIZE,
      requests: rows.map((row) => ({
        request: row.name,
        p50_ms: round(row.p50, 2),
        p99_ms: round(row.p99, 2),
      })),
      targets: { page_p99_max_ms: TARGET_PAGE_P99_MS, search_p99_max_ms: TARGET_SEARCH_P99_MS },
      pass,
    });
    console.log(`Wrote ${path.relative(root, file)}`);
    return pass.page_p99 && pass.search_p99 ? 0 : 1;
  });
}

process.exit(await main());
