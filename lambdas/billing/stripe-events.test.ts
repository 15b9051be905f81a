import Stripe from 'stripe';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setTestEnv } from '../../test/support/unit-env';
import type { SubscriberRecord, StripeSubscriptionState } from './subscriber-store';

setTestEnv();

/** The subscriber records and listings, in memory. */
const records = new Map<string, SubscriberRecord>();
const listed = new Map<string, boolean>();

vi.mock('./subscriber-store', () => ({
  getSubscriber: (id: string) => Promise.resolve(records.get(id)),
  applyStripeSubscription: (id: string, state: StripeSubscriptionState) => {
    const record = records.get(id)!;
    Object.assign(record, {
      subscribed: state.subscribed,
      subscription_end: state.subscriptionEnd,
      stripe_customer_id: state.customerId,
      stripe_subscription_id: state.subscriptionId,
      billing_status: state.status,
      cancel_at_period_end: state.cancelAtPeriodEnd,
    });
    return Promise.resolve(record);
  },
}));
vi.mock('../offices/office-store', () => ({
  setSubscriptionActive: (id: string, active: boolean) => {
    listed.set(id, active);
    return Promise.resolve({});
  },
}));

const { handleStripeEvent, verifyStripeEvent } = await import('./stripe-events');
const { syncSubscription } = await import('./stripe-sync');
const { billingSummaryOf } = await import('./billing-summary');

const OFFICE = 'office-1';
const PERIOD_END = Date.UTC(2026, 11, 23) / 1000;

function subscription(id: string, status: Stripe.Subscription.Status, extra = {}) {
  return {
    id,
    object: 'subscription',
    customer: 'cus_1',
    status,
    cancel_at_period_end: false,
    ended_at: status === 'canceled' ? Date.UTC(2026, 10, 30) / 1000 : null,
    metadata: { office_id: OFFICE },
    items: { data: [{ current_period_end: PERIOD_END }] },
    ...extra,
  } as unknown as Stripe.Subscription;
}

const event = (id: string, type: string, object: unknown) =>
  ({ id, type, data: { object } }) as unknown as Stripe.Event;

/** Stripe's current view, which the handler reads back for every event. */
let current: Map<string, Stripe.Subscription>;
const handled = new Set<string>();
const deps = {
  wasHandled: (id: string) => Promise.resolve(handled.has(id)),
  markHandled: (id: string) => {
    handled.add(id);
    return Promise.resolve();
  },
  retrieveSubscription: vi.fn((id: string) => Promise.resolve(current.get(id)!)),
  syncSubscription: vi.fn(syncSubscription),
};

beforeEach(() => {
  records.clear();
  listed.clear();
  handled.clear();
  deps.retrieveSubscription.mockClear();
  deps.syncSubscription.mockClear();
  current = new Map();
  records.set(OFFICE, {
    id: OFFICE,
    email: 'pro@example.com',
    subscribed: false,
    subscription_tier: 'professional_monthly',
    subscription_end: null,
    office_id: OFFICE,
    office_name: 'Harbor Dental',
    updated_at: '2026-11-01T00:00:00.000Z',
    created_at: '2026-11-01T00:00:00.000Z',
    stripe_customer_id: 'cus_1',
  });
});

