import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import type { MyOffice } from '../../contracts/dashboard';
import { office as officeSchema, type Office } from '../../contracts/offices';
import { db, isConditionFailure, tableName } from '../core/db';
import { NotFound } from '../core/errors';
import { DIRECTORY_ATTRIBUTES, GSI1, stripKeys } from '../core/table';
import { officeCell, type CellQuery } from './geo';

/**
 * The office entity: its keys, its index and the one place that reads and writes offices.
 *
 * Keys: pk=OFFICE#<id>, sk=OFFICE. The directory index (gsi1, sparse) holds the ACTIVE offices:
 * gsi1pk=CELL#<partition cell>, gsi1sk=<position>#<id> (cells and positions: see geo.ts).
 *
 * An office item always carries its directory keys in `cell_gsi1pk` / `cell_gsi1sk` (plain
 * attributes, not indexed). Only while its subscription is active are they copied into
 * `gsi1pk` / `gsi1sk`, which puts it in the sparse directory index. Keeping the copy on the item
 * lets a subscription change list or unlist an office with one UpdateItem, without reading its
 * coordinates first.
 */
export const officeKeys = {
  item: (id: string) => ({ pk: `OFFICE#${id}`, sk: 'OFFICE' }),
  /** The directory index partition of a cell. */
  cellPartition: (partition: string) => `CELL#${partition}`,
  directory: (record: Pick<OfficeRecord, 'id' | 'lat' | 'lng'>) => {
    const { partition, position } = officeCell(record.lat, record.lng);
    return { gsi1pk: officeKeys.cellPartition(partition), gsi1sk: `${position}#${record.id}` };
  },
};

/**
 * An office as stored: every detail its owner sees on the dashboard (the public listing plus
 * what stays on the server, such as the contact email), without the derived `listing_live`.
 */
export type OfficeRecord = Omit<MyOffice, 'listing_live' | 'has_coupon'>;

/** The listing fields an owner edits; the id, contact email and subscription stay as they are. */
export type ListingFields = Omit<OfficeRecord, 'id' | 'contact_email' | 'subscription_active'>;

/** Optional listing attributes: an edit that leaves them out removes them. */
const OPTIONAL_LISTING_ATTRIBUTES = [
  'practice_type',
  'years_in_practice',
  'facebook_url',
  'instagram_url',
] as const satisfies ReadonlyArray<keyof ListingFields>;

/** What the directory index holds for an office: enough to place, filter and order it. */
export type DirectoryEntry = Pick<Office, (typeof DIRECTORY_ATTRIBUTES)[number]>;

/** What a read cost, for logs and capacity measurements. */
export interface ReadCost {
  /** Items DynamoDB read (every item of the queried cells, every key of a batch). */
  itemsRead: number;
  /** Read capacity units DynamoDB charged. */
  readUnits: number;
}

export interface CellReadResult extends ReadCost {
  entries: DirectoryEntry[];
}

export interface ListingReadResult extends ReadCost {
  /** The listed offices among the ids asked for, in the order asked; the others are left out. */
  offices: Office[];
}

const BATCH_SIZE = 25;
const BATCH_CONCURRENCY = 4;
const MAX_BATCH_ATTEMPTS = 8;
/** BatchGetItem's limit of keys per request. */
const GET_BATCH_SIZE = 100;

const CELL_ATTRIBUTES = ['cell_gsi1pk', 'cell_gsi1sk'] as const;

/** A projection over attribute names, numbered since some (like `state`) are reserved words. */
function projection(prefix: string, attributes: readonly string[]) {
  return {
    ProjectionExpression: attributes.map((_, index) => `#${prefix}${index}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(
      attributes.map((attribute, index) => [`#${prefix}${index}`, attribute]),
    ),
  };
}

/** The index entry without its keys. */
const DIRECTORY_PROJECTION = projection('d', DIRECTORY_ATTRIBUTES);
/**
 * The contract's listing attributes, with the coupon text in place of the derived `has_coupon`:
 * a search never reads contact emails.
 */
