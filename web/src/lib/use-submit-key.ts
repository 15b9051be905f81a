import { useState } from 'react';

/**
 * The idempotency key of a form's submit. Submitting the same values again after a failure (the
 * answer was lost, the server was slow) reuses the key, so the server answers with the first
 * result instead of acting twice; other values, or a submit after a success, get a new key.
 */
export class SubmitKeys {
  private last: { values: string; key: string } | undefined;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key for submitting these values now. */
  keyFor(values: unknown): string {
    const serialized = JSON.stringify(values);
    if (this.last?.values !== serialized) this.last = { values: serialized, key: this.newKey() };
    return this.last.key;
  }

  /** The submit succeeded: the next one, even with the same values, is a new request. */
  succeeded(): void {
    this.last = undefined;
  }
}

export function useSubmitKeys(): SubmitKeys {
  const [keys] = useState(() => new SubmitKeys());
  return keys;
}