describe('handleStripeEvent', () => {
  it('lists the office when checkout completes, from Stripe’s own copy of the subscription', async () => {
    current.set('sub_1', subscription('sub_1', 'active'));
    const completed = event('evt_1', 'checkout.session.completed', {
      mode: 'subscription',
      subscription: 'sub_1',
    });
    expect(await handleStripeEvent(completed, deps)).toBe('synced');
    expect(records.get(OFFICE)).toMatchObject({
      subscribed: true,
      subscription_end: '2026-12-23',
      stripe_subscription_id: 'sub_1',
      billing_status: 'active',
    });
    expect(listed.get(OFFICE)).toBe(true);
    expect(billingSummaryOf(records.get(OFFICE)!)).toEqual({
      status: 'active',
      period_end: '2026-12-23',
      renews: true,
      can_manage: true,
    });
  });

  it('handles a duplicate once', async () => {
    current.set('sub_1', subscription('sub_1', 'active'));
    const updated = event('evt_2', 'customer.subscription.updated', { id: 'sub_1' });
    expect(await handleStripeEvent(updated, deps)).toBe('synced');
    expect(await handleStripeEvent(updated, deps)).toBe('duplicate');
    expect(deps.retrieveSubscription).toHaveBeenCalledTimes(1);
    expect(deps.syncSubscription).toHaveBeenCalledTimes(1);
  });

  it('ends unlisted when "deleted" arrives before "completed"', async () => {
    current.set('sub_1', subscription('sub_1', 'canceled'));
    await handleStripeEvent(event('evt_3', 'customer.subscription.deleted', { id: 'sub_1' }), deps);
    // The late "completed" carries an old picture; Stripe's current one says the plan ended.
    await handleStripeEvent(
      event('evt_4', 'checkout.session.completed', { mode: 'subscription', subscription: 'sub_1' }),
      deps,
    );
    // A plan that never ran while we knew it is not linked at all; the office is never listed.
    expect(records.get(OFFICE)).toMatchObject({ subscribed: false });
    expect(listed.get(OFFICE)).not.toBe(true);
    expect(billingSummaryOf(records.get(OFFICE)!).status).toBe('inactive');
  });

  it('ends unlisted when "deleted" follows "completed" of the same plan', async () => {
    current.set('sub_1', subscription('sub_1', 'active'));
    await handleStripeEvent(
      event('evt_11', 'checkout.session.completed', {
        mode: 'subscription',
        subscription: 'sub_1',
      }),
      deps,
    );
    current.set('sub_1', subscription('sub_1', 'canceled'));
    await handleStripeEvent(
      event('evt_12', 'customer.subscription.deleted', { id: 'sub_1' }),
      deps,
    );
    expect(records.get(OFFICE)).toMatchObject({ subscribed: false, billing_status: 'canceled' });
    expect(listed.get(OFFICE)).toBe(false);
  });

  it('leaves a plan an admin granted alone when late news of an ended paid plan arrives', async () => {
    Object.assign(records.get(OFFICE)!, { subscribed: true, subscription_end: '2027-01-01' });
    current.set('sub_old', subscription('sub_old', 'canceled'));
    await handleStripeEvent(
      event('evt_13', 'customer.subscription.deleted', { id: 'sub_old' }),
      deps,
    );
    expect(records.get(OFFICE)).toMatchObject({ subscribed: true, subscription_end: '2027-01-01' });
  });

  it('keeps the listing through a failed renewal, and shows the problem', async () => {
    current.set('sub_1', subscription('sub_1', 'past_due'));
    const failed = event('evt_5', 'invoice.payment_failed', {
      parent: { subscription_details: { subscription: 'sub_1' } },
    });
    expect(await handleStripeEvent(failed, deps)).toBe('synced');
    expect(listed.get(OFFICE)).toBe(true);
    expect(billingSummaryOf(records.get(OFFICE)!)).toMatchObject({
      status: 'past_due',
      renews: true,
    });
  });

  it('keeps a cancelled plan live until its period ends, without renewing', async () => {
    current.set('sub_1', subscription('sub_1', 'active', { cancel_at_period_end: true }));
    await handleStripeEvent(event('evt_6', 'customer.subscription.updated', { id: 'sub_1' }), deps);
    expect(listed.get(OFFICE)).toBe(true);
    expect(billingSummaryOf(records.get(OFFICE)!)).toMatchObject({
      status: 'active',
      renews: false,
      period_end: '2026-12-23',
    });
  });

  it('ignores late news of a plan that a newer one replaced', async () => {
    current.set('sub_new', subscription('sub_new', 'active'));
    current.set('sub_old', subscription('sub_old', 'canceled'));
    await handleStripeEvent(
      event('evt_7', 'customer.subscription.created', { id: 'sub_new' }),
      deps,
    );
    await handleStripeEvent(
      event('evt_8', 'customer.subscription.deleted', { id: 'sub_old' }),
      deps,
    );
    expect(records.get(OFFICE)).toMatchObject({
      subscribed: true,
      stripe_subscription_id: 'sub_new',
    });
    expect(listed.get(OFFICE)).toBe(true);
  });

  it('acknowledges events it does not act on', async () => {
    expect(await handleStripeEvent(event('evt_9', 'customer.created', { id: 'cus_1' }), deps)).toBe(
      'ignored',
    );
    expect(deps.retrieveSubscription).not.toHaveBeenCalled();
    expect(handled.has('evt_9')).toBe(true);
  });

  it('leaves a failed event unmarked, so Stripe’s redelivery tries again', async () => {
    deps.retrieveSubscription.mockRejectedValueOnce(new Error('Stripe is down'));
    const updated = event('evt_10', 'customer.subscription.updated', { id: 'sub_1' });
    await expect(handleStripeEvent(updated, deps)).rejects.toThrow('Stripe is down');
    expect(handled.has('evt_10')).toBe(false);
    current.set('sub_1', subscription('sub_1', 'active'));
    expect(await handleStripeEvent(updated, deps)).toBe('synced');
  });
});

describe('verifyStripeEvent', () => {
  const stripe = new Stripe('sk_test_unit');
  const secret = 'whsec_unit';
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.created' });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret });

  it('accepts the exact bytes Stripe signed', () => {
    expect(verifyStripeEvent(stripe, payload, header, secret).id).toBe('evt_1');
  });

  it('refuses a bad signature, another secret, a changed body or no header', () => {
    const message = 'The Stripe signature is not valid.';
    expect(() => verifyStripeEvent(stripe, payload, 't=1,v1=abc', secret)).toThrow(message);
    expect(() => verifyStripeEvent(stripe, payload, header, 'whsec_other')).toThrow(message);
    expect(() => verifyStripeEvent(stripe, `${payload} `, header, secret)).toThrow(message);
    expect(() => verifyStripeEvent(stripe, payload, undefined, secret)).toThrow(
      'The Stripe-Signature header is missing.',
    );
  });
});
