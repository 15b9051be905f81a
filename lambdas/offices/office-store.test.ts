import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import dynalite from 'dynalite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOffices } from '../../local/seed/offices';
import { ensureTable } from '../../local/setup-table';
import { db, tableName } from '../core/db';
import { NotFound } from '../core/errors';
import { DIRECTORY_ATTRIBUTES } from '../core/table';
import { coveringCells, geohashEncode, officeCell } from './geo';
import {
  getActiveOffice,
  getListedOffices,
  getOffice,
  officeItem,
  officeKeys,
  putOffice,
  putOffices,
  queryCells,
  getCoupons,
  setSubscriptionActive,
  updateListing,
  type ListingFields,
  type OfficeRecord,
} from './office-store';

let server: Server;

beforeAll(async () => {
  server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(process.env, {
    STAGE: 'local',
    TABLE_NAME: 'offices-store-test',
    USER_POOL_ID: 'local_pool',
    USER_POOL_CLIENT_ID: 'local-client',
    EMAIL_FROM: 'no-reply@example.com',
    SUPPORT_EMAIL: 'support@example.com',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${port}`,
  });
  const client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await ensureTable(client, 'offices-store-test');
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const offices = generateOffices({ count: 40, seed: 7, inactiveRatio: 0.3 });
const active = offices.find((office) => office.subscription_active) as OfficeRecord;
const inactive = offices.find((office) => !office.subscription_active) as OfficeRecord;

async function rawItem(id: string) {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: officeKeys.item(id) }),
  );
  return Item;
}

/** Ids the directory index lists within 40 miles of an office (every demo metro is 30 miles wide). */
async function listedNear(office: OfficeRecord): Promise<string[]> {
  const { entries } = await queryCells(coveringCells(office, 40));
  return entries.map((entry) => entry.id);
}

describe('officeItem', () => {
  it('lists an active office under its geohash cell and keeps the keys on every item', () => {
    const item = officeItem(active);
    const { partition, position } = officeCell(active.lat, active.lng);
    expect(item.gsi1pk).toBe(`CELL#${partition}`);
    expect(item.gsi1sk).toBe(`${position}#${active.id}`);
    expect(item.cell_gsi1pk).toBe(item.gsi1pk);
    expect(item.cell_gsi1sk).toBe(item.gsi1sk);
    expect(item.gsi1sk).toMatch(new RegExp(`^${geohashEncode(active.lat, active.lng, 7)}#`));
  });

  it('leaves an inactive office out of the directory index', () => {
    const item = officeItem(inactive);
    expect(item).not.toHaveProperty('gsi1pk');
    expect(item).not.toHaveProperty('gsi1sk');
    expect(item.cell_gsi1pk).toBe(`CELL#${officeCell(inactive.lat, inactive.lng).partition}`);
  });
});

