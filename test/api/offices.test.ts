import { describe, expect, it } from 'vitest';
import {
  SEARCH_PAGE_MAX,
  SEARCH_PAGE_SIZE,
  type OfficeWithDistance,
  type SearchOfficesResponse,
} from '../../contracts/offices';
import { haversineMiles, type LatLng } from '../../lambdas/offices/geo';
import { DEMO_METROS, demoOffices, type SeedOffice } from '../../local/seed/offices';
import { seededRandom } from '../../local/seed/random';
import { lookupZip } from '../../lambdas/offices/zip-lookup';
import { callApi } from '../support/stack';

type ErrorAnswer = { error: { code: string; message: string; field?: string } };

const demo = demoOffices();
const demoIds = new Set(demo.map((office) => office.id));
const activeDemo = demo.filter((office) => office.subscription_active);
const inactiveDemo = demo.filter((office) => !office.subscription_active);

/** What the search must return, computed the slow way: every active demo office, by distance. */
function bruteForce(
  center: LatLng,
  radius: number,
  keep: (office: SeedOffice) => boolean = () => true,
) {
  return activeDemo
    .filter(keep)
    .map((office) => ({ office, miles: haversineMiles(center, office) }))
    .filter(({ miles }) => miles <= radius)
    .sort(
      (a, b) =>
        a.miles - b.miles ||
        a.office.office_name.localeCompare(b.office.office_name) ||
        (a.office.id < b.office.id ? -1 : 1),
    );
}

async function search(query: string) {
  return callApi<SearchOfficesResponse & ErrorAnswer>('GET', `/api/offices?${query}`);
}

/**
 * Every page of a search, `limit` at a time, checking that the pages chain together: the same
 * count on each, offsets that follow on, and a null next offset only on the last.
 */
async function searchAll(query: string, limit = SEARCH_PAGE_MAX) {
  const pages: SearchOfficesResponse[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const { status, body } = await search(`${query}&limit=${limit}&offset=${offset}`);
    expect(status).toBe(200);
    expect(body.offset).toBe(offset);
    expect(body.offices.length).toBeLessThanOrEqual(limit);
    if (pages[0]) expect(body.count).toBe(pages[0].count);
    pages.push(body);
    offset = body.next_offset;
    if (offset !== null) expect(offset).toBe(body.offset + limit);
    expect(pages.length).toBeLessThan(200);
  }
  const first = pages[0] as SearchOfficesResponse;
  const offices = pages.flatMap((page) => page.offices);
  expect(offices).toHaveLength(first.count);
  expect(new Set(offices.map((office) => office.id)).size).toBe(offices.length);
  return { ...first, pages: pages.length, offices };
}

/** Offices added by other suites may share the table; the demo ones are what we can predict. */
const demoOnly = (offices: OfficeWithDistance[]) =>
  offices.filter((office) => demoIds.has(office.id));

