import { practiceDetails, type PracticeDetails } from '../../contracts/accounts/sign-up';
import type { LatLng } from '../offices/geo';
import type { OfficeRecord } from '../offices/office-store';

const US_STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ ' +
    'NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR VI GU AS MP'
  ).split(' '),
);

export interface AddressParts {
  /** The address as the directory shows it, always ending with the ZIP code. */
  address: string;
  street: string;
  city: string;
  state: string;
}

/**
 * Splits a free-text US address ("123 Main St, Suite 4, Springfield, IL 62701") into the parts
 * the directory stores. Anything it cannot recognise stays in the street, so nothing typed is lost.
 */
export function parseAddress(raw: string, zip: string): AddressParts {
  const text = raw.trim().replace(/\s+/g, ' ');
  const address = text.includes(zip) ? text : `${text} ${zip}`;
  const segments = text
    .split(',')
    .map((segment) => segment.trim())
    .filter(Boolean);
  // A single segment is a street alone: "123 Main St" must not read "St" as a state.
  if (segments.length < 2) return { address, street: text, city: '', state: '' };

  let last = (segments.pop() ?? '').replace(/\b\d{5}(?:-\d{4})?\b/, '').trim();
  let state = '';
  const stateMatch = /(?:^|\s)([A-Za-z]{2})$/.exec(last);
  if (stateMatch?.[1] && US_STATES.has(stateMatch[1].toUpperCase())) {
    state = stateMatch[1].toUpperCase();
    last = last.slice(0, stateMatch.index).trim();
  }
  if (last !== '') segments.push(last);
  const city = segments.length >= 2 ? (segments.pop() ?? '') : '';
  return { address, street: segments.join(', '), city, state };
}

/** "English, Spanish; French" → ['English', 'Spanish', 'French'], without blanks or repeats. */
export function splitList(text: string | undefined): string[] {
  if (!text) return [];
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of text.split(/[,;\n]/)) {
    const item = part.trim();
    if (item === '' || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    items.push(item);
  }
  return items;
}

export interface PracticeOfficeInput {
  id: string;
  practice: PracticeDetails;
  /** The account's email: discount requests for the office go there. */
  email: string;
  location: LatLng;
  /** YYYY-MM-DD: the day the details were given. */
  today: string;
}

/**
 * The office listing a professional's practice details become. It starts without an active
 * subscription, so the directory does not show it until the subscription is paid.
 */
export function officeFromPractice({
  id,
  practice,
  email,
  location,
  today,
}: PracticeOfficeInput): OfficeRecord {
  const { address, street, city, state } = parseAddress(practice.address, practice.zip);
  return {
    id,
    office_name: practice.officeName,
    specialty: practice.specialty,
    address,
    street,
    city,
    state,
    zip: practice.zip,
    lat: location.lat,
    lng: location.lng,
    phone: practice.phone,
    website: practice.website,
    services: practice.services ?? '',
    contact_name: practice.contactName,
    contact_email: email,
    subscription_active: false,
    insurance_accepted: splitList(practice.insuranceAccepted),
    languages_spoken: splitList(practice.languagesSpoken),
    accepting_new_patients: practice.acceptingNewPatients,
    emergency_services: practice.emergencyServices,
    office_hours: practice.officeHours ?? '',
    practice_description: practice.practiceDescription ?? '',
    coupon_offer: practice.couponOffer ?? '',
    last_confirmed: today,
    ...(practice.practiceType ? { practice_type: practice.practiceType } : {}),
    ...(practice.yearsInPractice !== undefined
      ? { years_in_practice: practice.yearsInPractice }
      : {}),
    ...(practice.facebookUrl ? { facebook_url: practice.facebookUrl } : {}),
    ...(practice.instagramUrl ? { instagram_url: practice.instagramUrl } : {}),
  };
}

/** A sign-up refused by a trigger; Cognito shows the message to the person signing up. */
export class SignUpRefused extends Error {
  override readonly name = 'SignUpRefused';
}

/** The practice details a professional's sign-up carries as client metadata, validated. */
export function parsePracticeMetadata(raw: string | undefined): PracticeDetails {
  if (raw === undefined || raw.trim() === '') {
    throw new SignUpRefused('A professional account needs the practice details.');
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new SignUpRefused('The practice details could not be read.');
  }
  const result = practiceDetails.safeParse(json);
  if (!result.success) {
    throw new SignUpRefused(
      result.error.issues[0]?.message ?? 'The practice details are not valid.',
    );
  }
  return result.data;
}
