import { describe, expect, it } from 'vitest';
import { contactMessageToSupport } from './contact-message-to-support';

const contact = {
  id: 'msg-456',
  supportEmail: 'support@smileguide.local',
  name: 'Sam Park',
  email: 'sam@example.com',
  subject: 'Listing question',
  message: 'How do I update\nmy office hours?',
};

const script = '<script>alert("x")</script>';

describe('the contact message to support', () => {
  it('gives support the message with reply-to set to the sender', () => {
    const support = contactMessageToSupport(contact);
    expect(support.to).toBe('support@smileguide.local');
    expect(support.replyTo).toBe('sam@example.com');
    expect(support.subject).toBe('New contact message from Sam Park: Listing question');
    expect(support.text).toContain('Name: Sam Park');
    expect(support.text).toContain('Email: sam@example.com');
    expect(support.text).toContain('Subject: Listing question');
    expect(support.text).toContain('How do I update\nmy office hours?');
    expect(support.html).toContain('How do I update<br>my office hours?');
  });

  it('escapes the name, subject and message in the HTML', () => {
    const support = contactMessageToSupport({
      ...contact,
      name: `Eve ${script}`,
      subject: `<a href="https://evil.example">win</a>`,
      message: script,
    });
    expect(support.html).not.toContain('<script>');
    expect(support.html).not.toContain('<a href');
    expect(support.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;win&lt;/a&gt;');
    expect(support.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('keeps CR/LF in the name and subject out of the headers', () => {
    const support = contactMessageToSupport({
      ...contact,
      name: 'Sam\r\nX-Injected: yes',
      subject: 'Hello\nBcc: victim@example.com',
      email: 'sam@example.com\n',
    });
    expect(support.subject).toBe(
      'New contact message from Sam X-Injected: yes: Hello Bcc: victim@example.com',
    );
    for (const header of [support.subject, support.to, support.replyTo]) {
      expect(header).not.toMatch(/[\r\n]/);
    }
  });
});
