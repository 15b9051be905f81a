import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { LOCAL_STRIPE } from '../../local/settings';
import { stack } from './stack';

const signer = new Stripe('sk_test_signer');

/** A webhook event as Stripe sends it: the JSON body and its `Stripe-Signature` header. */
export function signedStripeEvent(
  {
    type,
    object,
    id = `evt_test_${randomUUID().replaceAll('-', '')}`,
  }: {
    type: string;
    object: unknown;
    id?: string;
  },
  secret: string = LOCAL_STRIPE.webhookSecret,
): { id: string; payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return { id, payload, headers: { 'stripe-signature': signature } };
}

function control(): string {
  const local = stack().stripe;
  if (!local) throw new Error('These tests need the local Stripe (unset STRIPE_SECRET_KEY)');
  return local.control;
}

export interface LocalSubscription {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
}

/** The local Stripe's subscriptions for an office, newest first. */
export async function subscriptionsOfOffice(officeId: string): Promise<LocalSubscription[]> {
  const response = await fetch(
    `${control()}/subscriptions?office_id=${encodeURIComponent(officeId)}`,
  );
  return ((await response.json()) as { data: LocalSubscription[] }).data;
}

/** Makes Stripe do what it does on its own: renew (end of period), fail a renewal, end a plan. */
export async function driveSubscription(
  id: string,
  action: 'renew' | 'fail-renewal' | 'end',
): Promise<LocalSubscription> {
  const response = await fetch(`${control()}/subscriptions/${id}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${action} failed: ${response.status}`);
  return (await response.json()) as LocalSubscription;
}

export async function pauseWebhooks(paused: boolean): Promise<void> {
  await fetch(`${control()}/webhooks/${paused ? 'pause' : 'resume'}`, { method: 'POST' });
}

/** Submits the local checkout page's card form; returns where the browser would go next. */
export async function payCheckout(
  checkoutUrl: string,
  card = '4242 4242 4242 4242',
): Promise<{ status: number; location: string | null; text: string }> {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    body: new URLSearchParams({ cardnumber: card, expiry: '12 / 34', cvc: '123' }),
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    text: await response.text(),
  };
}
