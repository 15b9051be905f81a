import { describe, expect, it } from 'vitest';
import { contactMessageEmails, discountInquiryEmails, type DiscountInquiryMail } from './emails';

const inquiry: DiscountInquiryMail = {
  id: 'inq-123',
  office: { name: 'Bright Smiles Dental', contactEmail: 'front-desk@bright.demo.dental' },
  userName: 'Maria Lopez',
  userEmail: 'maria@example.com',
  userPhone: '(212) 555-0101',
  userLocation: 'Brooklyn, NY',
  message: 'Do you offer a discount\nfor a first cleaning?',
};

const contact = {
  id: 'msg-456',
  supportEmail: 'support@smileguide.local',
  name: 'Sam Park',
  email: 'sam@example.com',
  subject: 'Listing question',
  message: 'How do I update\nmy office hours?',
};

const script = '<script>alert("x")</script>';

describe('discount request emails', () => {
  it('sends the office the request, answerable by replying to the requester', () => {
    const { office } = discountInquiryEmails(inquiry);
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
    const { office } = discountInquiryEmails({
      ...inquiry,
      userPhone: undefined,
      userLocation: undefined,
      message: undefined,
    });
    expect(office.text).toContain('Phone: Not provided');
    expect(office.text).toContain('Location: Not provided');
    expect(office.text).toMatch(/Message:\nNot provided/);
  });

  it('confirms to the requester with the office name and the 24-48 hour promise', () => {
    const { requester } = discountInquiryEmails(inquiry);
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

  it('does not repeat the free-text message in the confirmation', () => {
    const { requester } = discountInquiryEmails(inquiry);
    expect(requester.text).not.toContain('first cleaning');
    expect(requester.html).not.toContain('first cleaning');
  });

  it('escapes every field a visitor typed in the HTML', () => {
    const { office, requester } = discountInquiryEmails({
      ...inquiry,
      userName: `Eve ${script}`,
      userPhone: '555 <b>',
      userLocation: `"><img src=x onerror=alert(1)>`,
      message: `${script} & more`,
    });
    for (const html of [office.html, requester.html]) {
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img');
      expect(html).toContain('Eve &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    }
    expect(office.html).toContain('555 &lt;b&gt;');
    expect(office.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(office.html).toContain('&amp; more');
    // The plain-text part is not HTML, so it keeps what was typed.
    expect(office.text).toContain(`Eve ${script}`);
  });

  it('escapes the office name too', () => {
    const { requester } = discountInquiryEmails({
      ...inquiry,
      office: { ...inquiry.office, name: 'Smith & Sons <Dental>' },
    });
    expect(requester.html).toContain('Smith &amp; Sons &lt;Dental&gt;');
  });

  it('keeps CR/LF in a name out of every header', () => {
    const { office, requester } = discountInquiryEmails({
      ...inquiry,
      userName: 'Mallory\r\nBcc: victim@example.com',
      userEmail: 'mallory@example.com\r\nBcc: other@example.com',
      office: { name: 'Bright\nSmiles', contactEmail: 'front-desk@bright.demo.dental\r\n' },
    });
    expect(office.subject).toBe('New discount request from Mallory Bcc: victim@example.com');
    expect(requester.subject).toBe('Your discount request to Bright Smiles');
    for (const header of [
      office.subject,
      office.to,
      office.replyTo,
      requester.subject,
      requester.to,
    ]) {
      expect(header).toBeDefined();
      expect(header).not.toMatch(/[\r\n]/);
    }
  });
});

describe('contact message emails', () => {
  it('sends support the message with reply-to set to the sender', () => {
    const { support } = contactMessageEmails(contact);
    expect(support.to).toBe('support@smileguide.local');
    expect(support.replyTo).toBe('sam@example.com');
    expect(support.subject).toBe('New contact message from Sam Park: Listing question');
    expect(support.text).toContain('Name: Sam Park');
    expect(support.text).toContain('Email: sam@example.com');
    expect(support.text).toContain('Subject: Listing question');
    expect(support.text).toContain('How do I update\nmy office hours?');
    expect(support.html).toContain('How do I update<br>my office hours?');
  });

  it('confirms to the sender with the 24 hour promise and no copy of the message', () => {
    const { sender } = contactMessageEmails(contact);
    expect(sender.to).toBe('sam@example.com');
    expect(sender.subject).toBe('We received your message - SmileGuide Dental');
    expect(sender.text).toContain('Hi Sam Park,');
    expect(sender.text).toContain('will reply within 24 hours');
    expect(sender.html).toContain('<strong>24 hours</strong>');
    expect(sender.text).not.toContain('office hours');
    expect(sender.text).not.toContain('Listing question');
  });

  it('escapes the name, subject and message in the HTML', () => {
    const { support, sender } = contactMessageEmails({
      ...contact,
      name: `Eve ${script}`,
      subject: `<a href="https://evil.example">win</a>`,
      message: script,
    });
    for (const html of [support.html, sender.html]) {
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<a href');
    }
    expect(support.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;win&lt;/a&gt;');
    expect(support.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('keeps CR/LF in the name and subject out of the headers', () => {
    const { support, sender } = contactMessageEmails({
      ...contact,
      name: 'Sam\r\nX-Injected: yes',
      subject: 'Hello\nBcc: victim@example.com',
      email: 'sam@example.com\n',
    });
    expect(support.subject).toBe(
      'New contact message from Sam X-Injected: yes: Hello Bcc: victim@example.com',
    );
    for (const header of [
      support.subject,
      support.to,
      support.replyTo,
      sender.subject,
      sender.to,
    ]) {
      expect(header).not.toMatch(/[\r\n]/);
    }
  });
});
