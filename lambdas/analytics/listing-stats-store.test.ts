import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import dynalite from 'dynalite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureTable } from '../../local/setup-table';
import { db, tableName } from '../core/db';
import {
  IMPRESSION_SHARDS,
  readDailyCounts,
  recordEvent,
  recordImpressions,
  rollUpImpressions,
  statsKeys,
  visitorKey,
} from './listing-stats-store';

let server: Server;

beforeAll(async () => {
  server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(process.env, {
    STAGE: 'local',
    TABLE_NAME: 'stats-store-test',
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
  await ensureTable(client, 'stats-store-test');
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const DAY1 = Date.parse('2026-05-01T10:00:00Z');
const DAY1_LATER = Date.parse('2026-05-01T23:59:00Z');
const DAY2 = Date.parse('2026-05-02T00:01:00Z');

async function pendingBatches(): Promise<number> {
  let count = 0;
  for (let shard = 0; shard < IMPRESSION_SHARDS; shard += 1) {
    const { Items } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :shard',
        ExpressionAttributeValues: { ':shard': statsKeys.batchShard(shard) },
      }),
    );
    count += Items?.length ?? 0;
  }
  return count;
}

describe('visitor keys', () => {
  it('differ per day, so one day’s markers cannot be linked to another’s', () => {
    expect(visitorKey('client-a', '2026-05-01')).toBe(visitorKey('client-a', '2026-05-01'));
    expect(visitorKey('client-a', '2026-05-01')).not.toBe(visitorKey('client-a', '2026-05-02'));
    expect(visitorKey('client-a', '2026-05-01')).not.toBe(visitorKey('client-b', '2026-05-01'));
  });
});

describe('recordEvent', () => {
  it('counts a visitor once per office, metric and day', async () => {
    expect(await recordEvent('ofc_e1', 'views', 'client-a', DAY1)).toBe(true);
    // A reload, a bot repeating itself: not counted again today.
    expect(await recordEvent('ofc_e1', 'views', 'client-a', DAY1_LATER)).toBe(false);
    expect(await recordEvent('ofc_e1', 'views', 'client-a', DAY1)).toBe(false);
    // Another metric, another office, another visitor: each counted.
    expect(await recordEvent('ofc_e1', 'calls', 'client-a', DAY1)).toBe(true);
    expect(await recordEvent('ofc_e2', 'views', 'client-a', DAY1)).toBe(true);
    expect(await recordEvent('ofc_e1', 'views', 'client-b', DAY1)).toBe(true);
    // The next day the same visitor counts again.
    expect(await recordEvent('ofc_e1', 'views', 'client-a', DAY2)).toBe(true);

    const counts = await readDailyCounts('ofc_e1', '2026-05-01', '2026-05-02');
    expect(counts.get('2026-05-01')).toEqual({
      impressions: 0,
      views: 2,
      requests: 0,
      calls: 1,
      websites: 0,
    });
    expect(counts.get('2026-05-02')?.views).toBe(1);
    expect(
      (await readDailyCounts('ofc_e2', '2026-05-01', '2026-05-01')).get('2026-05-01')?.views,
    ).toBe(1);
  });
});

describe('impressions', () => {
  it('costs a search one write whatever the number of offices it showed', async () => {
    const send = vi.spyOn(db(), 'send');
    const ids = Array.from({ length: 100 }, (_, index) => `ofc_many_${index}`);
    await recordImpressions(ids, 'client-many', DAY1);
    expect(send).toHaveBeenCalledTimes(1);
    send.mockClear();
    await recordImpressions([], 'client-many', DAY1);
    expect(send).not.toHaveBeenCalled();
    send.mockRestore();
    await rollUpImpressions();
  });

  it('rolls batches up into daily counters, each visitor once per office and day', async () => {
    // Visitor A searches twice (a reload and the next page), visitor B once; A again tomorrow.
    await recordImpressions(['ofc_i1', 'ofc_i2'], 'client-a', DAY1);
    await recordImpressions(['ofc_i1', 'ofc_i2', 'ofc_i3'], 'client-a', DAY1_LATER);
    await recordImpressions(['ofc_i1'], 'client-b', DAY1);
    await recordImpressions(['ofc_i1'], 'client-a', DAY2);
    expect(await pendingBatches()).toBe(4);

    expect(await rollUpImpressions()).toEqual({ batches: 4, counted: 5 });
    expect(await pendingBatches()).toBe(0);
    const i1 = await readDailyCounts('ofc_i1', '2026-05-01', '2026-05-02');
    expect(i1.get('2026-05-01')?.impressions).toBe(2);
    expect(i1.get('2026-05-02')?.impressions).toBe(1);
    expect(
      (await readDailyCounts('ofc_i2', '2026-05-01', '2026-05-01')).get('2026-05-01')?.impressions,
    ).toBe(1);
    expect(
      (await readDailyCounts('ofc_i3', '2026-05-01', '2026-05-01')).get('2026-05-01')?.impressions,
    ).toBe(1);

    // Nothing left: a second run counts nothing, and the same visitor later today adds nothing.
    expect(await rollUpImpressions()).toEqual({ batches: 0, counted: 0 });
    await recordImpressions(['ofc_i1'], 'client-b', DAY1_LATER);
    expect(await rollUpImpressions()).toEqual({ batches: 1, counted: 0 });
    expect(
      (await readDailyCounts('ofc_i1', '2026-05-01', '2026-05-01')).get('2026-05-01')?.impressions,
    ).toBe(2);
  });

  it('never counts twice when a run stops before deleting its batches', async () => {
    await recordImpressions(['ofc_crash'], 'client-c', DAY1);
    const send = db().send.bind(db());
    // The run dies at its first delete: the counters are written, the batch is still there.
    const spy = vi.spyOn(db(), 'send').mockImplementation(((command: {
      constructor: { name: string };
    }) => {
      if (command.constructor.name === 'DeleteCommand') return Promise.reject(new Error('crash'));
      return send(command as never);
    }) as never);
    await expect(rollUpImpressions()).rejects.toThrow('crash');
    spy.mockRestore();
    expect(await pendingBatches()).toBe(1);
    expect(await rollUpImpressions()).toEqual({ batches: 1, counted: 0 });
    expect(
      (await readDailyCounts('ofc_crash', '2026-05-01', '2026-05-01')).get('2026-05-01')
        ?.impressions,
    ).toBe(1);
  });
});
