import type { Ledger } from './ledger';
import {
  newId,
  oneMonthLater,
  unixNow,
  type Card,
  type CheckoutSession,
  type Customer,
  type Invoice,
  type PortalSession,
  type Price,
  type StripeEvent,
  type Subscription,
} from './ledger';

/** A request Stripe would refuse: its HTTP status and Stripe's error body. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }

  get body() {
    return {
      error: {
        type: this.status === 401 ? 'invalid_request_error' : 'invalid_request_error',
        message: this.message,
        ...(this.param ? { param: this.param } : {}),
        ...(this.code ? { code: this.code } : {}),
      },
    };
  }
}

const missing = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, `No such ${kind}: '${id}'`, param, 'resource_missing');

/** Stripe's test cards that this stand-in knows by number; any other valid number is accepted. */
const DECLINED_CARDS: Record<string, string> = {
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000002': 'Your card was declined.',
  '4000000000009987': 'Your card was declined.',
};
/** Attaching succeeds, later charges fail (Stripe's card for testing failed renewals). */
const FAILS_LATER = '4000000000000341';

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

/** Checks a card as Stripe's payment form does; returns the card, or the message to show. */
export function readCard(input: CardInput, now = new Date()): Card | { error: string } {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) {
    return { error: 'Your card number is invalid.' };
  }
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  if (!expiry) return { error: "Your card's expiration date is incomplete." };
  const month = Number(expiry[1]);
  const year = Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]);
  if (month < 1 || month > 12) return { error: "Your card's expiration month is invalid." };
  const lastDay = new Date(Date.UTC(year, month, 0, 23, 59, 59));
  if (lastDay < now) return { error: "Your card's expiration date is in the past." };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) {
    return { error: "Your card's security code is incomplete." };
  }
  const declined = DECLINED_CARDS[number];
  if (declined) return { error: declined };
  const brand = number.startsWith('4')
    ? 'visa'
    : /^5[1-5]/.test(number)
      ? 'mastercard'
      : /^3[47]/.test(number)
        ? 'amex'
        : 'card';
  return { brand, last4: number.slice(-4), declines: number === FAILS_LATER };
}

export interface LocalStripeOptions {
  /** Where this stand-in answers (its hosted pages live here). */
  baseUrl: string;
  apiVersion: string;
  ledger: Ledger;
  /** Called with each new event, for delivery to the webhook endpoint. */
  onEvent: (event: StripeEvent) => void;
}

/**
 * The subset of Stripe the product uses, with the state changes and events Stripe makes:
 * customers, prices, Checkout sessions in subscription mode, billing portal sessions and
 * subscriptions (retrieve, update, cancel), plus what Stripe does on its own (paying a checkout,
 * renewing, failing a renewal, ending a plan).
 */
export class LocalStripe {
  constructor(private readonly options: LocalStripeOptions) {}

  private get data() {
    return this.options.ledger.data;
  }

  private commit(events: Array<[type: string, object: unknown]>): void {
    const created: StripeEvent[] = events.map(([type, object]) => ({
      id: newId('evt'),
      object: 'event',
      api_version: this.options.apiVersion,
      created: unixNow(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      // A snapshot: later changes to the object don't alter an event already sent.
      data: { object: structuredClone(object) },
    }));
    this.data.events.push(...created);
    this.options.ledger.save();
    for (const event of created) this.options.onEvent(event);
  }

  /* Prices -------------------------------------------------------------------------------------- */

  ensurePrice(id: string, unitAmount: number, nickname: string): Price {
    const price: Price = {
      id,
      object: 'price',
      active: true,
      currency: 'usd',
      unit_amount: unitAmount,
      product: 'prod_local_listing',
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1 },
      nickname,
    };
    this.data.prices[id] = price;
    this.options.ledger.save();
    return price;
  }

  price(id: string): Price {
    const price = this.data.prices[id];
    if (!price) throw missing('price', id);
    return price;
  }

  /* Customers ----------------------------------------------------------------------------------- */

  createCustomer(input: { email?: string; name?: string; metadata: Record<string, string> }) {
    const customer: Customer = {
      id: newId('cus'),
      object: 'customer',
      created: unixNow(),
      email: input.email ?? null,
      name: input.name ?? null,
      metadata: input.metadata,
    };
    this.data.customers[customer.id] = customer;
    this.commit([['customer.created', customer]]);
    return customer;
  }

