/**
 * The voice assistant's contact dialogue: a visitor who mentions a discount, an office or being
 * contacted is asked, in order, for first name, last name, phone, address and ZIP code; each
 * reply is the answer to the question asked. Pure, so every step is tested.
 */

/** The lead-trigger keywords of the specification. */
export const LEAD_KEYWORDS = [
  'discount',
  'deal',
  'offer',
  'special',
  'promotion',
  'coupon',
  'save money',
  'cheaper',
  'affordable',
  'find office',
  'dental office',
  'dentist near me',
  'book appointment',
  'schedule',
  'connect me',
  'contact',
  'find dentist',
] as const;

const keywordPatterns = LEAD_KEYWORDS.map(
  (keyword) => new RegExp(`\\b${keyword.replace(/ /g, '\\s+')}`, 'i'),
);

/** Whether a message asks for a discount, an office or to be contacted. */
export function hasLeadKeyword(message: string): boolean {
  return keywordPatterns.some((pattern) => pattern.test(message));
}

export interface DetectedLocation {
  /** What the visitor said, as the location to show and send. */
  text: string;
  /** The ZIP code in it, when there is one: the office search needs it. */
  zip: string | null;
}

const ZIP = /\b(\d{5})(?:-\d{4})?\b/;
const CITY_STATE = /\b([A-Z][a-zA-Z.'-]*(?:\s+[A-Z][a-zA-Z.'-]*){0,3}),\s*([A-Z]{2})\b/;

/** A 5-digit ZIP code or a 'City, ST' in a message, if it mentions one. */
export function detectLocation(message: string): DetectedLocation | null {
  const zip = ZIP.exec(message);
  if (zip) return { text: zip[1]!, zip: zip[1]! };
  const place = CITY_STATE.exec(message);
  if (place) return { text: `${place[1]}, ${place[2]}`, zip: null };
  return null;
}

export type LeadField = 'firstName' | 'lastName' | 'phone' | 'address' | 'zipCode';
export const LEAD_FIELDS: readonly LeadField[] = [
  'firstName',
  'lastName',
  'phone',
  'address',
  'zipCode',
];

export interface LeadInfo {
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  zipCode: string;
  /** The message that started the dialogue: what the visitor wanted. */
  concern: string;
}

export type LeadState =
  | { status: 'idle' }
  | { status: 'collecting'; field: LeadField; answers: Partial<LeadInfo>; concern: string }
  | { status: 'complete'; info: LeadInfo };

export const initialLead: LeadState = { status: 'idle' };

/** What the assistant says at each step; the specification fixes the order, not the words. */
export const leadPrompts: {
  start: string;
  lastName: string;
  phone: string;
  address: string;
  zipCode: string;
  zipAgain: string;
  complete: (firstName: string) => string;
} = {
  start:
    "I'd be happy to connect you with dental offices near you. I just need a few details. What is your first name?",
  lastName: 'Thank you. What is your last name?',
  phone: "What's the best phone number to reach you?",
  address: 'What is your street address?',
  zipCode: 'And what is your ZIP code?',
  zipAgain: 'Please tell me your 5-digit ZIP code.',
  complete: (firstName) =>
    `Thank you, ${firstName}. I've sent your details to our team and the nearest dental offices, and they will contact you soon. Here are the recommended offices near you.`,
};

export interface LeadTurn {
  lead: LeadState;
  /** The assistant's next line, or null when the dialogue has nothing to say to this message. */
  say: string | null;
  /** Set on the turn the last answer arrives. */
  completed: LeadInfo | null;
}

const LIMITS: Record<LeadField, number> = {
  firstName: 60,
  lastName: 60,
  phone: 30,
  address: 200,
  zipCode: 5,
};

const nextField = (field: LeadField): LeadField | null =>
  LEAD_FIELDS[LEAD_FIELDS.indexOf(field) + 1] ?? null;

/** One visitor message through the dialogue. */
export function leadTurn(lead: LeadState, message: string): LeadTurn {
  const text = message.trim();
  if (lead.status === 'complete') return { lead, say: null, completed: null };
  if (lead.status === 'idle') {
    if (!hasLeadKeyword(text)) return { lead, say: null, completed: null };
    return {
      lead: { status: 'collecting', field: 'firstName', answers: {}, concern: text.slice(0, 1000) },
      say: leadPrompts.start,
      completed: null,
    };
  }

  const { field, answers, concern } = lead;
  let answer = text.slice(0, LIMITS[field]);
  if (field === 'zipCode') {
    const zip = ZIP.exec(text)?.[1];
    if (!zip) return { lead, say: leadPrompts.zipAgain, completed: null };
    answer = zip;
  }
  const updated = { ...answers, [field]: answer };
  const next = nextField(field);
  if (next && next !== 'firstName') {
    return {
      lead: { status: 'collecting', field: next, answers: updated, concern },
      say: leadPrompts[next],
      completed: null,
    };
  }
  const info: LeadInfo = {
    firstName: updated.firstName ?? '',
    lastName: updated.lastName ?? '',
    phone: updated.phone ?? '',
    address: updated.address ?? '',
    zipCode: updated.zipCode ?? '',
    concern,
  };
  return {
    lead: { status: 'complete', info },
    say: leadPrompts.complete(info.firstName),
    completed: info,
  };
}

/** After the ZIP code the location is the address plus the ZIP code. */
export function leadLocation(info: LeadInfo): DetectedLocation {
  return { text: `${info.address}, ${info.zipCode}`, zip: info.zipCode };
}

const OFFICE_MENTION = /dental office|recommend|nearby/i;

/** An assistant reply that talks about offices opens the recommendations, if we know where. */
export function mentionsOffices(reply: string): boolean {
  return OFFICE_MENTION.test(reply);
}
