import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RateLimitName } from '../../contracts/http';
import { config } from './config';
import { db, isConditionFailure, tableName } from './db';
import { TooManyRequests } from './errors';
import { keys } from './table';

/** A stable, non-reversible key for a client, so no IP address is stored. */
export function clientKey(sourceIp: string): string {
  return createHash('sha256').update(`rate:${sourceIp}`).digest('base64url').slice(0, 22);
}

export function limitFor(name: RateLimitName): { limit: number; windowSeconds: number } {
  const { RATE_LIMIT_PUBLIC_WRITE, RATE_LIMIT_CHAT } = config();
  return name === 'chat' ? RATE_LIMIT_CHAT : RATE_LIMIT_PUBLIC_WRITE;
}

/**
 * Fixed-window counter: one conditional UpdateItem per request. The window's item expires
 * through the table's TTL in the cloud (the local stand-in keeps them; they are tiny).
 */
export async function consumeRateLimit(
  name: RateLimitName,
  client: string,
  nowMs = Date.now(),
): Promise<void> {
  const { limit, windowSeconds } = limitFor(name);
  const nowSeconds = nowMs / 1000;
  const windowStart = Math.floor(nowSeconds / windowSeconds) * windowSeconds;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.rateCounter(name, client, windowStart),
        UpdateExpression: 'ADD #count :one SET expires_at = if_not_exists(expires_at, :expires)',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': limit,
          ':expires': windowStart + windowSeconds * 2,
        },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) {
      throw new TooManyRequests(Math.max(1, Math.ceil(windowStart + windowSeconds - nowSeconds)));
    }
    throw error;
  }
}
