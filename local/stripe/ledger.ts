import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

/**
 * The local Stripe's objects, shaped as the Stripe API version the installed SDK pins (billing
 * periods live on subscription items; an invoice names its subscription under
 * `parent.subscription_details`). Only the fields the product reads or a test inspects are kept.
 */
type Metadata = Record<string, string>;

export interface Customer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  metadata: Metadata;
}

export interface Price {
  id: string;
  object: 'price';
  active: true;
  currency: 'usd';
  unit_amount: number;
  product: string;
  type: 'recurring';
  recurring: { interval: 'month'; interval_count: 1 };
  nickname: string;
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: Price;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled';

export interface Subscription {
  id: string;
  object: 'subscription';
  created: number;
  customer: string;
  status: SubscriptionStatus;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  latest_invoice: string | null;
  metadata: Metadata;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false; url: string };
  livemode: false;
}

export interface Invoice {
  id: string;
  object: 'invoice';
  created: number;
  customer: string;
  status: 'paid' | 'open';
  amount_due: number;
  amount_paid: number;
  currency: 'usd';
  billing_reason: 'subscription_create' | 'subscription_cycle';
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Metadata };
  };
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  created: number;
  expires_at: number;
  mode: 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  customer: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Metadata;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  /** Local only: what to put on the subscription (Stripe keeps it as `subscription_data`). */
  subscription_metadata: Metadata;
  price: string;
}

export interface PortalSession {
  id: string;
  object: 'billing_portal.session';
  created: number;
  customer: string;
  return_url: string;
  url: string;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: unknown };
}

/** A card on file: only what the portal shows and whether charges to it succeed. */
export interface Card {
  brand: string;
  last4: string;
  declines: boolean;
}

export interface LedgerData {
  customers: Record<string, Customer>;
  cards: Record<string, Card>;
  prices: Record<string, Price>;
  subscriptions: Record<string, Subscription>;
  invoices: Record<string, Invoice>;
  checkoutSessions: Record<string, CheckoutSession>;
  portalSessions: Record<string, PortalSession>;
  events: StripeEvent[];
  /** Responses to POSTs by idempotency key, replayed when the key comes again. */
  idempotent: Record<string, { status: number; body: string }>;
}

const empty = (): LedgerData => ({
  customers: {},
  cards: {},
  prices: {},
  subscriptions: {},
  invoices: {},
  checkoutSessions: {},
  portalSessions: {},
  events: [],
  idempotent: {},
});

export const newId = (prefix: string): string =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, '')}`;

export const unixNow = (): number => Math.floor(Date.now() / 1000);

/** The same time one calendar month later (the end of a monthly period), as Stripe bills. */
export function oneMonthLater(seconds: number): number {
  const start = new Date(seconds * 1000);
  const end = new Date(start);
  end.setUTCMonth(start.getUTCMonth() + 1);
  // Jan 31 + 1 month is the last day of February, not March 3.
  if (end.getUTCDate() !== start.getUTCDate()) end.setUTCDate(0);
  return Math.floor(end.getTime() / 1000);
}

/** The ledger, kept in a JSON file so it outlives a restart, like the local database does. */
export class Ledger {
  readonly data: LedgerData;

  constructor(private readonly file?: string) {
    this.data =
      file && existsSync(file)
        ? { ...empty(), ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<LedgerData>) }
        : empty();
  }

  save(): void {
    if (!this.file) return;
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.data));
    renameSync(temporary, this.file);
  }
}
