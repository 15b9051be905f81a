import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../contracts/zod';
import { db, tableName } from './db';
import { BadRequest } from './errors';
import { GSI2 } from './table';

/**
 * Paged reads of a gsi2 listing (profiles, subscribers, …), newest first. A page's cursor is the
 * key of its last item, base64url-encoded JSON; the next request resumes right after it. A cursor
 * is checked before use, so a crafted one is a 400, never a read of another listing.
 */

const listingKey = z.strictObject({
  pk: z.string().check(z.maxLength(300)),
  sk: z.string().check(z.maxLength(300)),
  gsi2pk: z.string().check(z.maxLength(100)),
  gsi2sk: z.string().check(z.maxLength(300)),
});
type ListingKey = z.infer<typeof listingKey>;

const invalidCursor = () => new BadRequest('Cursor is not valid', 'cursor');

export function encodeCursor(key: ListingKey): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string | undefined, listing: string): ListingKey | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const key = listingKey.safeParse(parsed);
  if (!key.success || key.data.gsi2pk !== listing) throw invalidCursor();
  return key.data;
}

const keyOf = (item: Record<string, unknown>): ListingKey => ({
  pk: String(item.pk),
  sk: String(item.sk),
  gsi2pk: String(item.gsi2pk),
  gsi2sk: String(item.gsi2sk),
});

export interface ListingPage {
  items: Record<string, unknown>[];
  nextCursor: string | null;
}

export interface ListingRequest {
  /** Only items whose searched text contains this, in any case. */
  q?: string;
  cursor?: string;
  limit: number;
}

/**
 * One page of `listing`; with `q`, only the items whose `searchedText` contains it. A search reads
 * on until the page is full or the listing ends, so it returns full pages over thousands of items.
 */
export async function queryListing(
  listing: string,
  request: ListingRequest,
  searchedText?: (item: Record<string, unknown>) => string,
): Promise<ListingPage> {
  const needle = request.q?.toLowerCase();
  const keep =
    needle === undefined || searchedText === undefined
      ? undefined
      : (item: Record<string, unknown>) => searchedText(item).toLowerCase().includes(needle);
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined = decodeCursor(request.cursor, listing);
  // Without a filter, exactly one page (and one more item, to know whether there is a next
  // page). With one, matches may be sparse: each read is four times the last, so a common match
  // costs one small read and a rare one a few large reads (DynamoDB caps each at 1 MB).
  let readSize = keep ? request.limit * 4 : request.limit + 1;
  for (;;) {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI2,
        KeyConditionExpression: 'gsi2pk = :listing',
        ExpressionAttributeValues: { ':listing': listing },
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
        Limit: readSize,
      }),
    );
    const pageItems = page.Items ?? [];
    for (const [index, item] of pageItems.entries()) {
      if (keep && !keep(item)) continue;
      items.push(item);
      if (items.length === request.limit) {
        const atEnd = index === pageItems.length - 1 && !page.LastEvaluatedKey;
        return { items, nextCursor: atEnd ? null : encodeCursor(keyOf(item)) };
      }
    }
    if (!page.LastEvaluatedKey) return { items, nextCursor: null };
    startKey = page.LastEvaluatedKey;
    readSize *= 4;
  }
}

/** Every item of `listing`, newest first, optionally only those a filter expression keeps. */
export async function queryWholeListing(
  listing: string,
  filter?: { expression: string; values: Record<string, unknown> },
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI2,
        KeyConditionExpression: 'gsi2pk = :listing',
        ...(filter ? { FilterExpression: filter.expression } : {}),
        ExpressionAttributeValues: { ':listing': listing, ...filter?.values },
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