describe('GET /api/offices', () => {
  // Seeded, so the random cases are the same on every run and a failure can be replayed.
  const random = seededRandom(20_261_101);
  const cases = Array.from({ length: 20 }, (_, index) => {
    // Half the searches start at a metro centre, half at the ZIP of a random demo office.
    const zip =
      index % 2 === 0
        ? (DEMO_METROS[Math.floor(random() * DEMO_METROS.length)]?.zip as string)
        : (demo[Math.floor(random() * demo.length)]?.zip as string);
    const radius = 1 + Math.floor(random() * 100);
    const limit = 1 + Math.floor(random() * 15);
    return { zip, radius, limit };
  });

  it.each(cases)(
    'ZIP $zip within $radius miles equals a brute-force distance filter ($limit a page)',
    async ({ zip, radius, limit }) => {
      const center = lookupZip(zip) as LatLng;
      const body = await searchAll(`zip=${zip}&radius=${radius}`, limit);
      expect(body.zip).toBe(zip);
      expect(body.radius_miles).toBe(radius);
      expect(body.center).toEqual(center);

      const expected = bruteForce(center, radius);
      const found = demoOnly(body.offices);
      expect(found.map((office) => office.id)).toEqual(expected.map(({ office }) => office.id));
      expect(found.map((office) => office.distance_miles)).toEqual(
        expected.map(({ miles }) => Math.round(miles * 10) / 10),
      );
      const distances = body.offices.map((office) => office.distance_miles);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    },
  );

  it('includes crowded searches among the random cases', () => {
    const counts = cases.map(
      ({ zip, radius }) => bruteForce(lookupZip(zip) as LatLng, radius).length,
    );
    expect(Math.max(...counts)).toBeGreaterThan(20);
  });

  it('uses a 25-mile radius and returns the first page when nothing else is asked', async () => {
    const { status, body } = await search('zip=60601');
    expect(status).toBe(200);
    expect(body.radius_miles).toBe(25);
    expect(body.offset).toBe(0);
    const expected = bruteForce(lookupZip('60601') as LatLng, 25);
    expect(expected.length).toBeGreaterThan(SEARCH_PAGE_SIZE);
    expect(body.count).toBeGreaterThanOrEqual(expected.length);
    expect(body.offices).toHaveLength(SEARCH_PAGE_SIZE);
    expect(body.next_offset).toBe(SEARCH_PAGE_SIZE);
    const all = await searchAll('zip=60601');
    expect(all.offices.slice(0, SEARCH_PAGE_SIZE)).toEqual(body.offices);
    expect(demoOnly(all.offices).map((office) => office.id)).toEqual(
      expected.map(({ office }) => office.id),
    );
  });

  it('answers a page past the end with the count and no offices', async () => {
    const { status, body } = await search('zip=10001&radius=10&offset=5000');
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThan(0);
    expect(body.offset).toBe(5000);
    expect(body.next_offset).toBeNull();
    expect(body.offices).toEqual([]);
  });

  it.each([
    ['20500', 'the White House: a ZIP with no census area', 38.8977, -77.0365, 0],
    ['10008', 'a Manhattan PO-box ZIP', 40.7128, -74.006, 1],
  ])('searches from %s (%s) as from its city centre', async (zip, _what, lat, lng, atLeast) => {
    const center = lookupZip(zip) as LatLng;
    expect(haversineMiles(center, { lat, lng })).toBeLessThan(5);
    const all = await searchAll(`zip=${zip}&radius=25`);
    expect(all.center).toEqual(center);
    const expected = bruteForce(center, 25).map(({ office }) => office.id);
    expect(expected.length).toBeGreaterThanOrEqual(atLeast);
    expect(demoOnly(all.offices).map((office) => office.id)).toEqual(expected);
  });

  it('finds nothing where the directory has no offices', async () => {
    const { status, body } = await search('zip=59001&radius=100');
    expect(status).toBe(200);
    expect(body.count).toBe(0);
    expect(body.next_offset).toBeNull();
    expect(body.offices).toEqual([]);
  });

  it('never returns an office without an active subscription', async () => {
    expect(inactiveDemo.length).toBeGreaterThan(0);
    for (const office of inactiveDemo.slice(0, 8)) {
      const { body } = await search(`zip=${office.zip}&radius=3`);
      expect(body.offices.map((listed) => listed.id)).not.toContain(office.id);
    }
    const body = await searchAll('zip=10001&radius=100');
    const inactiveIds = new Set(inactiveDemo.map((office) => office.id));
    expect(body.offices.filter((office) => inactiveIds.has(office.id))).toEqual([]);
    expect(body.offices.every((office) => office.subscription_active)).toBe(true);
  });

  it('keeps the contact email on the server', async () => {
    const body = await searchAll('zip=02108&radius=10');
    expect(body.offices.length).toBeGreaterThan(0);
    for (const office of body.offices) {
      expect(office).not.toHaveProperty('contact_email');
      expect(
        Object.keys(office).some((key) => key.startsWith('gsi') || key.startsWith('cell')),
      ).toBe(false);
    }
  });

  it('applies the yes/no filters', async () => {
    const center = lookupZip('10001') as LatLng;
    const body = await searchAll(
      'zip=10001&radius=50&accepting_new_patients=true&emergency_services=true',
    );
    const expected = bruteForce(
      center,
      50,
      (office) => office.accepting_new_patients && office.emergency_services,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(demoOnly(body.offices).map((office) => office.id)).toEqual(
      expected.map(({ office }) => office.id),
    );
  });

  it('matches language and insurance ignoring case', async () => {
    const center = lookupZip('78701') as LatLng;
    const body = await searchAll('zip=78701&radius=40&language=SPANISH&insurance=delta%20dental');
    const expected = bruteForce(
      center,
      40,
      (office) =>
        office.languages_spoken.includes('Spanish') &&
        office.insurance_accepted.includes('Delta Dental'),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(bruteForce(center, 40).length);
    expect(demoOnly(body.offices).map((office) => office.id)).toEqual(
      expected.map(({ office }) => office.id),
    );
  });

  it.each([
    ['', 400, 'zip', 'ZIP code is required'],
    ['zip=1234', 400, 'zip', 'ZIP code must be exactly 5 digits'],
    ['zip=abcde', 400, 'zip', 'ZIP code must be exactly 5 digits'],
    ['zip=123456', 400, 'zip', 'ZIP code must be exactly 5 digits'],
    ['zip=10001&radius=0', 400, 'radius', 'Radius must be at least 1 mile'],
    ['zip=10001&radius=101', 400, 'radius', 'Radius must be at most 100 miles'],
    ['zip=10001&radius=abc', 400, 'radius', 'Radius must be a number of miles'],
    ['zip=10001&radius=2.5', 400, 'radius', 'Radius must be a whole number of miles'],
    ['zip=10001&accepting_new_patients=yes', 400, 'accepting_new_patients', undefined],
    ['zip=10001&offset=-1', 400, 'offset', 'Offset must be at least 0'],
    ['zip=10001&offset=1.5', 400, 'offset', 'Offset must be a whole number'],
    ['zip=10001&offset=10001', 400, 'offset', 'Offset must be at most 10000'],
    ['zip=10001&limit=0', 400, 'limit', 'Limit must be at least 1'],
    ['zip=10001&limit=101', 400, 'limit', 'Limit must be at most 100'],
    ['zip=10001&limit=ten', 400, 'limit', 'Limit must be a number'],
    ['zip=00000', 404, 'zip', "We couldn't find ZIP code 00000. Check the number and try again."],
  ] as const)('refuses "%s" with %i naming %s', async (query, status, field, message) => {
    const answer = await search(query);
    expect(answer.status).toBe(status);
    expect(answer.body.error.field).toBe(field);
    expect(answer.body.error.code).toBe(status === 404 ? 'not_found' : 'bad_request');
    if (message) expect(answer.body.error.message).toBe(message);
  });
});

describe('GET /api/offices/{id}', () => {
  it('returns an active office without its contact email', async () => {
    const office = activeDemo[0] as SeedOffice;
    const { status, body } = await callApi<Record<string, unknown>>(
      'GET',
      `/api/offices/${office.id}`,
    );
    expect(status).toBe(200);
    expect(body.id).toBe(office.id);
    expect(body.office_name).toBe(office.office_name);
    expect(body.subscription_active).toBe(true);
    expect(body).not.toHaveProperty('contact_email');
  });

  it('answers 404 for every office without an active subscription', async () => {
    for (const office of inactiveDemo) {
      const { status, body } = await callApi<ErrorAnswer>('GET', `/api/offices/${office.id}`);
      expect(status, office.id).toBe(404);
      expect(body.error.code).toBe('not_found');
    }
  });

  it('answers 404 for an unknown office and 400 for a malformed id', async () => {
    expect((await callApi('GET', '/api/offices/ofc_unknown0000')).status).toBe(404);
    const malformed = await callApi<ErrorAnswer>(
      'GET',
      `/api/offices/${encodeURIComponent('a b')}`,
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.field).toBe('id');
  });
});
