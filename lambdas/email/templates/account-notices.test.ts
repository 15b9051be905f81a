import { describe, expect, it } from 'vitest';
import { composeCodeEmail } from '../../accounts/code-emails';
import { accountDeleted } from './account-deleted';
import { emailChangedNotice, maskEmail } from './email-changed-notice';

describe('the email-change code', () => {
  it('carries the code and says nothing changes until it is entered', () => {
    const mail = composeCodeEmail({
      kind: 'changeEmail',
      siteUrl: 'https://site.example',
      email: 'new@example.com',
      firstName: 'Ana',
      code: '123456',
    });
    expect(mail.subject).toBe('Confirm your new SmileGuide email address');
    expect(mail.text).toContain('Your confirmation code is 123456.');
    expect(mail.text).toContain('your account keeps its current address');
    expect(mail.html).toContain('<strong>123456</strong>');
  });
});

describe('the email-changed notice', () => {
  it('goes to the old address and names the new one only partly', () => {
    const notice = emailChangedNotice({
      oldEmail: 'old@example.com',
      newEmail: 'jane.doe@example.com',
    });
    expect(notice.to).toBe('old@example.com');
    expect(notice.text).toContain('ja…@example.com');
    expect(notice.text).not.toContain('jane.doe@example.com');
    expect(notice.text).toContain('If you did not make this change');
  });

  it.each([
    ['jane.doe@example.com', 'ja…@example.com'],
    ['j@example.com', 'j…@example.com'],
    ['not an address', '…'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('the account-deleted confirmation', () => {
  it('says what went, and the listing only for a professional', () => {
    const patient = accountDeleted({ email: 'p@example.com', professional: false });
    expect(patient.subject).toBe('Your SmileGuide Dental account was deleted');
    expect(patient.text).toContain('without your name or contact details');
    expect(patient.text).toContain('create a new account with this address');
    expect(patient.text).not.toContain('office listing');
    const pro = accountDeleted({ email: 'd@example.com', professional: true });
    expect(pro.text).toContain('Your office listing was removed');
  });

  it('keeps the address out of the headers it must not reach', () => {
    expect(
      accountDeleted({ email: 'a@example.com\nBcc: x@example.com', professional: false }).to,
    ).not.toContain('\n');
  });
});