describe('office store', () => {
  beforeAll(async () => {
    await putOffices(offices);
  });

  it('reads back exactly the stored fields, without keys', async () => {
    expect(await getOffice(inactive.id)).toEqual(inactive);
    expect(await getActiveOffice(active.id)).toEqual(active);
  });

  it('never returns an inactive or unknown office as active', async () => {
    expect(await getActiveOffice(inactive.id)).toBeUndefined();
    expect(await getActiveOffice('ofc_missing')).toBeUndefined();
  });

  it('finds the directory entries of active offices by cell and never inactive ones', async () => {
    const { entries: found, itemsRead, readUnits } = await queryCells(coveringCells(active, 40));
    const ids = found.map((entry) => entry.id);
    expect(ids).toContain(active.id);
    expect(found.every((entry) => entry.subscription_active)).toBe(true);
    const inactiveIds = new Set(offices.filter((o) => !o.subscription_active).map((o) => o.id));
    expect(ids.filter((id) => inactiveIds.has(id))).toEqual([]);
    expect(itemsRead).toBe(found.length);
    expect(readUnits).toBeGreaterThan(0);
    // Only what ranking needs: no keys, no contact email, no description.
    const entry = found.find((candidate) => candidate.id === active.id);
    expect(Object.keys(entry ?? {}).sort()).toEqual([...DIRECTORY_ATTRIBUTES].sort());
    expect(entry).toEqual(
      Object.fromEntries(DIRECTORY_ATTRIBUTES.map((attribute) => [attribute, active[attribute]])),
    );
  });

  it('reads the listings of a page in the order asked, leaving out unlisted offices', async () => {
    const listed = offices.filter((office) => office.subscription_active).slice(0, 5);
    const ids = [listed[3], listed[0], inactive, listed[4]].map((office) => office?.id as string);
    const {
      offices: found,
      itemsRead,
      readUnits,
    } = await getListedOffices([...ids, 'ofc_missing']);
    expect(found.map((office) => office.id)).toEqual([ids[0], ids[1], ids[3]]);
    expect(itemsRead).toBe(5);
    expect(readUnits).toBeGreaterThan(0);
    // The public listing only: the contact email, the coupon text and the cell keys stay in
    // the table; the public learns whether there is a coupon.
    const { contact_email: _email, coupon_offer: coupon, ...listing } = listed[3] as OfficeRecord;
    expect(found[0]).toEqual({ ...listing, has_coupon: coupon !== '' });
    expect(found[0]).not.toHaveProperty('coupon_offer');
    expect((await getListedOffices([])).offices).toEqual([]);
  });

  it('reads more than one batch of listings', async () => {
    const many = Array.from({ length: 130 }, (_, index) => ({
      ...active,
      id: `ofc_batch_${String(index).padStart(3, '0')}`,
    }));
    await putOffices(many);
    const ids = many.map((office) => office.id).reverse();
    const { offices: found, itemsRead } = await getListedOffices(ids);
    expect(found.map((office) => office.id)).toEqual(ids);
    expect(itemsRead).toBe(130);
  });

  it('lists and unlists an office with the subscription flag', async () => {
    const office = { ...inactive, id: 'ofc_toggle' };
    await putOffice(office);
    expect(await listedNear(office)).not.toContain(office.id);

    const listed = await setSubscriptionActive(office.id, true);
    expect(listed).toEqual({ ...office, subscription_active: true });
    expect(await getActiveOffice(office.id)).toBeDefined();
    expect(await listedNear(office)).toContain(office.id);
    expect((await rawItem(office.id))?.gsi1sk).toBe(officeItem(office).cell_gsi1sk);

    await setSubscriptionActive(office.id, false);
    expect(await getActiveOffice(office.id)).toBeUndefined();
    expect(await listedNear(office)).not.toContain(office.id);
    const item = await rawItem(office.id);
    expect(item).not.toHaveProperty('gsi1pk');
    expect(item).not.toHaveProperty('gsi1sk');
    expect(item?.subscription_active).toBe(false);
  });

  it('refuses to change the subscription of an office that does not exist', async () => {
    await expect(setSubscriptionActive('ofc_nobody', true)).rejects.toBeInstanceOf(NotFound);
    expect(await rawItem('ofc_nobody')).toBeUndefined();
  });

  it('follows query pages to the end', async () => {
    // ~1.2 MB of index entries in one cell: more than one 1 MB page.
    const crowd = Array.from({ length: 1100 }, (_, index) => ({
      ...active,
      id: `ofc_crowd_${String(index).padStart(4, '0')}`,
      lat: 45.5,
      lng: -122.6,
      subscription_active: true,
      office_name: `Crowded Dental ${'x'.repeat(900)} ${index}`,
    }));
    await putOffices(crowd);
    const { partition } = officeCell(45.5, -122.6);
    const { entries: found, readUnits } = await queryCells([{ partition }]);
    expect(found).toHaveLength(crowd.length);
    expect(new Set(found.map((entry) => entry.id)).size).toBe(crowd.length);
    // 4 KB units at half price (eventually consistent): at least 1.1 MB / 8 KB.
    expect(readUnits).toBeGreaterThan(1_100_000 / 8192);
  });

  /** The listing fields of a record, as the editor sends them. */
  const fieldsOf = ({
    id: _id,
    contact_email: _email,
    subscription_active: _active,
    ...fields
  }: OfficeRecord): ListingFields => fields;

  it('edits a listed office in place and moves it to its new cell at once', async () => {
    const office = { ...active, id: 'ofc_edit_live', subscription_active: true };
    await putOffice(office);
    expect(await listedNear(office)).toContain(office.id);

    // Across the country: a different directory cell.
    const moved = { ...office, lat: 34.05, lng: -118.24, office_name: 'Moved Dental' };
    const { practice_type: _type, facebook_url: _facebook, ...withoutOptional } = fieldsOf(moved);
    const saved = await updateListing(office.id, withoutOptional);
    expect(saved.office_name).toBe('Moved Dental');
    expect(saved.contact_email).toBe(office.contact_email);
    expect(saved.subscription_active).toBe(true);
    // Optional fields left out are removed, not kept from before.
    expect(saved).not.toHaveProperty('practice_type');
    expect(saved).not.toHaveProperty('facebook_url');
    expect(await listedNear(office)).not.toContain(office.id);
    expect(await listedNear(moved)).toContain(office.id);
    const item = await rawItem(office.id);
    expect(item?.gsi1pk).toBe(officeKeys.directory(moved).gsi1pk);
    expect(item?.cell_gsi1pk).toBe(officeKeys.directory(moved).gsi1pk);
  });

  it('keeps an unlisted office out of the directory when it is edited, and lists it at its new place later', async () => {
    const office = { ...inactive, id: 'ofc_edit_unlisted', subscription_active: false };
    await putOffice(office);
    const moved = { ...office, lat: 41.88, lng: -87.63 };
    await updateListing(office.id, fieldsOf(moved));
    expect(await rawItem(office.id)).not.toHaveProperty('gsi1pk');
    expect(await listedNear(moved)).not.toContain(office.id);
    await setSubscriptionActive(office.id, true);
    expect(await listedNear(moved)).toContain(office.id);
  });

  it('refuses to edit an office that does not exist', async () => {
    await expect(updateListing('ofc_nobody_edit', fieldsOf(active))).rejects.toBeInstanceOf(
      NotFound,
    );
    expect(await rawItem('ofc_nobody_edit')).toBeUndefined();
  });

  it('reads coupon texts with the listing state, leaving unknown offices out', async () => {
    const withCoupon = { ...active, id: 'ofc_coupon_a', coupon_offer: '10% off' };
    const unlisted = { ...inactive, id: 'ofc_coupon_b', coupon_offer: 'Free exam' };
    await putOffices([withCoupon, unlisted]);
    const found = await getCoupons(['ofc_coupon_a', 'ofc_coupon_b', 'ofc_coupon_missing']);
    expect(found.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'ofc_coupon_a', coupon_offer: '10% off', subscription_active: true },
      { id: 'ofc_coupon_b', coupon_offer: 'Free exam', subscription_active: false },
    ]);
  });
});
