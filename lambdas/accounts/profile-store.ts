import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Profile, ProfileUpdate, UserType } from '../../contracts/accounts/profile';
import { db, isConditionFailure, tableName } from '../core/db';
import { NotFound } from '../core/errors';
import { queryListing, type ListingRequest } from '../core/listing';
import { stripKeys } from '../core/table';

/**
 * The profile entity (one per Cognito user): pk=USER#<sub>, sk=PROFILE; listed for admins in gsi2
 * (gsi2pk=PROFILES, gsi2sk=<created_at>#<sub>). The record is the contract's `Profile`.
 */
const PROFILE_LISTING = 'PROFILES';
export const profileKeys = {
  item: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  listing: (createdAt: string, userId: string) => ({
    gsi2pk: PROFILE_LISTING,
    gsi2sk: `${createdAt}#${userId}`,
  }),
};

export interface NewProfile {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  phone?: string;
  address?: string;
  bestTimeToCall?: string;
  officeId?: string;
}

export async function getProfile(userId: string): Promise<Profile | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: profileKeys.item(userId) }),
  );
  return Item ? (stripKeys(Item) as Profile) : undefined;
}

/** What every signed-in request checks about its account (see core/identity.ts). */
export interface AccountGate {
  /** False only for a deactivated account. */
  active: boolean;
  /** The account was deleted; only this marker remains of its profile. */
  deleted: boolean;
  /** Sessions begun before this time (epoch seconds) are refused: "sign out everywhere". */
  sessionsValidFrom?: number;
  /** Since when (epoch seconds) sign-in asks for an authenticator code; absent when it does not. */
  twoStepSince?: number;
}

/** Read consistently on every signed-in request, since tokens outlive all of these changes. */
export async function getAccountGate(userId: string): Promise<AccountGate> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: profileKeys.item(userId),
      ProjectionExpression: 'active, deleted, sessions_valid_from, two_step_since',
      ConsistentRead: true,
    }),
  );
  return {
    active: !(Item && Item.active === false),
    deleted: Item?.deleted === true,
    ...(typeof Item?.sessions_valid_from === 'number'
      ? { sessionsValidFrom: Item.sessions_valid_from }
      : {}),
    ...(typeof Item?.two_step_since === 'number' ? { twoStepSince: Item.two_step_since } : {}),
  };
}

/** The next whole second: a session that began before it is older than the change made now. */
export const nextSecond = (nowMs = Date.now()): number => Math.ceil(nowMs / 1000 + 0.001);

/** Ends every session begun before now, on every device ("sign out everywhere"). */
export async function endSessionsBefore(userId: string, seconds: number): Promise<void> {
  await updateExisting(userId, 'SET sessions_valid_from = :at, updated_at = :now', {
    ':at': seconds,
  });
}

/**
 * Records that sign-in now asks this account for an authenticator code, and ends every session
 * begun before, so any session that is left passed the code.
 */
export async function recordTwoStep(userId: string, seconds: number): Promise<void> {
  await updateExisting(
    userId,
    'SET two_step_since = :at, sessions_valid_from = :at, updated_at = :now',
    { ':at': seconds },
  );
}

export async function clearTwoStep(userId: string): Promise<void> {
  await updateExisting(userId, 'REMOVE two_step_since SET updated_at = :now', {});
}

/** The sign-in email changed (confirmed with a code sent to it): the profile follows. */
export async function setProfileEmail(userId: string, email: string): Promise<Profile> {
  return updateExisting(userId, 'SET email = :email, updated_at = :now', { ':email': email });
}

/** How long the marker of a deleted account stays: longer than any token it could refuse lives. */
const DELETED_MARKER_SECONDS = 2 * 24 * 3600;

/**
 * Replaces the profile with a marker holding no personal data, so the deleted account's tokens,
 * which outlive it, are refused; the marker expires after the tokens would have. A new sign-up
 * with the same address is a new user (a new id) and never meets it.
 */
export async function replaceWithDeletedMarker(userId: string, nowMs = Date.now()): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...profileKeys.item(userId),
        deleted: true,
        active: false,
        deleted_at: new Date(nowMs).toISOString(),
        expires_at: Math.floor(nowMs / 1000) + DELETED_MARKER_SECONDS,
      },
    }),
  );
}

async function updateExisting(
  userId: string,
  expression: string,
  values: Record<string, unknown>,
): Promise<Profile> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKeys.item(userId),
        UpdateExpression: expression,
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleted)',
        ExpressionAttributeValues: { ...values, ':now': new Date().toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return stripKeys(Attributes ?? {}) as Profile;
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('No profile exists for this account.');
    throw error;
  }
}

/** Creates the profile once; a repeated confirmation leaves the existing row untouched. */
export async function createProfile(input: NewProfile): Promise<boolean> {
  const now = new Date().toISOString();
  const profile: Profile = {
    user_id: input.userId,
    email: input.email,
    first_name: input.firstName,
    last_name: input.lastName,
    user_type: input.userType,
    ...(input.phone ? { phone: input.phone } : {}),
    ...(input.address ? { address: input.address } : {}),
    ...(input.bestTimeToCall ? { best_time_to_call: input.bestTimeToCall } : {}),
    ...(input.officeId ? { office_id: input.officeId } : {}),
    active: true,
    created_at: now,
    updated_at: now,
  };
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...profileKeys.item(input.userId),
          ...profileKeys.listing(now, input.userId),
          ...profile,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Records the office a professional's profile owns (their listing, shown on the dashboard). */
export async function linkOffice(userId: string, officeId: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKeys.item(userId),
        UpdateExpression: 'SET office_id = :office, updated_at = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':office': officeId, ':now': new Date().toISOString() },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('No profile exists for this account.');
    throw error;
  }
}

/** Applies only the whitelisted fields (the contract's strict schema) of ProfileUpdate; an absent profile is a 404. */
export async function updateProfile(userId: string, update: ProfileUpdate): Promise<Profile> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':now': new Date().toISOString() };
  const sets = ['updated_at = :now'];
  const removes: string[] = [];
  for (const [field, value] of Object.entries(update)) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    // An empty optional field clears it.
    if (value === '') {
      removes.push(`#${field}`);
    } else {
      values[`:${field}`] = value;
      sets.push(`#${field} = :${field}`);
    }
  }
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKeys.item(userId),
        UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_exists(pk)',
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return stripKeys(Attributes ?? {}) as Profile;
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('No profile exists for this account.');
    throw error;
  }
}

/** Marks an account active or deactivated; every signed-in request reads this flag. */
export async function setAccountActive(userId: string, active: boolean): Promise<Profile> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKeys.item(userId),
        UpdateExpression: 'SET active = :active, updated_at = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':active': active, ':now': new Date().toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return stripKeys(Attributes ?? {}) as Profile;
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('No user exists with this id.', 'userId');
    throw error;
  }
}

/** Profiles newest first, a page at a time, optionally only those matching `q` (for admins). */
export async function listProfiles(
  /** `q`: part of the email, first or last name (or "first last"), any case. */
  request: ListingRequest,
): Promise<{ profiles: Profile[]; nextCursor: string | null }> {
  // The email and the full name, apart, so a search never matches across the two.
  const { items, nextCursor } = await queryListing(
    PROFILE_LISTING,
    request,
    (item) =>
      `${String(item.email ?? '')}\n${String(item.first_name ?? '')} ${String(item.last_name ?? '')}`,
  );
  return { profiles: items.map((item) => stripKeys(item) as Profile), nextCursor };
}
