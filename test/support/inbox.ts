import { stack } from './stack';

export interface Mail {
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  replyTo?: string[];
  at: number;
}

export async function mails(): Promise<Mail[]> {
  const response = await fetch(stack().inbox.store);
  const store = (await response.json()) as { emails: Mail[] };
  return store.emails;
}

/** Waits until mails matching the predicate arrive; returns them. */
export async function waitForMail(
  predicate: (mail: Mail) => boolean,
  { count = 1, timeoutMs = 15_000 } = {},
): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mails()).filter(predicate);
    if (found.length >= count) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `Expected ${count} matching mail(s), found ${found.length} within ${timeoutMs} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The Reply-To addresses of a mail (none when it has no Reply-To). */
export const replyTo = (mail: Mail): string[] => mail.replyTo ?? [];

export const sentTo = (address: string) => (mail: Mail) =>
  mail.destination.to.some((to) => to.toLowerCase().includes(address.toLowerCase()));
