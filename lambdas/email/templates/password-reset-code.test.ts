import { describe, expect, it } from 'vitest';
import { passwordResetCode } from './password-reset-code';

describe('the password reset code email', () => {
  it('gives the reset code and a link to the reset page with the address filled in', () => {
    const mail = passwordResetCode({
      siteUrl: 'https://smile.example',
      email: 'a@example.com',
      firstName: 'Sam',
      code: '654321',
    });
    expect(mail.subject).toBe('Your SmileGuide password reset code');
    expect(mail.text).toContain('Hi Sam,');
    expect(mail.text).toContain('Your password reset code is 654321.');
    expect(mail.text).toContain('https://smile.example/forgot-password?email=a%40example.com');
    expect(mail.html).toContain(
      '<a href="https://smile.example/forgot-password?email=a%40example.com">reset page</a>',
    );
  });
});
