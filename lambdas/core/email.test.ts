import { describe, expect, it } from 'vitest';
import { escapeHtml, headerSafe, outboxAttributes } from './email';

describe('email helpers', () => {
  it('escapes markup', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });

  it('strips CR/LF from header values', () => {
    expect(headerSafe('Hello\r\nBcc: victim@example.com')).toBe('Hello Bcc: victim@example.com');
  });

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
    expect(attributes.mail.office).toMatchObject({
      state: 'pending',
      attempts: 0,
      subject: 'New request from Ann Bcc: x@y',
    });
  });
});
