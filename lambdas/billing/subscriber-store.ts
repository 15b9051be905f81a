import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Subscriber } from '../../contracts/admin';
import { db, isConditionFailure, tableName } from '../core/db';
import { NotFound } from '../core/errors';
import { stripKeys } from '../core/table';
import { queryListing, queryWholeListing, type ListingRequest } from '../core/listing';

/**
 * The subscriber entity: one professional subscription per office listing, keyed by the office it
 * lists (`id` is the office id). It is the source of truth for whether an office is listed: the
 * office's directory entry follows it. Admins activate or cancel it; Stripe's webhooks write the
 * same record (billing/stripe-sync), with the Stripe ids alongside.
 *
 * Keys: pk=SUBSCRIBER#<id>, sk=SUBSCRIBER; listed in gsi2 (gsi2pk=SUBSCRIBERS,
 * gsi2sk=<created_at>#<id>), newest first.
 */
const SUBSCRIBER_LISTING = 'SUBSCRIBERS';
export const subscriberKeys = {
  item: (id: string) => ({ pk: `SUBSCRIBER#${id}`, sk: 'SUBSCRIBER' }),
  listing: (createdAt: string, id: string) => ({
    gsi2pk: SUBSCRIBER_LISTING,
    gsi2sk: `${createdAt}#${id}`,
  }),
};

/** Stripe's side of a paid subscription; absent for one an admin granted. */
export interface StripeLink {
  stripe_customer_id?: string;
  stripe_subscription_id?: string;
  /** Stripe's subscription status (active, past_due, canceled, incomplete…). */
  billing_status?: string;
  /** The subscription stops at `subscription_end` instead of renewing. */
  cancel_at_period_end?: boolean;
}

export type SubscriberRecord = Omit<Subscriber, 'payment'> & StripeLink & { created_at: string };

/** A stored item as the record it holds (the table's keys removed). */
const recordOf = (item: Record<string, unknown>): SubscriberRecord =>
  stripKeys(item) as Partial<SubscriberRecord> as SubscriberRecord;

export interface NewSubscriber {
  officeId: string;
  officeName: string;
  email: string;
  subscribed?: boolean;
  subscriptionEnd?: string | null;
}

/** Records an office's subscription (not subscribed unless said); an existing one is kept. */
export async function createSubscriber(input: NewSubscriber, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const record: SubscriberRecord = {
    id: input.officeId,
    email: input.email,
    subscribed: input.subscribed ?? false,
    subscription_tier: 'professional_monthly',
    subscription_end: input.subscriptionEnd ?? null,
    office_id: input.officeId,
    office_name: input.officeName,
    created_at: at,
    updated_at: at,
  };
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...subscriberKeys.item(record.id),
          ...subscriberKeys.listing(at, record.id),
          ...record,
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

export async function getSubscriber(id: string): Promise<SubscriberRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: subscriberKeys.item(id), ConsistentRead: true }),
  );
  return Item ? recordOf(Item) : undefined;
}

/**
 * Sets whether the subscription is on and until when; an unknown id is a 404. `unlinkStripe`
 * drops the link to a Stripe plan that no longer runs, so the record stands as a grant and late
 * news of that plan leaves it alone (the customer is kept for a later payment).
 */
export async function setSubscribed(
  id: string,
  subscribed: boolean,
  subscriptionEnd: string | null,
  { unlinkStripe = false }: { unlinkStripe?: boolean } = {},
): Promise<SubscriberRecord> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: subscriberKeys.item(id),
        UpdateExpression:
          'SET subscribed = :subscribed, subscription_end = :end, updated_at = :now' +
          (unlinkStripe
            ? ' REMOVE stripe_subscription_id, billing_status, cancel_at_period_end'
            : ''),
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':subscribed': subscribed,
          ':end': subscriptionEnd,
          ':now': new Date().toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return recordOf(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error))
      throw new NotFound('No subscriber exists with this id.', 'subscriberId');
    throw error;
  }
}

/** Subscribers newest first, a page at a time, optionally only those matching `q`. */
export async function listSubscribers(
  /** `q`: part of the email or the office name, any case. */
  request: ListingRequest,
): Promise<{ subscribers: SubscriberRecord[]; nextCursor: string | null }> {
  const { items, nextCursor } = await queryListing(
    SUBSCRIBER_LISTING,
    request,
    (item) => `${String(item.email ?? '')}\n${String(item.office_name ?? '')}`,
  );
  return { subscribers: items.map((item) => recordOf(item)), nextCursor };
}

/** Every subscription still on whose last day is before `today` (YYYY-MM-DD). */
export async function listLapsedSubscriptions(today: string): Promise<SubscriberRecord[]> {
  const items = await queryWholeListing(SUBSCRIBER_LISTING, {
    expression: 'subscribed = :on AND subscription_end < :today',
    values: { ':on': true, ':today': today },
  });
  return items.map((item) => recordOf(item));
}

/**
 * Links the office's Stripe customer, once: when two requests race, the first link wins and both
 * get it back (the loser's customer is left unused).
 */
export async function linkStripeCustomer(id: string, customerId: string): Promise<string> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: subscriberKeys.item(id),
        UpdateExpression: 'SET stripe_customer_id = :customer, updated_at = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(stripe_customer_id)',
        ExpressionAttributeValues: { ':customer': customerId, ':now': new Date().toISOString() },
      }),
    );
    return customerId;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const existing = await getSubscriber(id);
    if (!existing) throw new NotFound('No subscriber exists with this id.', 'subscriberId');
    if (!existing.stripe_customer_id) throw error;
    return existing.stripe_customer_id;
  }
}

export interface StripeSubscriptionState {
  customerId: string;
  subscriptionId: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  /** Listed while Stripe's status says the plan runs (active, trialing, past_due). */
  subscribed: boolean;
  /** The paid period's last day, YYYY-MM-DD. */
  subscriptionEnd: string | null;
}

/** Writes what Stripe says about the office's subscription; an unknown office is a 404. */
export async function applyStripeSubscription(
  id: string,
  state: StripeSubscriptionState,
): Promise<SubscriberRecord> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: subscriberKeys.item(id),
        UpdateExpression:
          'SET subscribed = :subscribed, subscription_end = :end, stripe_customer_id = :customer, ' +
          'stripe_subscription_id = :subscription, billing_status = :status, ' +
          'cancel_at_period_end = :cancel, updated_at = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':subscribed': state.subscribed,
          ':end': state.subscriptionEnd,
          ':customer': state.customerId,
          ':subscription': state.subscriptionId,
          ':status': state.status,
          ':cancel': state.cancelAtPeriodEnd,
          ':now': new Date().toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return recordOf(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error))
      throw new NotFound('No subscriber exists with this id.', 'subscriberId');
    throw error;
  }
}

/** What a deleted account's subscription record shows instead of its email address. */
export const DELETED_ACCOUNT_EMAIL = 'deleted account';

/**
 * The office's owner deleted their account: the subscription ends now and the record keeps no
 * email address. The record stays, so late news from Stripe about the plan still finds it.
 */
export async function closeForDeletedAccount(id: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: subscriberKeys.item(id),
        UpdateExpression:
          'SET subscribed = :false, subscription_end = :end, email = :email, updated_at = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':false': false,
          ':end': null,
          ':email': DELETED_ACCOUNT_EMAIL,
          ':now': new Date().toISOString(),
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