const LISTING_PROJECTION = projection('l', [
  ...Object.keys(officeSchema.shape).filter((attribute) => attribute !== 'has_coupon'),
  'coupon_offer',
]);

/** A stored listing, as a search reads it (without the contact email) or in full. */
type StoredListing = Omit<OfficeRecord, 'contact_email'> & { contact_email?: string };

/** An office as the public sees it: whether it has a coupon, never the coupon's text. */
export function publicOffice(record: StoredListing): Office {
  const { coupon_offer: coupon, contact_email: _contact, ...listing } = record;
  return { ...listing, has_coupon: coupon.trim() !== '' };
}

/** The full item for an office; listed in the directory index only when its subscription is active. */
export function officeItem(record: OfficeRecord): Record<string, unknown> {
  const cell = officeKeys.directory(record);
  return {
    ...officeKeys.item(record.id),
    ...record,
    cell_gsi1pk: cell.gsi1pk,
    cell_gsi1sk: cell.gsi1sk,
    ...(record.subscription_active ? cell : {}),
  };
}

function toRecord(item: Record<string, unknown>): OfficeRecord {
  const copy: Record<string, unknown> = stripKeys(item);
  for (const attribute of CELL_ATTRIBUTES) delete copy[attribute];
  return copy as OfficeRecord;
}

/** Creates or replaces an office. */
export async function putOffice(record: OfficeRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: officeItem(record) }));
}

/** Writes many offices with BatchWriteItem (25 per request), retrying what DynamoDB leaves unprocessed. */
export async function putOffices(records: readonly OfficeRecord[]): Promise<void> {
  const chunks: Array<Record<string, unknown>[]> = [];
  for (let start = 0; start < records.length; start += BATCH_SIZE) {
    chunks.push(records.slice(start, start + BATCH_SIZE).map(officeItem));
  }
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const chunk = chunks[next] as Record<string, unknown>[];
      next += 1;
      await writeBatch(chunk);
    }
  };
  await Promise.all(Array.from({ length: Math.min(BATCH_CONCURRENCY, chunks.length) }, worker));
}

async function writeBatch(items: Record<string, unknown>[]): Promise<void> {
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 1; requests.length > 0; attempt += 1) {
    if (attempt > MAX_BATCH_ATTEMPTS) {
      throw new Error(
        `${requests.length} offices were still unprocessed after ${MAX_BATCH_ATTEMPTS} attempts`,
      );
    }
    if (attempt > 1) await sleep(Math.min(1000, 25 * 2 ** attempt));
    const { UnprocessedItems } = await db().send(
      new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
    );
    requests = (UnprocessedItems?.[tableName()] ?? []).flatMap((request) =>
      request.PutRequest?.Item ? [{ PutRequest: { Item: request.PutRequest.Item } }] : [],
    );
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Any stored office, listed or not (for its owner and admins). */
export async function getOffice(id: string): Promise<OfficeRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: officeKeys.item(id) }),
  );
  return Item ? toRecord(Item) : undefined;
}

/** The office, only while its subscription is active: what the public may see. */
export async function getActiveOffice(id: string): Promise<OfficeRecord | undefined> {
  const office = await getOffice(id);
  return office?.subscription_active === true ? office : undefined;
}

/**
 * Reads the directory entry of every listed office in the given cells: the queries run in
 * parallel, each following its pages to the end.
 */
export async function queryCells(cells: readonly CellQuery[]): Promise<CellReadResult> {
  const results = await Promise.all(cells.map(queryCell));
  const { byId, ...cost } = combine(
    results.map((result) => ({ ...result, items: result.entries })),
  );
  return { entries: [...byId.values()], ...cost };
}

