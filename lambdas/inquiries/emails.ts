import { escapeHtml, headerSafe } from '../email/escape';
import type { OutgoingEmail } from '../email/outbox';

/**
 * The emails a discount request and a contact message send. Pure: every function turns a stored
 * record into the emails it owes. Everything a visitor typed is escaped before it reaches HTML,
 * and anything that reaches a header (subject, recipient, reply-to) has CR/LF removed.
 */

export const BRAND_NAME = 'SmileGuide Dental';
/** How soon an office promises to answer a discount request. */
export const DISCOUNT_REPLY_WINDOW = '24-48 hours';
/** How soon support promises to answer a contact message. */
export const CONTACT_REPLY_WINDOW = '24 hours';

export interface DiscountInquiryMail {
  id: string;
  office: { name: string; contactEmail: string };
  userName: string;
  userEmail: string;
  userPhone?: string;
  userLocation?: string;
  message?: string;
}

export interface ContactMessageMail {
  id: string;
  supportEmail: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

interface Row {
  label: string;
  value: string | undefined;
}

const NOT_GIVEN = 'Not provided';

const presentRows = (rows: Row[]): Array<{ label: string; value: string }> =>
  rows.map(({ label, value }) => ({ label, value: value?.trim() ? value : NOT_GIVEN }));

function textRows(rows: Row[]): string {
  return presentRows(rows)
    .map(({ label, value }) => `${label}: ${value}`)
    .join('\n');
}

/** Multi-line visitor text: escaped first, then its line breaks kept. */
const htmlParagraphs = (value: string): string => escapeHtml(value).replace(/\r?\n/g, '<br>');

function htmlRows(rows: Row[]): string {
  const cells = presentRows(rows)
    .map(
      ({ label, value }) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#64748b;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;color:#0f172a">${htmlParagraphs(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:15px;margin:8px 0 16px">${cells}</table>`;
}

function htmlQuote(label: string, value: string): string {
  return (
    `<p style="margin:16px 0 6px;color:#64748b;font-size:14px">${escapeHtml(label)}</p>` +
    `<div style="border-left:3px solid #0d9488;background:#f0fdfa;padding:12px 16px;color:#0f172a;font-size:15px;line-height:1.5">${htmlParagraphs(value)}</div>`
  );
}

/** A plain, single-column layout that renders the same in web mail and desktop clients. */
function htmlLayout(heading: string, body: string, footer: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${heading}</title></head>`,
    '<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 12px"><tr><td align="center">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;border:1px solid #e2e8f0">',
    `<tr><td style="background:#0d9488;border-radius:12px 12px 0 0;padding:16px 24px;color:#ffffff;font-size:18px;font-weight:bold">${escapeHtml(BRAND_NAME)}</td></tr>`,
    `<tr><td style="padding:24px;color:#0f172a;font-size:15px;line-height:1.5">`,
    `<h1 style="margin:0 0 16px;font-size:20px;color:#0f172a">${heading}</h1>`,
    body,
    '</td></tr>',
    `<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;color:#64748b;font-size:12px;line-height:1.5">${footer}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
}

const paragraph = (html: string): string => `<p style="margin:0 0 12px">${html}</p>`;

/** To the office: the request, with reply-to set so answering reaches the requester. */
function officeEmail(mail: DiscountInquiryMail): OutgoingEmail {
  const name = headerSafe(mail.userName);
  const rows: Row[] = [
    { label: 'Name', value: mail.userName },
    { label: 'Email', value: mail.userEmail },
    { label: 'Phone', value: mail.userPhone },
    { label: 'Location', value: mail.userLocation },
  ];
  const message = mail.message?.trim() ? mail.message : undefined;
  const text = [
    `Hello ${mail.office.name},`,
    '',
    `${mail.userName} has requested a discount through the ${BRAND_NAME} directory.`,
    '',
    textRows(rows),
    '',
    'Message:',
    message ?? NOT_GIVEN,
    '',
    `Reply to this email to answer ${mail.userName} directly. We told them to expect contact within ${DISCOUNT_REPLY_WINDOW}.`,
    '',
    `Reference: ${mail.id}`,
  ].join('\n');
  const html = htmlLayout(
    'New discount request',
    [
      paragraph(`Hello ${escapeHtml(mail.office.name)},`),
      paragraph(
        `<strong>${escapeHtml(mail.userName)}</strong> has requested a discount through the ${escapeHtml(BRAND_NAME)} directory.`,
      ),
      htmlRows(rows),
      htmlQuote('Message', message ?? NOT_GIVEN),
      paragraph(
        `<br>Reply to this email to answer ${escapeHtml(mail.userName)} directly. We told them to expect contact within ${DISCOUNT_REPLY_WINDOW}.`,
      ),
    ].join(''),
    `Reference: ${escapeHtml(mail.id)}. You receive this because your office is listed in the ${escapeHtml(BRAND_NAME)} directory.`,
  );
  return {
    to: headerSafe(mail.office.contactEmail),
    subject: `New discount request from ${name}`,
    text,
    html,
    replyTo: headerSafe(mail.userEmail),
  };
}

/*
 * Confirmations go to an address anyone can type, so they repeat none of the free text the
 * visitor wrote (message, subject): the form cannot be used to mail arbitrary content to others.
 */

/** To the requester: what was sent where, and when to expect an answer. */
function requesterEmail(mail: DiscountInquiryMail): OutgoingEmail {
  const office = headerSafe(mail.office.name);
  const text = [
    `Hi ${mail.userName},`,
    '',
    `Your discount request has been sent to ${mail.office.name}.`,
    `The office will contact you within ${DISCOUNT_REPLY_WINDOW} at this email address${mail.userPhone ? ' or by phone' : ''}.`,
    '',
    'If you did not make this request, you can ignore this email.',
    '',
    `Thank you for using ${BRAND_NAME}.`,
    `Reference: ${mail.id}`,
  ].join('\n');
  const html = htmlLayout(
    'Your discount request was sent',
    [
      paragraph(`Hi ${escapeHtml(mail.userName)},`),
      paragraph(
        `Your discount request has been sent to <strong>${escapeHtml(mail.office.name)}</strong>.`,
      ),
      paragraph(
        `The office will contact you within <strong>${DISCOUNT_REPLY_WINDOW}</strong> at this email address${mail.userPhone ? ' or by phone' : ''}.`,
      ),
      paragraph('If you did not make this request, you can ignore this email.'),
      paragraph(`Thank you for using ${escapeHtml(BRAND_NAME)}.`),
    ].join(''),
    `Reference: ${escapeHtml(mail.id)}`,
  );
  return {
    to: headerSafe(mail.userEmail),
    subject: `Your discount request to ${office}`,
    text,
    html,
  };
}

export function discountInquiryEmails(mail: DiscountInquiryMail): {
  office: OutgoingEmail;
  requester: OutgoingEmail;
} {
  return { office: officeEmail(mail), requester: requesterEmail(mail) };
}

/** To the support inbox, with reply-to set to the sender. */
function supportEmail(mail: ContactMessageMail): OutgoingEmail {
  const rows: Row[] = [
    { label: 'Name', value: mail.name },
    { label: 'Email', value: mail.email },
    { label: 'Subject', value: mail.subject },
  ];
  const text = [
    `New message from the ${BRAND_NAME} contact form.`,
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
  const html = htmlLayout(
    'New contact message',
    [
      paragraph(`New message from the ${escapeHtml(BRAND_NAME)} contact form.`),
      htmlRows(rows),
      htmlQuote('Message', mail.message),
      paragraph(
        `<br>Reply to this email to answer ${escapeHtml(mail.name)} directly. We promised a reply within ${CONTACT_REPLY_WINDOW}.`,
      ),
    ].join(''),
    `Reference: ${escapeHtml(mail.id)}`,
  );
  return {
    to: headerSafe(mail.supportEmail),
    subject: `New contact message from ${headerSafe(mail.name)}: ${headerSafe(mail.subject)}`,
    text,
    html,
    replyTo: headerSafe(mail.email),
  };
}

/** To the sender: a receipt promising a reply. */
function senderEmail(mail: ContactMessageMail): OutgoingEmail {
  const text = [
    `Hi ${mail.name},`,
    '',
    `Thank you for contacting ${BRAND_NAME}. We received your message and will reply within ${CONTACT_REPLY_WINDOW}.`,
    '',
    'For a dental emergency, call 911 or go to the nearest emergency room.',
    '',
    'If you did not send this message, you can ignore this email.',
    `Reference: ${mail.id}`,
  ].join('\n');
  const html = htmlLayout(
    'We received your message',
    [
      paragraph(`Hi ${escapeHtml(mail.name)},`),
      paragraph(
        `Thank you for contacting ${escapeHtml(BRAND_NAME)}. We received your message and will reply within <strong>${CONTACT_REPLY_WINDOW}</strong>.`,
      ),
      paragraph('For a dental emergency, call 911 or go to the nearest emergency room.'),
      paragraph('If you did not send this message, you can ignore this email.'),
    ].join(''),
    `Reference: ${escapeHtml(mail.id)}`,
  );
  return {
    to: headerSafe(mail.email),
    subject: `We received your message - ${BRAND_NAME}`,
    text,
    html,
  };
}

export function contactMessageEmails(mail: ContactMessageMail): {
  support: OutgoingEmail;
  sender: OutgoingEmail;
} {
  return { support: supportEmail(mail), sender: senderEmail(mail) };
}
