import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RouteId } from '../../contracts/routes';
import { config } from './config';
import { db, isConditionFailure, tableName } from './db';
import { TooManyRequests } from './errors';

/**
 * Named per-client limits; their numbers are configuration (RATE_LIMIT_PUBLIC_WRITE,
 * RATE_LIMIT_CHAT, RATE_LIMIT_TRACKING, RATE_LIMIT_VOICE).
 */
export type RateLimitName = 'publicWrite' | 'chat' | 'tracking' | 'voice';

/**
 * The routes that cost money per call (an email sent, an AI answer), each with its limit. The
 * HTTP wrapper counts them per client; the CDK app gives their functions table write access for
 * the counters and puts their paths under the WAF's rate rule.
 */
const routeRateLimits: Partial<Record<RouteId, RateLimitName>> = {
  createDiscountInquiry: 'publicWrite',
  createContactMessage: 'publicWrite',
  signUp: 'publicWrite',
  dentalAiChat: 'chat',
  dentalAiChatStream: 'chat',
  recordOfficeEvent: 'tracking',
  dentalTokenGenerator: 'voice',
  sendInquiryEmail: 'publicWrite',
  // Each checks the password with the user pool, or sends an email: bounded like public writes.
  deleteMyAccount: 'publicWrite',
  disableTwoStep: 'publicWrite',
  syncMyEmail: 'publicWrite',
};

/** The limit of a route, if it has one. */
export const rateLimitOf = (routeId: string): RateLimitName | undefined =>
  Object.hasOwn(routeRateLimits, routeId) ? routeRateLimits[routeId as RouteId] : undefined;

/** One counter per limit, client and window: pk=RATE#<limit>#<client>, sk=<window start>; it expires by TTL. */
const counterKey = (limitName: RateLimitName, clientKey: string, windowStart: number) => ({
  pk: `RATE#${limitName}#${clientKey}`,
  sk: String(windowStart),
});

/** A stable, non-reversible key for a client, so no IP address is stored. */
export function clientKey(sourceIp: string): string {
  return createHash('sha256').update(`rate:${sourceIp}`).digest('base64url').slice(0, 22);
}

export function limitFor(name: RateLimitName): { limit: number; windowSeconds: number } {
  const { RATE_LIMIT_PUBLIC_WRITE, RATE_LIMIT_CHAT, RATE_LIMIT_TRACKING, RATE_LIMIT_VOICE } =
    config();
  if (name === 'chat') return RATE_LIMIT_CHAT;
  if (name === 'tracking') return RATE_LIMIT_TRACKING;
  if (name === 'voice') return RATE_LIMIT_VOICE;
  return RATE_LIMIT_PUBLIC_WRITE;
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
        Key: counterKey(name, client, windowStart),
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
