import { describe, expect, it } from 'vitest';
import { escapeHtml, headerSafe } from './escape';

describe('escaping', () => {
  it('escapes markup', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });

  it('strips CR/LF from header values', () => {
    expect(headerSafe('Hello\r\nBcc: victim@example.com')).toBe('Hello Bcc: victim@example.com');
  });
});
