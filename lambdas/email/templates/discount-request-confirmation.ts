import { DISCOUNT_REPLY_WINDOW, SITE_NAME } from '../../../contracts/brand';
import { escapeHtml, headerSafe } from '../escape';
import { htmlLayout, paragraph } from '../layout';
import type { OutgoingEmail } from '../outbox';
import type { DiscountRequestMail } from './discount-request-to-office';

/**
 * To the requester: what was sent where, and when to expect an answer. It goes to an address
 * anyone can type, so it repeats none of the free text the visitor wrote: the form cannot be
 * used to mail arbitrary content to others.
 */
export function discountRequestConfirmation(
  mail: Pick<DiscountRequestMail, 'id' | 'office' | 'userName' | 'userEmail' | 'userPhone'>,
): OutgoingEmail {
  const byPhone = mail.userPhone ? ' or by phone' : '';
  const text = [
    `Hi ${mail.userName},`,
    '',
    `Your discount request has been sent to ${mail.office.name}.`,
    `The office will contact you within ${DISCOUNT_REPLY_WINDOW} at this email address${byPhone}.`,
    '',
    'If you did not make this request, you can ignore this email.',
    '',
    `Thank you for using ${SITE_NAME}.`,
    `Reference: ${mail.id}`,
  ].join('\n');
  const html = htmlLayout({
    heading: 'Your discount request was sent',
    body: [
      paragraph(`Hi ${escapeHtml(mail.userName)},`),
      paragraph(
        `Your discount request has been sent to <strong>${escapeHtml(mail.office.name)}</strong>.`,
      ),
      paragraph(
        `The office will contact you within <strong>${DISCOUNT_REPLY_WINDOW}</strong> at this email address${byPhone}.`,
      ),
      paragraph('If you did not make this request, you can ignore this email.'),
      paragraph(`Thank you for using ${escapeHtml(SITE_NAME)}.`),
    ].join(''),
    footer: `Reference: ${escapeHtml(mail.id)}`,
  });
  return {
    to: headerSafe(mail.userEmail),
    subject: `Your discount request to ${headerSafe(mail.office.name)}`,
    text,
    html,
  };
}
