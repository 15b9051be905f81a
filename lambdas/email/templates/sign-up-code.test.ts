import { describe, expect, it } from 'vitest';
import { confirmationLink, signUpCode } from './sign-up-code';

describe('the sign-up code email', () => {
  it('gives the verification code and a one-click link to the site root', () => {
    const mail = signUpCode({
      siteUrl: 'https://smile.example',
      email: 'maria+x@example.com',
      firstName: 'Maria',
      code: '012345',
    });
    expect(mail.subject).toBe('Confirm your SmileGuide account');
    expect(mail.text).toContain('Hi Maria,');
    expect(mail.text).toContain('Your verification code is 012345.');
    expect(mail.text).toContain(
      'https://smile.example/?confirm=1&email=maria%2Bx%40example.com&code=012345',
    );
    expect(mail.html).toContain(
      '<a href="https://smile.example/?confirm=1&amp;email=maria%2Bx%40example.com&amp;code=012345">',
    );
  });

  it("leaves Cognito's code placeholder as it is, so Cognito can fill it in", () => {
    const mail = signUpCode({
      siteUrl: 'https://smile.example',
      email: 'a@example.com',
      code: '{####}',
    });
    expect(mail.html).toContain('code={####}');
    expect(mail.html).toContain('<strong>{####}</strong>');
    expect(mail.text).toContain('Hi there,');
  });

  it('escapes a name in the HTML', () => {
    const mail = signUpCode({
      siteUrl: 'https://smile.example',
      email: 'a@example.com',
      firstName: '<b>Eve</b>',
      code: '111111',
    });
    expect(mail.html).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;,');
  });
});

describe('confirmationLink', () => {
  it('encodes the address', () => {
    expect(confirmationLink('https://s.example', 'a b@example.com', '123456')).toBe(
      'https://s.example/?confirm=1&email=a%20b%40example.com&code=123456',
    );
  });
});