/** Several reads as one: their items by id (each office once) and their summed cost. */
function combine<T extends { id: string }>(results: ReadonlyArray<ReadCost & { items: T[] }>) {
  const byId = new Map<string, T>();
  let itemsRead = 0;
  let readUnits = 0;
  for (const result of results) {
    itemsRead += result.itemsRead;
    readUnits += result.readUnits;
    for (const item of result.items) byId.set(item.id, item);
  }
  return { byId, itemsRead, readUnits };
}

async function queryCell(cell: CellQuery): Promise<CellReadResult> {
  const entries: DirectoryEntry[] = [];
  let readUnits = 0;
  let itemsRead = 0;
  let startKey: QueryCommandOutput['LastEvaluatedKey'];
  const range = cell.from !== undefined && cell.to !== undefined;
  do {
    const page: QueryCommandOutput = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1,
        // Sort keys are `<geohash7>#<id>`: every key of a sub-cell sorts at or after the
        // sub-cell's hash and before the hash followed by '~' (above every geohash character).
        KeyConditionExpression: range
          ? 'gsi1pk = :partition AND gsi1sk BETWEEN :from AND :to'
          : 'gsi1pk = :partition',
        ExpressionAttributeValues: {
          ':partition': officeKeys.cellPartition(cell.partition),
          ...(range ? { ':from': cell.from, ':to': `${cell.to}~` } : {}),
        },
        ...DIRECTORY_PROJECTION,
        ExclusiveStartKey: startKey,
        ReturnConsumedCapacity: 'TOTAL',
      }),
    );
    for (const item of page.Items ?? []) entries.push(item as DirectoryEntry);
    itemsRead += page.ScannedCount ?? page.Items?.length ?? 0;
    readUnits += page.ConsumedCapacity?.CapacityUnits ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { entries, itemsRead, readUnits };
}

/**
 * The public listings of the given offices (one page of search results), read with
 * BatchGetItem. Offices that are gone or no longer subscribed are left out.
 */
export async function getListedOffices(ids: readonly string[]): Promise<ListingReadResult> {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += GET_BATCH_SIZE) {
    chunks.push(ids.slice(start, start + GET_BATCH_SIZE));
  }
  const results = await Promise.all(chunks.map(readBatch));
  const { byId, ...cost } = combine(
    results.map((result) => ({ ...result, items: result.offices })),
  );
  const offices = ids.flatMap((id) => {
    const office = byId.get(id);
    return office?.subscription_active === true ? [office] : [];
  });
  return { offices, ...cost };
}

async function readBatch(ids: readonly string[]): Promise<ListingReadResult> {
  const offices: Office[] = [];
  let readUnits = 0;
  let keysToRead: Record<string, unknown>[] = ids.map((id) => officeKeys.item(id));
  for (let attempt = 1; keysToRead.length > 0; attempt += 1) {
    if (attempt > MAX_BATCH_ATTEMPTS) {
      throw new Error(
        `${keysToRead.length} offices were still unread after ${attempt - 1} attempts`,
      );
    }
    if (attempt > 1) await sleep(Math.min(1000, 25 * 2 ** attempt));
    const { Responses, UnprocessedKeys, ConsumedCapacity } = await db().send(
      new BatchGetCommand({
        RequestItems: { [tableName()]: { Keys: keysToRead, ...LISTING_PROJECTION } },
        ReturnConsumedCapacity: 'TOTAL',
      }),
    );
    for (const item of Responses?.[tableName()] ?? []) {
      offices.push(publicOffice(item as StoredListing));
    }
    readUnits += (ConsumedCapacity ?? []).reduce((sum, used) => sum + (used.CapacityUnits ?? 0), 0);
    keysToRead = UnprocessedKeys?.[tableName()]?.Keys ?? [];
  }
  return { offices, itemsRead: ids.length, readUnits };
}

export interface StoredCoupon {
  id: string;
  coupon_offer: string;
  subscription_active: boolean;
}

