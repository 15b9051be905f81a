import { CONTACT_REPLY_WINDOW, SITE_NAME } from '../../../contracts/brand';
import { escapeHtml, headerSafe } from '../escape';
import { htmlLayout, htmlQuote, htmlRows, paragraph, textRows, type DetailRow } from '../layout';
import type { OutgoingEmail } from '../outbox';

/** A contact-form message as its emails show it. */
export interface ContactMessageMail {
  id: string;
  /** Where support reads contact messages (deployment config, not the address the site shows). */
  supportEmail: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** To the support inbox, with reply-to set to the sender. */
export function contactMessageToSupport(mail: ContactMessageMail): OutgoingEmail {
  const rows: DetailRow[] = [
    { label: 'Name', value: mail.name },
    { label: 'Email', value: mail.email },
    { label: 'Subject', value: mail.subject },
  ];
  const text = [
    `New message from the ${SITE_NAME} contact form.`,
    '',
    textRows(rows),
    '',
    'Message:',
    mail.message,
    '',
    `Reply to this email to answer ${mail.name} directly. We promised a reply within ${CONTACT_REPLY_WINDOW}.`,
    '',
    `Reference: ${mail.id}`,
  ].join('\n');
  const html = htmlLayout({
    heading: 'New contact message',
    body: [
      paragraph(`New message from the ${escapeHtml(SITE_NAME)} contact form.`),
      htmlRows(rows),
      htmlQuote('Message', mail.message),
      paragraph(
        `<br>Reply to this email to answer ${escapeHtml(mail.name)} directly. We promised a reply within ${CONTACT_REPLY_WINDOW}.`,
      ),
    ].join(''),
    footer: `Reference: ${escapeHtml(mail.id)}`,
  });
  return {
    to: headerSafe(mail.supportEmail),
    subject: `New contact message from ${headerSafe(mail.name)}: ${headerSafe(mail.subject)}`,
    text,
    html,
    replyTo: headerSafe(mail.email),
  };
}
