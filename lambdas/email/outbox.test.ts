import { describe, expect, it } from 'vitest';
import { outboxAttributes } from './outbox';

describe('the outbox', () => {
  it('stores every email pending, header-safe, in the outbox index', () => {
    const attributes = outboxAttributes('2026-01-01T00:00:00.000Z', 'abc', {
      office: {
        to: 'office@example.com',
        subject: 'New request from Ann\nBcc: x@y',
        text: 't',
        html: 'h',
      },
    });
    expect(attributes.gsi2pk).toBe('OUTBOX');
    expect(attributes.gsi2sk).toBe('2026-01-01T00:00:00.000Z#abc');
    expect(attributes.mail.office).toMatchObject({
      state: 'pending',
      attempts: 0,
      subject: 'New request from Ann Bcc: x@y',
    });
  });
});
