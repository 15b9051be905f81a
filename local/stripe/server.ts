import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { parseForm, stringMap, text, type FormValue } from './form';
import { Ledger } from './ledger';
import { LocalStripe, StripeApiError, type CardInput } from './local-stripe';
import { checkoutPage, notFoundPage, portalPage } from './pages';
import { WebhookSender } from './webhook-sender';

export interface LocalStripeServerOptions {
  port: number;
  /** The API key the product uses; any other is refused. */
  apiKey: string;
  webhookSecret: string;
  webhookEndpoint: string;
  /** The monthly plan's price: created at start with this id. */
  priceId: string;
  unitAmount: number;
  planName: string;
  /** Where the ledger is kept between runs; in memory when absent. */
  dataFile?: string;
  webhookRetryMs?: number;
}

export interface LocalStripeServer {
  server: Server;
  stripe: LocalStripe;
  webhooks: WebhookSender;
  close(): Promise<void>;
}

const BODY_LIMIT = 64 * 1024;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new StripeApiError(413, 'Request body is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const cardFrom = (form: Record<string, FormValue>): CardInput => ({
  number: text(form.cardnumber) ?? '',
  expiry: text(form.expiry) ?? '',
  cvc: text(form.cvc) ?? '',
});

/**
 * A stand-in for the Stripe API and its hosted pages, on loopback, that the real `stripe` SDK
 * talks to: the product's server calls `/v1/...` with its key; the browser visits the checkout
 * (`/c/pay/<session>`) and billing portal (`/p/session/<session>`) pages; tests drive what
 * Stripe does on its own through `/_control/...`. Events go to the webhook endpoint, signed.
 */
