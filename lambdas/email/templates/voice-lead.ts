import { SITE_NAME } from '../../../contracts/brand';
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

/** A lead from the voice assistant as its emails show it. */
export interface VoiceLeadMail {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  zipCode: string;
  location: string;
  concern?: string;
  /** The offices the visitor was shown, nearest first. */
  offices: Array<{ name: string }>;
}

function details(mail: VoiceLeadMail): DetailRow[] {
  return [
    { label: 'Name', value: `${mail.firstName} ${mail.lastName}` },
    { label: 'Phone', value: mail.phone },
    { label: 'Address', value: mail.address },
    { label: 'ZIP code', value: mail.zipCode },
    { label: 'Location', value: mail.location },
  ];
}

/** To the support inbox: the lead and the offices it went to. */
export function voiceLeadToSupport(mail: VoiceLeadMail, supportEmail: string): OutgoingEmail {
  return voiceLeadEmail(mail, supportEmail, {
    heading: 'New voice assistant lead',
    greeting: null,
    closing:
      mail.offices.length > 0
        ? `It was also sent to: ${mail.offices.map((office) => office.name).join('; ')}.`
        : 'No listed office was near this ZIP code, so it went to support only.',
  });
}

/** To a recommended office: a visitor near it asked to be contacted. */
export function voiceLeadToOffice(
  mail: VoiceLeadMail,
  office: { name: string; contactEmail: string },
): OutgoingEmail {
  return voiceLeadEmail(mail, office.contactEmail, {
    heading: 'A patient near you asked to be contacted',
    greeting: `Hello ${office.name},`,
    closing: `Please call ${mail.firstName} at the number above. Your office was recommended because it is one of the nearest listed in the ${SITE_NAME} directory.`,
  });
}

function voiceLeadEmail(
  mail: VoiceLeadMail,
  to: string,
  parts: { heading: string; greeting: string | null; closing: string },
): OutgoingEmail {
  const name = `${mail.firstName} ${mail.lastName}`;
  const rows = details(mail);
  const concern = mail.concern?.trim() ? mail.concern : NOT_PROVIDED;
  const intro = `${name} asked the ${SITE_NAME} voice assistant to be put in touch with a dental office.`;
  const text = [
    ...(parts.greeting ? [parts.greeting, ''] : []),
    intro,
    '',
    textRows(rows),
    '',
    'What they asked about:',
    concern,
    '',
    parts.closing,
    '',
    `Reference: ${mail.id}`,
  ].join('\n');
  const html = htmlLayout({
    heading: parts.heading,
    body: [
      ...(parts.greeting ? [paragraph(escapeHtml(parts.greeting))] : []),
      paragraph(escapeHtml(intro)),
      htmlRows(rows),
      htmlQuote('What they asked about', concern),
      paragraph(`<br>${escapeHtml(parts.closing)}`),
    ].join(''),
    footer: `Reference: ${escapeHtml(mail.id)}`,
  });
  return {
    to: headerSafe(to),
    subject: `Voice assistant lead: ${headerSafe(name)}, ${headerSafe(mail.zipCode)}`,
    text,
    html,
  };
}
