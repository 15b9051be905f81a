import { describe, expect, it } from 'vitest';
import { contactMessageConfirmation } from './contact-message-confirmation';

const contact = {
  id: 'msg-456',
  supportEmail: 'support@smileguide.local',
  name: 'Sam Park',
  email: 'sam@example.com',
  subject: 'Listing question',
  message: 'How do I update\nmy office hours?',
};

describe('the contact message confirmation', () => {
  it('confirms to the sender with the 24 hour promise and no copy of the message', () => {
    const sender = contactMessageConfirmation(contact);
    expect(sender.to).toBe('sam@example.com');
    expect(sender.subject).toBe('We received your message - SmileGuide Dental');
    expect(sender.text).toContain('Hi Sam Park,');
    expect(sender.text).toContain('will reply within 24 hours');
    expect(sender.html).toContain('<strong>24 hours</strong>');
    expect(sender.text).not.toContain('office hours');
    expect(sender.text).not.toContain('Listing question');
    expect(sender.html).not.toContain('office hours');
    expect(sender.html).not.toContain('Listing question');
  });

  it('escapes the name in the HTML', () => {
    const sender = contactMessageConfirmation({
      ...contact,
      name: 'Eve <script>alert("x")</script>',
    });
    expect(sender.html).not.toContain('<script>');
    expect(sender.html).toContain('Eve &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('keeps CR/LF in the address out of the headers', () => {
    const sender = contactMessageConfirmation({ ...contact, email: 'sam@example.com\n' });
    for (const header of [sender.subject, sender.to]) {
      expect(header).not.toMatch(/[\r\n]/);
    }
  });
});