export async function startLocalStripe(
  options: LocalStripeServerOptions,
): Promise<LocalStripeServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const ledger = new Ledger(options.dataFile);
  const webhooks = new WebhookSender({
    endpoint: options.webhookEndpoint,
    secret: options.webhookSecret,
    retryMs: options.webhookRetryMs,
  });
  const stripe = new LocalStripe({
    baseUrl,
    apiVersion: Stripe.API_VERSION,
    ledger,
    onEvent: (event) => webhooks.enqueue(event),
  });
  stripe.ensurePrice(options.priceId, options.unitAmount, options.planName);

  const sendJson = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_local` });
    res.end(JSON.stringify(body));
  };
  const sendHtml = (res: ServerResponse, status: number, html: string) => {
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http://127.0.0.1:*; frame-ancestors 'none'",
    });
    res.end(html);
  };
  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' });
    res.end();
  };

  /** The API: `/v1/...` with the product's key. */
  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const auth = req.headers.authorization ?? '';
    const key = auth.startsWith('Bearer ')
      ? auth.slice(7)
      : auth.startsWith('Basic ')
        ? Buffer.from(auth.slice(6), 'base64').toString().split(':')[0]
        : '';
    if (key !== options.apiKey) {
      throw new StripeApiError(401, 'Invalid API Key provided.');
    }
    const method = req.method ?? 'GET';
    const body = method === 'GET' ? url.search.slice(1) : await readBody(req);
    const form = parseForm(body);
    const idempotencyKey = req.headers['idempotency-key'];
    const replayKey =
      method === 'POST' && typeof idempotencyKey === 'string'
        ? `${url.pathname}#${idempotencyKey}`
        : undefined;
    const replay = replayKey ? ledger.data.idempotent[replayKey] : undefined;
    if (replay) {
      res.writeHead(replay.status, {
        'Content-Type': 'application/json',
        'Idempotent-Replayed': 'true',
      });
      res.end(replay.body);
      return;
    }

    const result = route(method, url.pathname.split('/').filter(Boolean).slice(1), form);
    const payload = JSON.stringify(result);
    if (replayKey) {
      ledger.data.idempotent[replayKey] = { status: 200, body: payload };
      ledger.save();
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(payload);
  }

  function route(method: string, parts: string[], form: Record<string, FormValue>): unknown {
    const [first, second, third] = parts;
    const lineItems = Array.isArray(form.line_items) ? form.line_items : [];
    const firstItem = lineItems[0];
    const item =
      firstItem && typeof firstItem === 'object' && !Array.isArray(firstItem) ? firstItem : {};
    const subscriptionData = form.subscription_data;
    const subscriptionMetadata =
      subscriptionData && typeof subscriptionData === 'object' && !Array.isArray(subscriptionData)
        ? stringMap(subscriptionData.metadata)
        : {};

    if (first === 'customers' && method === 'POST' && !second) {
      return stripe.createCustomer({
        email: text(form.email),
        name: text(form.name),
        metadata: stringMap(form.metadata),
      });
    }
    if (first === 'customers' && method === 'GET' && second) return stripe.customer(second);
    if (first === 'prices' && method === 'GET' && second) return stripe.price(second);
    if (first === 'checkout' && second === 'sessions') {
      if (method === 'POST' && !third) {
        const session = stripe.createCheckoutSession({
          mode: text(form.mode),
          customer: text(form.customer),
          price: text(item.price),
          quantity: text(item.quantity),
          successUrl: text(form.success_url),
          cancelUrl: text(form.cancel_url),
          clientReferenceId: text(form.client_reference_id),
          metadata: stringMap(form.metadata),
          subscriptionMetadata,
        });
        return publicSession(session);
      }
      if (method === 'GET' && third) return publicSession(stripe.checkoutSession(third));
    }
    if (first === 'billing_portal' && second === 'sessions' && method === 'POST' && !third) {
      return stripe.createPortalSession({
        customer: text(form.customer),
        returnUrl: text(form.return_url),
      });
    }
    if (first === 'subscriptions' && second) {
      if (method === 'GET') return stripe.subscription(second);
      if (method === 'DELETE') return stripe.cancelNow(second);
      if (method === 'POST') {
        const cancel = text(form.cancel_at_period_end);
        if (cancel !== undefined) return stripe.setCancelAtPeriodEnd(second, cancel === 'true');
        return stripe.subscription(second);
      }
    }
    throw new StripeApiError(404, `Unrecognized request URL (${method}: /v1/${parts.join('/')}).`);
  }

  /** A checkout session as the API shows it (without the stand-in's own bookkeeping). */
  const publicSession = (session: ReturnType<LocalStripe['checkoutSession']>) => {
    const { subscription_metadata: _metadata, price: _price, ...visible } = session;
    return visible;
  };

  /** The hosted pages the browser visits. */
  async function pages(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const parts = url.pathname.split('/').filter(Boolean);
    const method = req.method ?? 'GET';
    if (parts[0] === 'c' && parts[1] === 'pay' && parts[2]) {
      const session = stripe.checkoutSession(parts[2]);
      const show = (error?: string) =>
        sendHtml(
          res,
          error ? 402 : 200,
          checkoutPage({
            session,
            customer: stripe.customer(session.customer),
            price: stripe.price(session.price),
            error,
          }),
        );
      if (method === 'GET') return show();
      if (method === 'POST') {
        const result = stripe.payCheckout(session.id, cardFrom(parseForm(await readBody(req))));
        return 'redirect' in result ? redirect(res, result.redirect) : show(result.error);
      }
    }
    if (parts[0] === 'p' && parts[1] === 'session' && parts[2]) {
      const session = stripe.portalSession(parts[2]);
      const show = (extra: { error?: string; notice?: string } = {}) =>
        sendHtml(
          res,
          extra.error ? 402 : 200,
          portalPage({
            sessionId: session.id,
            customer: stripe.customer(session.customer),
            returnUrl: session.return_url,
            subscription: stripe.subscriptionsOf(session.customer)[0],
            card: stripe.card(session.customer),
            ...extra,
          }),
        );
      if (method === 'GET' && !parts[3]) return show();
      if (method === 'POST') {
        const current = stripe.subscriptionsOf(session.customer)[0];
        if (parts[3] === 'cancel' && current) {
          stripe.setCancelAtPeriodEnd(current.id, true);
          return show({ notice: 'Your plan will be cancelled at the end of the billing period.' });
        }
        if (parts[3] === 'renew' && current) {
          stripe.setCancelAtPeriodEnd(current.id, false);
          return show({ notice: 'Your plan will renew.' });
        }
        if (parts[3] === 'card') {
          const result = stripe.updateCard(
            session.customer,
            cardFrom(parseForm(await readBody(req))),
          );
          return 'error' in result
            ? show({ error: result.error })
            : show({ notice: 'Your card was updated.' });
        }
      }
    }
    sendHtml(res, 404, notFoundPage());
  }

  /** What Stripe does on its own, on demand: `/_control/subscriptions/<id>/<action>`. */
  function control(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const parts = url.pathname.split('/').filter(Boolean).slice(1);
    const method = req.method ?? 'GET';
    if (method === 'GET' && parts[0] === 'subscriptions' && !parts[1]) {
      const officeId = url.searchParams.get('office_id');
      const all = Object.values(ledger.data.subscriptions).filter(
        (subscription) => !officeId || subscription.metadata.office_id === officeId,
      );
      return sendJson(res, 200, { data: all.sort((a, b) => b.created - a.created) });
    }
    if (method === 'GET' && parts[0] === 'deliveries')
      return sendJson(res, 200, { data: webhooks.status() });
    if (method === 'POST' && parts[0] === 'webhooks' && parts[1] === 'pause') {
      webhooks.pause();
      return void res.writeHead(204).end();
    }
    if (method === 'POST' && parts[0] === 'webhooks' && parts[1] === 'resume') {
      webhooks.resume();
      return void res.writeHead(204).end();
    }
    if (method === 'POST' && parts[0] === 'subscriptions' && parts[1]) {
      const id = parts[1];
      const act =
        parts[2] === 'renew'
          ? () => stripe.renew(id)
          : parts[2] === 'fail-renewal'
            ? () => stripe.failRenewal(id)
            : parts[2] === 'end'
              ? () => stripe.cancelNow(id)
              : undefined;
      if (act) return sendJson(res, 200, act());
    }
    sendJson(res, 404, { error: { message: 'Unknown control.' } });
  }

  const server = createServer((req, res) => {
    void (async () => {
      let url: URL;
      try {
        url = new URL(req.url ?? '/', baseUrl);
      } catch {
        return sendJson(res, 400, { error: { message: 'The request address is not valid.' } });
      }
      try {
        if (url.pathname.startsWith('/v1/')) await api(req, res, url);
        else if (url.pathname.startsWith('/_control/')) control(req, res, url);
        else await pages(req, res, url);
      } catch (error) {
        if (res.headersSent) return void res.end();
        if (error instanceof StripeApiError) {
          if (url.pathname.startsWith('/v1/')) sendJson(res, error.status, error.body);
          else sendHtml(res, error.status, notFoundPage());
          return;
        }
        console.error('local stripe error', error);
        sendJson(res, 500, { error: { type: 'api_error', message: 'Local Stripe error.' } });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));

  return {
    server,
    stripe,
    webhooks,
    close: () =>
      new Promise<void>((resolve) => {
        webhooks.stop();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
