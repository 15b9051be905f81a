import { DISCOUNT_REPLY_WINDOW, SITE_NAME } from '../../../contracts/brand';
import { escapeHtml, headerSafe } from '../escape';
import {
  htmlLayout,
  htmlQuote,
  htmlRows,
  NOT_PROVIDED,
  paragraph,
  textRows,
  type DetailRow,
} from '../layout';
import type { OutgoingEmail } from '../outbox';

/** A discount request as its emails show it. */
export interface DiscountRequestMail {
  id: string;
  office: { name: string; contactEmail: string };
  userName: string;
  userEmail: string;
  userPhone?: string;
  userLocation?: string;
  message?: string;
}

/** To the office: the request, with reply-to set so answering reaches the requester. */
export function discountRequestToOffice(mail: DiscountRequestMail): OutgoingEmail {
  const rows: DetailRow[] = [
    { label: 'Name', value: mail.userName },
    { label: 'Email', value: mail.userEmail },
    { label: 'Phone', value: mail.userPhone },
    { label: 'Location', value: mail.userLocation },
  ];
  const message = mail.message?.trim() ? mail.message : undefined;
  const text = [
    `Hello ${mail.office.name},`,
    '',
    `${mail.userName} has requested a discount through the ${SITE_NAME} directory.`,
    '',
    textRows(rows),
    '',
    'Message:',
    message ?? NOT_PROVIDED,
    '',
    `Reply to this email to answer ${mail.userName} directly. We told them to expect contact within ${DISCOUNT_REPLY_WINDOW}.`,
    '',
    `Reference: ${mail.id}`,
  ].join('\n');
  const html = htmlLayout({
    heading: 'New discount request',
    body: [
      paragraph(`Hello ${escapeHtml(mail.office.name)},`),
      paragraph(
        `<strong>${escapeHtml(mail.userName)}</strong> has requested a discount through the ${escapeHtml(SITE_NAME)} directory.`,
      ),
      htmlRows(rows),
      htmlQuote('Message', message ?? NOT_PROVIDED),
      paragraph(
        `<br>Reply to this email to answer ${escapeHtml(mail.userName)} directly. We told them to expect contact within ${DISCOUNT_REPLY_WINDOW}.`,
      ),
    ].join(''),
    footer: `Reference: ${escapeHtml(mail.id)}. You receive this because your office is listed in the ${escapeHtml(SITE_NAME)} directory.`,
  });
  return {
    to: headerSafe(mail.office.contactEmail),
    subject: `New discount request from ${headerSafe(mail.userName)}`,
    text,
    html,
    replyTo: headerSafe(mail.userEmail),
  };
}
