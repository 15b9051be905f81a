import Stripe from 'stripe';
import type { StripeEvent } from './ledger';

export interface Delivery {
  eventId: string;
  type: string;
  attempts: number;
  delivered: boolean;
  lastStatus: number | null;
}

export interface WebhookSenderOptions {
  endpoint: string;
  secret: string;
  /** First retry delay; each next one doubles, up to `maxDelayMs`. */
  retryMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
}

/**
 * Sends events to the webhook endpoint as Stripe does: one POST per event, the JSON body signed
 * in `Stripe-Signature` with the endpoint's secret, and retries with growing delays until the
 * endpoint answers 2xx. Events go one at a time, in the order they happened.
 */
export class WebhookSender {
  private readonly queue: StripeEvent[] = [];
  private readonly deliveries = new Map<string, Delivery>();
  private sending = false;
  private paused = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly signer = new Stripe('sk_local_signer');

  constructor(private readonly options: WebhookSenderOptions) {}

  enqueue(event: StripeEvent): void {
    this.deliveries.set(event.id, {
      eventId: event.id,
      type: event.type,
      attempts: 0,
      delivered: false,
      lastStatus: null,
    });
    this.queue.push(event);
    void this.drain();
  }

  /** Holds deliveries (as an unreachable endpoint would), then sends everything held. */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    void this.drain();
  }

  status(): Delivery[] {
    return [...this.deliveries.values()];
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.paused = true;
  }

  private async drain(): Promise<void> {
    if (this.sending || this.paused) return;
    this.sending = true;
    try {
      while (this.queue.length > 0 && !this.paused) {
        const event = this.queue[0]!;
        const delivery = this.deliveries.get(event.id)!;
        delivery.attempts += 1;
        delivery.lastStatus = await this.send(event);
        if (delivery.lastStatus >= 200 && delivery.lastStatus < 300) {
          delivery.delivered = true;
          this.queue.shift();
          continue;
        }
        if (delivery.attempts >= (this.options.maxAttempts ?? 12)) {
          console.error(
            `stripe: gave up on ${event.type} ${event.id} after ${delivery.attempts} attempts`,
          );
          this.queue.shift();
          continue;
        }
        const base = this.options.retryMs ?? 500;
        const delay = Math.min(
          base * 2 ** (delivery.attempts - 1),
          this.options.maxDelayMs ?? 30_000,
        );
        this.timer = setTimeout(() => void this.drain(), delay);
        this.timer.unref();
        return;
      }
    } finally {
      this.sending = false;
    }
  }

  private async send(event: StripeEvent): Promise<number> {
    const payload = JSON.stringify(event, null, 2);
    const signature = this.signer.webhooks.generateTestHeaderString({
      payload,
      secret: this.options.secret,
    });
    try {
      const response = await fetch(this.options.endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': signature,
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  }
}