  customer(id: string): Customer {
    const customer = this.data.customers[id];
    if (!customer) throw missing('customer', id);
    return customer;
  }

  card(customerId: string): Card | undefined {
    return this.data.cards[customerId];
  }

  /* Checkout ------------------------------------------------------------------------------------ */

  createCheckoutSession(input: {
    mode?: string;
    customer?: string;
    price?: string;
    quantity?: string;
    successUrl?: string;
    cancelUrl?: string;
    clientReferenceId?: string;
    metadata: Record<string, string>;
    subscriptionMetadata: Record<string, string>;
  }): CheckoutSession {
    if (input.mode !== 'subscription') {
      throw new StripeApiError(400, 'This stand-in supports subscription mode only.', 'mode');
    }
    if (!input.customer)
      throw new StripeApiError(400, 'Missing required param: customer.', 'customer');
    const customer = this.customer(input.customer);
    if (!input.price) {
      throw new StripeApiError(400, 'Missing required param: line_items[0][price].', 'line_items');
    }
    this.price(input.price);
    if (input.quantity !== undefined && input.quantity !== '1') {
      throw new StripeApiError(400, 'Quantity must be 1.', 'line_items[0][quantity]');
    }
    if (!input.successUrl) {
      throw new StripeApiError(400, 'Missing required param: success_url.', 'success_url');
    }
    const id = newId('cs_test');
    const now = unixNow();
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      created: now,
      expires_at: now + 24 * 60 * 60,
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: customer.id,
      customer_email: customer.email,
      client_reference_id: input.clientReferenceId ?? null,
      metadata: input.metadata,
      subscription: null,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl ?? input.successUrl,
      url: `${this.options.baseUrl}/c/pay/${id}`,
      subscription_metadata: input.subscriptionMetadata,
      price: input.price,
    };
    this.data.checkoutSessions[id] = session;
    this.options.ledger.save();
    return session;
  }

  checkoutSession(id: string): CheckoutSession {
    const session = this.data.checkoutSessions[id];
    if (!session) throw missing('checkout.session', id);
    if (session.status === 'open' && session.expires_at < unixNow()) {
      session.status = 'expired';
      session.url = null;
    }
    return session;
  }

  /** The payment form's submit: the card pays the first month, or the form shows why not. */
  payCheckout(id: string, input: CardInput): { error: string } | { redirect: string } {
    const session = this.checkoutSession(id);
    if (session.status !== 'open') return { error: 'This checkout session is no longer open.' };
    const card = readCard(input);
    if ('error' in card) return card;

    const now = unixNow();
    const price = this.price(session.price);
    const subscription: Subscription = {
      id: newId('sub'),
      object: 'subscription',
      created: now,
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      latest_invoice: null,
      metadata: session.subscription_metadata,
      items: {
        object: 'list',
        has_more: false,
        url: '/v1/subscription_items',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: now,
            current_period_end: oneMonthLater(now),
          },
        ],
      },
      livemode: false,
    };
    const invoice = this.invoiceFor(subscription, 'subscription_create', 'paid');
    subscription.latest_invoice = invoice.id;
    this.data.subscriptions[subscription.id] = subscription;
    this.data.cards[session.customer] = card;
    session.status = 'complete';
    session.payment_status = 'paid';
    session.subscription = subscription.id;
    session.url = null;
    this.commit([
      ['customer.subscription.created', subscription],
      ['invoice.paid', invoice],
      ['checkout.session.completed', session],
    ]);
    return { redirect: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) };
  }

  private invoiceFor(
    subscription: Subscription,
    reason: Invoice['billing_reason'],
    status: Invoice['status'],
  ): Invoice {
    const amount = subscription.items.data.reduce(
      (sum, item) => sum + item.price.unit_amount * item.quantity,
      0,
    );
    const invoice: Invoice = {
      id: newId('in'),
      object: 'invoice',
      created: unixNow(),
      customer: subscription.customer,
      status,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      currency: 'usd',
      billing_reason: reason,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
    };
    this.data.invoices[invoice.id] = invoice;
    return invoice;
  }

  /* Billing portal ------------------------------------------------------------------------------ */

  createPortalSession(input: { customer?: string; returnUrl?: string }): PortalSession {
    if (!input.customer)
      throw new StripeApiError(400, 'Missing required param: customer.', 'customer');
    this.customer(input.customer);
    const id = newId('bps');
    const session: PortalSession = {
      id,
      object: 'billing_portal.session',
      created: unixNow(),
      customer: input.customer,
      return_url: input.returnUrl ?? this.options.baseUrl,
      url: `${this.options.baseUrl}/p/session/${id}`,
    };
    this.data.portalSessions[id] = session;
    this.options.ledger.save();
    return session;
  }

  portalSession(id: string): PortalSession {
    const session = this.data.portalSessions[id];
    if (!session) throw missing('billing_portal.session', id);
    return session;
  }

  /** The customer's plans, newest first. */
  subscriptionsOf(customerId: string): Subscription[] {
    return Object.values(this.data.subscriptions)
      .filter((subscription) => subscription.customer === customerId)
      .sort((a, b) => b.created - a.created);
  }

  /** The portal's card form: a new card, which also pays a failed renewal. */
  updateCard(customerId: string, input: CardInput): { error: string } | { ok: true } {
    const card = readCard(input);
    if ('error' in card) return card;
    this.data.cards[customerId] = card;
    const events: Array<[string, unknown]> = [];
    for (const subscription of this.subscriptionsOf(customerId)) {
      if (subscription.status !== 'past_due' || card.declines) continue;
      const open = subscription.latest_invoice
        ? this.data.invoices[subscription.latest_invoice]
        : undefined;
      if (open && open.status === 'open') {
        open.status = 'paid';
        open.amount_paid = open.amount_due;
        events.push(['invoice.paid', open]);
      }
      subscription.status = 'active';
      events.push(['customer.subscription.updated', subscription]);
    }
    this.commit(events);
    return { ok: true };
  }

  /* Subscriptions ------------------------------------------------------------------------------- */

  subscription(id: string): Subscription {
    const subscription = this.data.subscriptions[id];
    if (!subscription) throw missing('subscription', id);
    return subscription;
  }

  /** Cancel at the end of the paid period, or take that back. */
  setCancelAtPeriodEnd(id: string, cancel: boolean): Subscription {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') {
      throw new StripeApiError(400, 'A canceled subscription can only update its metadata.');
    }
    subscription.cancel_at_period_end = cancel;
    subscription.cancel_at = cancel ? this.periodEnd(subscription) : null;
    subscription.canceled_at = cancel ? unixNow() : null;
    this.commit([['customer.subscription.updated', subscription]]);
    return subscription;
  }

  /** Ends the plan now (the API's cancel, an admin's cancel, or a period that ran out). */
  cancelNow(id: string): Subscription {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') return subscription;
    const now = unixNow();
    subscription.status = 'canceled';
    subscription.ended_at = now;
    subscription.canceled_at ??= now;
    this.commit([['customer.subscription.deleted', subscription]]);
    return subscription;
  }

  private periodEnd(subscription: Subscription): number {
    return Math.max(...subscription.items.data.map((item) => item.current_period_end));
  }

  /**
   * The period ends now: a plan set to cancel ends; otherwise the card on file pays the next
   * month, or the payment fails and the plan is past due.
   */
  renew(id: string): Subscription {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') return subscription;
    if (subscription.cancel_at_period_end) return this.cancelNow(id);
    if (this.data.cards[subscription.customer]?.declines) return this.failRenewal(id);
    const now = unixNow();
    for (const item of subscription.items.data) {
      item.current_period_start = now;
      item.current_period_end = oneMonthLater(now);
    }
    const invoice = this.invoiceFor(subscription, 'subscription_cycle', 'paid');
    subscription.latest_invoice = invoice.id;
    subscription.status = 'active';
    this.commit([
      ['invoice.paid', invoice],
      ['customer.subscription.updated', subscription],
    ]);
    return subscription;
  }

  /** The renewal payment fails: the plan is past due (still running) while the card is fixed. */
  failRenewal(id: string): Subscription {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') return subscription;
    const now = unixNow();
    for (const item of subscription.items.data) {
      item.current_period_start = now;
      item.current_period_end = oneMonthLater(now);
    }
    const invoice = this.invoiceFor(subscription, 'subscription_cycle', 'open');
    subscription.latest_invoice = invoice.id;
    subscription.status = 'past_due';
    this.commit([
      ['invoice.payment_failed', invoice],
      ['customer.subscription.updated', subscription],
    ]);
    return subscription;
  }
}
