import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { Subscriber } from '../../contracts/admin';
import type { BillingSummary } from '../../contracts/billing';
import { LOCAL_STRIPE } from '../../local/settings';
import { callApi, stack } from '../support/stack';
import { createProfessional, isListed, type Professional } from '../support/professionals';
import {
  driveSubscription,
  pauseWebhooks,
  payCheckout,
  signedStripeEvent,
  subscriptionsOfOffice,
} from '../support/stripe';
import { demoTokens } from '../support/users';

/** The local Stripe's API, read the way the product's server reads it. */
const stripe = () => {
  const api = new URL(stack().stripe!.api);
  return new Stripe(LOCAL_STRIPE.secretKey, {
    host: api.hostname,
    port: api.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
};

const billingOf = async (pro: Professional, query = '') =>
  (await callApi<BillingSummary>('GET', `/api/billing${query}`, { token: pro.tokens.IdToken }))
    .body;

/**
 * The plan and the listing are two writes, and the directory is read through an index: a search
 * may still show the listing as it was for a moment after the plan reads as changed.
 */
const LISTING_SETTLES = { timeout: 15_000, interval: 200 };

/** Webhooks arrive a moment after Stripe acts; wait until the plan reads as expected. */
async function waitForBilling(
  pro: Professional,
  expected: Partial<BillingSummary>,
): Promise<BillingSummary> {
  const deadline = Date.now() + 15_000;
  let summary = await billingOf(pro);
  while (
    !Object.entries(expected).every(
      ([key, value]) => summary[key as keyof BillingSummary] === value,
    )
  ) {
    if (Date.now() > deadline) {
      throw new Error(
        `Billing stayed ${JSON.stringify(summary)}, expected ${JSON.stringify(expected)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    summary = await billingOf(pro);
  }
  return summary;
}

async function startCheckout(pro: Professional): Promise<string> {
  const result = await callApi<{ url: string }>('POST', '/api/billing/checkout-session', {
    token: pro.tokens.IdToken,
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.url;
}

/** A professional who paid with the test card that succeeds, and whose listing is live. */
async function livePro(zip: string): Promise<{ pro: Professional; subscriptionId: string }> {
  const pro = await createProfessional({ zip });
  const paid = await payCheckout(await startCheckout(pro));
  expect(paid.status).toBe(303);
  await waitForBilling(pro, { status: 'active' });
  const [subscription] = await subscriptionsOfOffice(pro.office.id);
  return { pro, subscriptionId: subscription!.id };
}

describe('Stripe checkout', () => {
  it('is created for the caller’s own office, customer and the monthly price, whatever the request says', async () => {
    const pro = await createProfessional({ zip: '87001' });
    const other = await createProfessional({ zip: '87002' });
    expect(await billingOf(pro)).toEqual({
      status: 'inactive',
      period_end: null,
      renews: false,
      can_manage: false,
    });
    const result = await callApi<{ url: string }>('POST', '/api/billing/checkout-session', {
      token: pro.tokens.IdToken,
      body: { office_id: other.office.id, price: 'price_free', customer: 'cus_someone' },
    });
    expect(result.status).toBe(201);
    const sessionId = result.body.url.split('/').pop()!;
    const session = await stripe().checkout.sessions.retrieve(sessionId);
    expect(session.client_reference_id).toBe(pro.office.id);
    expect(session.metadata).toEqual({ office_id: pro.office.id });
    const customer = await stripe().customers.retrieve(session.customer as string);
    expect(customer).toMatchObject({ email: pro.email, metadata: { office_id: pro.office.id } });
    expect(session.success_url).toBe(
      `${stack().site}/dashboard?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(session.cancel_url).toBe(`${stack().site}/dashboard?checkout=cancelled`);

    // A second checkout reuses the same customer.
    const again = await stripe().checkout.sessions.retrieve(
      (await startCheckout(pro)).split('/').pop()!,
    );
    expect(again.customer).toBe(session.customer);
  });

  it('a paid checkout makes the listing live at once on return, found by its ZIP', async () => {
    const pro = await createProfessional({ zip: '87004' });
    expect(await isListed(pro)).toBe(false);
    await pauseWebhooks(true);
    try {
      const paid = await payCheckout(await startCheckout(pro));
      expect(paid.status).toBe(303);
      const back = new URL(paid.location!);
      expect(back.pathname).toBe('/dashboard');
      // The webhook is held back: reading the session the browser returns with is enough.
      const summary = await billingOf(
        pro,
        `?checkout_session=${back.searchParams.get('session_id')}`,
      );
      expect(summary).toMatchObject({ status: 'active', renews: true, can_manage: true });
      expect(summary.period_end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    } finally {
      await pauseWebhooks(false);
    }
    expect(await isListed(pro)).toBe(true);
  });

  it('the webhook alone makes a paid listing live, after Stripe retries a failed delivery', async () => {
    const pro = await createProfessional({ zip: '87008' });
    await pauseWebhooks(true);
    try {
      await payCheckout(await startCheckout(pro));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await billingOf(pro)).status).toBe('inactive');
    } finally {
      await pauseWebhooks(false);
    }
    await waitForBilling(pro, { status: 'active' });
    await expect.poll(() => isListed(pro), LISTING_SETTLES).toBe(true);
  });

  it('a declined card leaves the listing not live, with the reason on the payment page', async () => {
    const pro = await createProfessional({ zip: '87010' });
    const declined = await payCheckout(await startCheckout(pro), '4000 0000 0000 9995');
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('Your card has insufficient funds.');
    expect((await billingOf(pro)).status).toBe('inactive');
    expect(await subscriptionsOfOffice(pro.office.id)).toEqual([]);
    expect(await isListed(pro)).toBe(false);
  });

  it('refuses a second plan while the listing is live', async () => {
    const { pro } = await livePro('87011');
    const result = await callApi('POST', '/api/billing/checkout-session', {
      token: pro.tokens.IdToken,
    });
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ error: { code: 'conflict' } });
  });

  it('does not read another customer’s checkout session', async () => {
    const pro = await createProfessional({ zip: '87012' });
    const paid = await payCheckout(await startCheckout(pro));
    const sessionId = new URL(paid.location!).searchParams.get('session_id')!;
    const stranger = await createProfessional({ zip: '87013' });
    await startCheckout(stranger);
    const result = await callApi('GET', `/api/billing?checkout_session=${sessionId}`, {
      token: stranger.tokens.IdToken,
    });
    expect(result.status).toBe(404);
    expect((await billingOf(stranger)).status).toBe('inactive');
  });

  it('names a malformed checkout session', async () => {
    const pro = await createProfessional({ zip: '87014' });
    const result = await callApi('GET', '/api/billing?checkout_session=../../x', {
      token: pro.tokens.IdToken,
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { field: 'checkout_session' } });
  });
});