/** The coupon text and listing state of the given offices (at most 100); unknown ids are left out. */
export async function getCoupons(ids: readonly string[]): Promise<StoredCoupon[]> {
  if (ids.length > GET_BATCH_SIZE) throw new Error(`At most ${GET_BATCH_SIZE} offices at a time`);
  const found: StoredCoupon[] = [];
  let keysToRead: Record<string, unknown>[] = ids.map((id) => officeKeys.item(id));
  for (let attempt = 1; keysToRead.length > 0; attempt += 1) {
    if (attempt > MAX_BATCH_ATTEMPTS) throw new Error('Coupons were still unread after retries');
    if (attempt > 1) await sleep(Math.min(1000, 25 * 2 ** attempt));
    const { Responses, UnprocessedKeys } = await db().send(
      new BatchGetCommand({
        RequestItems: {
          [tableName()]: {
            Keys: keysToRead,
            ...projection('c', ['id', 'coupon_offer', 'subscription_active']),
          },
        },
      }),
    );
    for (const item of Responses?.[tableName()] ?? []) found.push(item as StoredCoupon);
    keysToRead = UnprocessedKeys?.[tableName()]?.Keys ?? [];
  }
  return found;
}

/**
 * Lists or unlists an office in the directory: the flag and the index keys change in the same
 * UpdateItem, so an office can never be listed without an active subscription or vice versa.
 */
export async function setSubscriptionActive(id: string, active: boolean): Promise<OfficeRecord> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: officeKeys.item(id),
        UpdateExpression: active
          ? 'SET subscription_active = :active, gsi1pk = cell_gsi1pk, gsi1sk = cell_gsi1sk'
          : 'SET subscription_active = :active REMOVE gsi1pk, gsi1sk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':active': active },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toRecord(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('No office exists with this id.', 'id');
    throw error;
  }
}

/**
 * Replaces an office's listing fields (and its coordinates, directory cell and last-confirmed
 * day) with one conditional UpdateItem. Whether the office is in the directory index depends on
 * its subscription, which a payment may change at the same moment: the update is conditioned on
 * the subscription state it was built for and is rebuilt if that changed in between.
 */
export async function updateListing(id: string, listing: ListingFields): Promise<OfficeRecord> {
  for (let attempt = 1; ; attempt += 1) {
    const current = await getOffice(id);
    if (!current) throw new NotFound('No office exists with this id.', 'id');
    const active = current.subscription_active;
    const cell = officeKeys.directory({ id, lat: listing.lat, lng: listing.lng });
    const values: Record<string, unknown> = {
      ...Object.fromEntries(Object.entries(listing).filter(([, value]) => value !== undefined)),
      cell_gsi1pk: cell.gsi1pk,
      cell_gsi1sk: cell.gsi1sk,
      ...(active ? cell : {}),
    };
    const names = Object.keys(values);
    const removed = OPTIONAL_LISTING_ATTRIBUTES.filter(
      (attribute) => listing[attribute] === undefined,
    );
    const set = `SET ${names.map((_, index) => `#a${index} = :v${index}`).join(', ')}`;
    const remove = removed.length
      ? ` REMOVE ${removed.map((_, index) => `#r${index}`).join(', ')}`
      : '';
    try {
      const { Attributes } = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: officeKeys.item(id),
          UpdateExpression: set + remove,
          ConditionExpression: 'attribute_exists(pk) AND subscription_active = :wasActive',
          ExpressionAttributeNames: {
            ...Object.fromEntries(names.map((name, index) => [`#a${index}`, name])),
            ...Object.fromEntries(removed.map((name, index) => [`#r${index}`, name])),
          },
          ExpressionAttributeValues: {
            ...Object.fromEntries(names.map((name, index) => [`:v${index}`, values[name]])),
            ':wasActive': active,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return toRecord(Attributes ?? {});
    } catch (error) {
      // The subscription changed (or the office went) since it was read: build it again.
      if (!isConditionFailure(error) || attempt >= 3) throw error;
    }
  }
}

/** Removes an office for good (its owner deleted their account): it leaves the directory too. */
export async function deleteOffice(id: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: officeKeys.item(id) }));
}
