import { describe, expect, it } from 'vitest';
import { discountRequestConfirmation } from './discount-request-confirmation';

const request = {
  id: 'inq-123',
  office: { name: 'Bright Smiles Dental', contactEmail: 'front-desk@bright.demo.dental' },
  userName: 'Maria Lopez',
  userEmail: 'maria@example.com',
  userPhone: '(212) 555-0101',
  userLocation: 'Brooklyn, NY',
  message: 'Do you offer a discount\nfor a first cleaning?',
};

const script = '<script>alert("x")</script>';

describe('the discount request confirmation', () => {
  it('confirms to the requester with the office name and the 24-48 hour promise', () => {
    const requester = discountRequestConfirmation(request);
    expect(requester.to).toBe('maria@example.com');
    expect(requester.replyTo).toBeUndefined();
    expect(requester.subject).toBe('Your discount request to Bright Smiles Dental');
    expect(requester.text).toContain('Hi Maria Lopez,');
    expect(requester.text).toContain(
      'Your discount request has been sent to Bright Smiles Dental.',
    );
    expect(requester.text).toContain('within 24-48 hours');
    expect(requester.html).toContain('<strong>24-48 hours</strong>');
  });

  it('does not repeat the free-text message', () => {
    const requester = discountRequestConfirmation(request);
    expect(requester.text).not.toContain('first cleaning');
    expect(requester.html).not.toContain('first cleaning');
  });

  it('escapes the name and the office name in the HTML', () => {
    const requester = discountRequestConfirmation({
      ...request,
      userName: `Eve ${script}`,
      office: { ...request.office, name: 'Smith & Sons <Dental>' },
    });
    expect(requester.html).not.toContain('<script>');
    expect(requester.html).toContain('Eve &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(requester.html).toContain('Smith &amp; Sons &lt;Dental&gt;');
  });

  it('keeps CR/LF in the office name and address out of every header', () => {
    const requester = discountRequestConfirmation({
      ...request,
      userEmail: 'mallory@example.com\r\nBcc: other@example.com',
      office: { ...request.office, name: 'Bright\nSmiles' },
    });
    expect(requester.subject).toBe('Your discount request to Bright Smiles');
    for (const header of [requester.subject, requester.to]) {
      expect(header).not.toMatch(/[\r\n]/);
    }
  });
});
