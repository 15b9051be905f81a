import { describe, expect, it } from 'vitest';
import { discountRequestToOffice, type DiscountRequestMail } from './discount-request-to-office';

const request: DiscountRequestMail = {
  id: 'inq-123',
  office: { name: 'Bright Smiles Dental', contactEmail: 'front-desk@bright.demo.dental' },
  userName: 'Maria Lopez',
  userEmail: 'maria@example.com',
  userPhone: '(212) 555-0101',
  userLocation: 'Brooklyn, NY',
  message: 'Do you offer a discount\nfor a first cleaning?',
};

const script = '<script>alert("x")</script>';

describe('the discount request to the office', () => {
  it('gives the office the request, answerable by replying to the requester', () => {
    const office = discountRequestToOffice(request);
    expect(office.to).toBe('front-desk@bright.demo.dental');
    expect(office.replyTo).toBe('maria@example.com');
    expect(office.subject).toBe('New discount request from Maria Lopez');
    for (const value of ['Maria Lopez', 'maria@example.com', '(212) 555-0101', 'Brooklyn, NY']) {
      expect(office.text).toContain(value);
      expect(office.html).toContain(value);
    }
    expect(office.text).toContain('Do you offer a discount\nfor a first cleaning?');
    expect(office.html).toContain('Do you offer a discount<br>for a first cleaning?');
    expect(office.text).toContain('Reference: inq-123');
  });

  it('marks optional details the requester left out', () => {
    const office = discountRequestToOffice({
      ...request,
      userPhone: undefined,
      userLocation: undefined,
      message: undefined,
    });
    expect(office.text).toContain('Phone: Not provided');
    expect(office.text).toContain('Location: Not provided');
    expect(office.text).toMatch(/Message:\nNot provided/);
  });

  it('escapes every field a visitor typed in the HTML', () => {
    const office = discountRequestToOffice({
      ...request,
      userName: `Eve ${script}`,
      userPhone: '555 <b>',
      userLocation: `"><img src=x onerror=alert(1)>`,
      message: `${script} & more`,
    });
    expect(office.html).not.toContain('<script>');
    expect(office.html).not.toContain('<img');
    expect(office.html).toContain('Eve &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(office.html).toContain('555 &lt;b&gt;');
    expect(office.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(office.html).toContain('&amp; more');
    // The plain-text part is not HTML, so it keeps what was typed.
    expect(office.text).toContain(`Eve ${script}`);
  });

  it('keeps CR/LF in a name or address out of every header', () => {
    const office = discountRequestToOffice({
      ...request,
      userName: 'Mallory\r\nBcc: victim@example.com',
      userEmail: 'mallory@example.com\r\nBcc: other@example.com',
      office: { name: 'Bright\nSmiles', contactEmail: 'front-desk@bright.demo.dental\r\n' },
    });
    expect(office.subject).toBe('New discount request from Mallory Bcc: victim@example.com');
    for (const header of [office.subject, office.to, office.replyTo]) {
      expect(header).toBeDefined();
      expect(header).not.toMatch(/[\r\n]/);
    }
  });
});
