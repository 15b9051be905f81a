import type { Card, CheckoutSession, Customer, Price, Subscription } from './ledger';

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const day = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f6f9fc; color: #1a1f36; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem;
    box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  .badge { display: inline-block; font-size: .75rem; background: #ffde92; color: #5d4200;
    border-radius: 4px; padding: .15rem .5rem; margin-bottom: 1rem; }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: .25rem 0 1.5rem; }
  label { display: block; font-size: .875rem; font-weight: 600; margin: 1rem 0 .35rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem .7rem; font-size: 1rem;
    border: 1px solid #cfd7df; border-radius: 6px; }
  .row { display: flex; gap: .75rem; } .row > div { flex: 1; }
  button, .link { display: inline-block; margin-top: 1.25rem; padding: .7rem 1rem; border-radius: 6px;
    font-size: 1rem; font-weight: 600; cursor: pointer; text-decoration: none; text-align: center; }
  button.primary { width: 100%; background: #635bff; color: #fff; border: 0; }
  button.secondary, .link { background: #fff; color: #1a1f36; border: 1px solid #cfd7df; }
  .error { background: #fdecea; color: #8a1c12; border-radius: 6px; padding: .6rem .75rem;
    margin-top: 1rem; }
  .notice { background: #e6f4ea; color: #1e4620; border-radius: 6px; padding: .6rem .75rem;
    margin-top: 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; margin: 1rem 0; }
  dt { color: #697386; } dd { margin: 0; }
  .hint { color: #697386; font-size: .8rem; margin-top: 1rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function checkoutPage(input: {
  session: CheckoutSession;
  customer: Customer;
  price: Price;
  error?: string;
}): string {
  const { session, customer, price, error } = input;
  if (session.status !== 'open') {
    return page(
      'Checkout closed',
      `<span class="badge">Test mode</span><h1>This checkout is no longer open</h1>
       <a class="link" href="${escapeHtml(session.cancel_url)}">Return to the site</a>`,
    );
  }
  return page(
    'Pay for your listing',
    `<span class="badge">Test mode · local Stripe</span>
    <h1>Subscribe to ${escapeHtml(price.nickname)}</h1>
    <div class="amount">${money(price.unit_amount)} <small>per month</small></div>
    <form method="post" action="/c/pay/${escapeHtml(session.id)}">
      <label for="email">Email</label>
      <input id="email" name="email" type="email" value="${escapeHtml(customer.email ?? '')}" readonly>
      <label for="cardnumber">Card number</label>
      <input id="cardnumber" name="cardnumber" inputmode="numeric" autocomplete="cc-number"
        placeholder="1234 1234 1234 1234" required>
      <div class="row">
        <div><label for="expiry">Expiration (MM / YY)</label>
          <input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" required></div>
        <div><label for="cvc">CVC</label>
          <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required></div>
      </div>
      ${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
      <button class="primary" type="submit">Subscribe</button>
    </form>
    <a class="link" href="${escapeHtml(session.cancel_url)}">Cancel and go back</a>
    <p class="hint">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 9995 is declined. Any
    future expiry and any CVC.</p>`,
  );
}

export function portalPage(input: {
  sessionId: string;
  customer: Customer;
  returnUrl: string;
  subscription: Subscription | undefined;
  card: Card | undefined;
  error?: string;
  notice?: string;
}): string {
  const { sessionId, customer, returnUrl, subscription, card, error, notice } = input;
  const action = (name: string) => `/p/session/${escapeHtml(sessionId)}/${name}`;
  let plan = '<p>You have no plan.</p>';
  if (subscription) {
    const item = subscription.items.data[0];
    const end = item ? day(item.current_period_end) : '';
    const state =
      subscription.status === 'canceled'
        ? 'Cancelled'
        : subscription.status === 'past_due'
          ? 'Past due: the last payment failed'
          : subscription.cancel_at_period_end
            ? `Cancels on ${end}`
            : `Renews on ${end}`;
    plan = `<dl>
        <dt>Plan</dt><dd>${escapeHtml(item?.price.nickname ?? '')}</dd>
        <dt>Price</dt><dd>${item ? money(item.price.unit_amount) : ''} per month</dd>
        <dt>Status</dt><dd>${escapeHtml(state)}</dd>
        <dt>Card</dt><dd>${card ? `${escapeHtml(card.brand)} •••• ${escapeHtml(card.last4)}` : 'None'}</dd>
      </dl>`;
    if (subscription.status !== 'canceled') {
      plan += subscription.cancel_at_period_end
        ? `<form method="post" action="${action('renew')}"><button class="secondary" type="submit">Renew plan</button></form>`
        : `<form method="post" action="${action('cancel')}"><button class="secondary" type="submit">Cancel plan</button></form>`;
    }
  }
  return page(
    'Billing',
    `<span class="badge">Test mode · local Stripe</span>
    <h1>Billing for ${escapeHtml(customer.email ?? customer.id)}</h1>
    ${notice ? `<div class="notice" role="status">${escapeHtml(notice)}</div>` : ''}
    ${plan}
    <form method="post" action="${action('card')}">
      <label for="cardnumber">New card number</label>
      <input id="cardnumber" name="cardnumber" inputmode="numeric" autocomplete="cc-number" required>
      <div class="row">
        <div><label for="expiry">Expiration (MM / YY)</label>
          <input id="expiry" name="expiry" placeholder="MM / YY" required></div>
        <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" required></div>
      </div>
      ${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
      <button class="primary" type="submit">Update card</button>
    </form>
    <a class="link" href="${escapeHtml(returnUrl)}">Return to the site</a>`,
  );
}

export function notFoundPage(): string {
  return page('Not found', '<h1>This page does not exist or has expired.</h1>');
}
