import { describe, expect, it } from 'vitest';
import { accountExistsNotice } from './account-exists-notice';

describe('the existing-account notice', () => {
  it('tells the owner an account exists and how to get in, with no code', () => {
    const notice = accountExistsNotice({ email: 'owner@example.com' });
    expect(notice.to).toBe('owner@example.com');
    expect(notice.subject).toBe('You already have a SmileGuide Dental account');
    expect(notice.text).toContain('no new one was created');
    expect(notice.text).toContain('"Forgot password?"');
    expect(notice.html).toContain('&quot;Forgot password?&quot;');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
  });

  it('keeps the address out of the headers it must not reach', () => {
    const notice = accountExistsNotice({ email: 'owner@example.com\nBcc: x@example.com' });
    expect(notice.to).not.toContain('\n');
  });
});
