import { describe, expect, it } from 'vitest';
import { parseForm } from './form';
import { Ledger, oneMonthLater, type StripeEvent } from './ledger';
import { LocalStripe, readCard } from './local-stripe';

describe('parseForm', () => {
  it('reads Stripe’s bracketed form encoding into objects and lists', () => {
    const body = new URLSearchParams([
      ['mode', 'subscription'],
      ['line_items[0][price]', 'price_1'],
      ['line_items[0][quantity]', '1'],
      ['metadata[office_id]', 'o1'],
      ['subscription_data[metadata][office_id]', 'o1'],
      ['expand[]', 'customer'],
      ['expand[]', 'subscription'],
    ]).toString();
    expect(parseForm(body)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_1', quantity: '1' }],
      metadata: { office_id: 'o1' },
      subscription_data: { metadata: { office_id: 'o1' } },
      expand: ['customer', 'subscription'],
    });
  });

  it('keeps prototype-named keys as plain keys', () => {
    const parsed = parseForm('__proto__[polluted]=yes&constructor=x');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(parsed.constructor).toBe('x');
  });
});

describe('readCard', () => {
  const card = (number: string, expiry = '12 / 34', cvc = '123') =>
    readCard({ number, expiry, cvc }, new Date('2026-11-23T00:00:00Z'));

  it('accepts the success test card and declines the insufficient-funds one', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ brand: 'visa', last4: '4242', declines: false });
    expect(card('4000 0000 0000 9995')).toEqual({ error: 'Your card has insufficient funds.' });
  });

  it('names what is wrong with the card details', () => {
    expect(card('4242 4242 4242 4241')).toEqual({ error: 'Your card number is invalid.' });
    expect(card('4242424242424242', '10/26')).toEqual({
      error: "Your card's expiration date is in the past.",
    });
    expect(card('4242424242424242', '13/30')).toEqual({
      error: "Your card's expiration month is invalid.",
    });
    expect(card('4242424242424242', '1230')).toEqual({
      error: "Your card's expiration date is incomplete.",
    });
    expect(card('4242424242424242', '12/30', '1')).toEqual({
      error: "Your card's security code is incomplete.",
    });
  });
});

describe('oneMonthLater', () => {
  it('bills on the same day next month, or the month’s last day', () => {
    const at = (iso: string) => Date.parse(iso) / 1000;
    expect(oneMonthLater(at('2026-11-23T10:00:00Z'))).toBe(at('2026-12-23T10:00:00Z'));
    expect(oneMonthLater(at('2027-01-31T10:00:00Z'))).toBe(at('2027-02-28T10:00:00Z'));
  });
});

describe('LocalStripe', () => {
  function setUp() {
    const events: StripeEvent[] = [];
    const stripe = new LocalStripe({
      baseUrl: 'http://127.0.0.1:1',
      apiVersion: 'test',
      ledger: new Ledger(),
      onEvent: (event) => events.push(event),
    });
    stripe.ensurePrice('price_1', 20000, 'Listing');
    const customer = stripe.createCustomer({ email: 'a@example.com', metadata: {} });
    const session = stripe.createCheckoutSession({
      mode: 'subscription',
      customer: customer.id,
      price: 'price_1',
      successUrl: 'http://site/dashboard?session_id={CHECKOUT_SESSION_ID}',
      metadata: { office_id: 'o1' },
      subscriptionMetadata: { office_id: 'o1' },
    });
    events.length = 0;
    return { stripe, events, customer, session };
  }
  const goodCard = { number: '4242424242424242', expiry: '12/34', cvc: '123' };
  const types = (events: StripeEvent[]) => events.map((event) => event.type);

  it('a paid checkout creates the subscription and announces it', () => {
    const { stripe, events, session } = setUp();
    const result = stripe.payCheckout(session.id, goodCard);
    expect(result).toEqual({ redirect: `http://site/dashboard?session_id=${session.id}` });
    expect(types(events)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    const subscription = stripe.subscription(stripe.checkoutSession(session.id).subscription!);
    expect(subscription).toMatchObject({ status: 'active', metadata: { office_id: 'o1' } });
    expect(stripe.payCheckout(session.id, goodCard)).toEqual({
      error: 'This checkout session is no longer open.',
    });
  });

  it('a declined card creates nothing', () => {
    const { stripe, events, session } = setUp();
    expect(stripe.payCheckout(session.id, { ...goodCard, number: '4000000000009995' })).toEqual({
      error: 'Your card has insufficient funds.',
    });
    expect(events).toEqual([]);
    expect(stripe.checkoutSession(session.id).status).toBe('open');
  });

  it('renews, fails a renewal, recovers with a new card, and ends a plan set to cancel', () => {
    const { stripe, events, session } = setUp();
    stripe.payCheckout(session.id, goodCard);
    const id = stripe.checkoutSession(session.id).subscription!;
    events.length = 0;

    stripe.failRenewal(id);
    expect(stripe.subscription(id).status).toBe('past_due');
    expect(types(events)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);

    events.length = 0;
    stripe.updateCard(stripe.subscription(id).customer, goodCard);
    expect(stripe.subscription(id).status).toBe('active');
    expect(types(events)).toEqual(['invoice.paid', 'customer.subscription.updated']);

    events.length = 0;
    stripe.setCancelAtPeriodEnd(id, true);
    stripe.renew(id);
    expect(stripe.subscription(id).status).toBe('canceled');
    expect(types(events)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
  });

  it('events are snapshots: later changes do not rewrite what was sent', () => {
    const { stripe, events, session } = setUp();
    stripe.payCheckout(session.id, goodCard);
    const id = stripe.checkoutSession(session.id).subscription!;
    stripe.cancelNow(id);
    const created = events.find((event) => event.type === 'customer.subscription.created')!;
    expect((created.data.object as { status: string }).status).toBe('active');
  });
});
