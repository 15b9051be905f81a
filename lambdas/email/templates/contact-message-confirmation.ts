import { CONTACT_REPLY_WINDOW, SITE_NAME } from '../../../contracts/brand';
import { escapeHtml, headerSafe } from '../escape';
import { htmlLayout, paragraph } from '../layout';
import type { OutgoingEmail } from '../outbox';
import type { ContactMessageMail } from './contact-message-to-support';

/**
 * To the sender: a receipt promising a reply. It goes to an address anyone can type, so it
 * repeats none of the free text the visitor wrote (subject, message): the form cannot be used to
 * mail arbitrary content to others.
 */
export function contactMessageConfirmation(
  mail: Pick<ContactMessageMail, 'id' | 'name' | 'email'>,
): OutgoingEmail {
  const text = [
    `Hi ${mail.name},`,
    '',
    `Thank you for contacting ${SITE_NAME}. We received your message and will reply within ${CONTACT_REPLY_WINDOW}.`,
    '',
    'For a dental emergency, call 911 or go to the nearest emergency room.',
    '',
    'If you did not send this message, you can ignore this email.',
    `Reference: ${mail.id}`,
  ].join('\n');
  const html = htmlLayout({
    heading: 'We received your message',
    body: [
      paragraph(`Hi ${escapeHtml(mail.name)},`),
      paragraph(
        `Thank you for contacting ${escapeHtml(SITE_NAME)}. We received your message and will reply within <strong>${CONTACT_REPLY_WINDOW}</strong>.`,
      ),
      paragraph('For a dental emergency, call 911 or go to the nearest emergency room.'),
      paragraph('If you did not send this message, you can ignore this email.'),
    ].join(''),
    footer: `Reference: ${escapeHtml(mail.id)}`,
  });
  return {
    to: headerSafe(mail.email),
    subject: `We received your message - ${SITE_NAME}`,
    text,
    html,
  };
}