describe('the billing portal and what Stripe does later', () => {
  it('needs a billing account first', async () => {
    const pro = await createProfessional({ zip: '87020' });
    const result = await callApi('POST', '/api/billing/portal-session', {
      token: pro.tokens.IdToken,
    });
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({
      error: { message: 'There is no billing account yet. List your practice first.' },
    });
  });

  it('cancelling keeps the listing live until the period ends, then takes it out of search', async () => {
    const { pro, subscriptionId } = await livePro('87015');
    const portal = await callApi<{ url: string }>('POST', '/api/billing/portal-session', {
      token: pro.tokens.IdToken,
    });
    expect(portal.status).toBe(201);
    const cancelled = await fetch(`${portal.body.url}/cancel`, { method: 'POST' });
    expect(cancelled.status).toBe(200);
    const summary = await waitForBilling(pro, { renews: false });
    expect(summary.status).toBe('active');
    await expect.poll(() => isListed(pro), LISTING_SETTLES).toBe(true);

    await driveSubscription(subscriptionId, 'renew');
    await waitForBilling(pro, { status: 'inactive' });
    await expect.poll(() => isListed(pro), LISTING_SETTLES).toBe(false);
  });

  it('a failed renewal keeps the listing while the card is fixed; a new card pays it', async () => {
    const { pro, subscriptionId } = await livePro('87016');
    await driveSubscription(subscriptionId, 'fail-renewal');
    await waitForBilling(pro, { status: 'past_due' });
    await expect.poll(() => isListed(pro), LISTING_SETTLES).toBe(true);

    const portal = await callApi<{ url: string }>('POST', '/api/billing/portal-session', {
      token: pro.tokens.IdToken,
    });
    const card = await fetch(`${portal.body.url}/card`, {
      method: 'POST',
      body: new URLSearchParams({ cardnumber: '4242424242424242', expiry: '12/34', cvc: '123' }),
    });
    expect(card.status).toBe(200);
    await waitForBilling(pro, { status: 'active', renews: true });
  });

  it('Stripe ending the plan takes the office out of the directory', async () => {
    const { pro, subscriptionId } = await livePro('87017');
    await driveSubscription(subscriptionId, 'end');
    await waitForBilling(pro, { status: 'inactive' });
    await expect.poll(() => isListed(pro), LISTING_SETTLES).toBe(false);
  });

  it('an admin cancelling the subscription cancels the paid plan at Stripe too', async () => {
    const { pro, subscriptionId } = await livePro('87018');
    const admin = await demoTokens('admin');
    const listing = await callApi<{ subscribers: Subscriber[] }>(
      'GET',
      `/api/admin/subscribers?q=${encodeURIComponent(pro.email)}`,
      { token: admin.IdToken },
    );
    expect(listing.body.subscribers).toEqual([
      expect.objectContaining({ id: pro.office.id, subscribed: true, payment: 'card' }),
    ]);
    const result = await callApi('POST', '/api/functions/admin-toggle-subscription', {
      token: admin.IdToken,
      body: { subscriberId: pro.office.id, activate: false },
    });
    expect(result.status).toBe(200);
    expect((await stripe().subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    await waitForBilling(pro, { status: 'inactive' });
    await expect.poll(() => isListed(pro), LISTING_SETTLES).toBe(false);
  });
});

describe('admin grants', () => {
  it('a listing granted after a paid plan ended stays, whatever late news of that plan says', async () => {
    const { pro, subscriptionId } = await livePro('87022');
    await driveSubscription(subscriptionId, 'end');
    await waitForBilling(pro, { status: 'inactive' });
    const admin = await demoTokens('admin');
    const granted = await callApi<{ subscriber: Subscriber }>(
      'POST',
      '/api/functions/admin-toggle-subscription',
      { token: admin.IdToken, body: { subscriberId: pro.office.id, activate: true } },
    );
    expect(granted.body.subscriber).toMatchObject({ subscribed: true, payment: 'granted' });

    const late = signedStripeEvent({
      type: 'customer.subscription.deleted',
      object: { id: subscriptionId, object: 'subscription' },
    });
    const answer = await callApi('POST', '/api/stripe/webhook', {
      rawBody: late.payload,
      headers: late.headers,
    });
    expect(answer.status).toBe(200);
    expect(await billingOf(pro)).toMatchObject({
      status: 'active',
      renews: false,
      can_manage: true,
    });
    expect(await isListed(pro)).toBe(true);
  });
});

describe('POST /api/stripe/webhook', () => {
  const post = (payload: string, headers: Record<string, string>) =>
    callApi('POST', '/api/stripe/webhook', { rawBody: payload, headers });

  it('refuses an event without a valid signature', async () => {
    const event = signedStripeEvent({ type: 'customer.created', object: { id: 'cus_x' } });
    expect((await post(event.payload, {})).status).toBe(400);
    const forged = signedStripeEvent(
      { type: 'customer.created', object: { id: 'cus_x' } },
      'whsec_not_the_real_one',
    );
    const refused = await post(forged.payload, forged.headers);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: { code: 'bad_request', message: 'The Stripe signature is not valid.' },
    });
    // The right signature over a changed body is refused too.
    const tampered = event.payload.replace('cus_x', 'cus_y');
    expect((await post(tampered, event.headers)).status).toBe(400);
  });

  it('acknowledges a signed event, and the same event again', async () => {
    const event = signedStripeEvent({ type: 'customer.created', object: { id: 'cus_x' } });
    expect((await post(event.payload, event.headers)).status).toBe(200);
    const again = await post(event.payload, event.headers);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ received: true });
  });

  it('reads the subscription from Stripe rather than the event: a forged "active" copy changes nothing', async () => {
    const { pro, subscriptionId } = await livePro('87021');
    await driveSubscription(subscriptionId, 'end');
    await waitForBilling(pro, { status: 'inactive' });
    // A late redelivery saying the plan is active, correctly signed: Stripe says it ended.
    const stale = signedStripeEvent({
      type: 'customer.subscription.updated',
      object: { id: subscriptionId, object: 'subscription', status: 'active' },
    });
    expect((await post(stale.payload, stale.headers)).status).toBe(200);
    expect((await billingOf(pro)).status).toBe('inactive');
    expect(await isListed(pro)).toBe(false);
  });
});
