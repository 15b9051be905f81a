import { describe, expect, it } from 'vitest';
import { practiceDetails, type PracticeDetailsInput } from '../../contracts/accounts/sign-up';
import {
  officeFromPractice,
  parseAddress,
  parsePracticeMetadata,
  SignUpRefused,
  splitList,
} from './practice-office';

const details: PracticeDetailsInput = {
  contactName: 'Ana Ruiz',
  officeName: 'Bright Smiles',
  phone: '(206) 555-0142',
  address: '500 Pine St, Suite 2, Seattle, WA 98101',
  zip: '98101',
  specialty: 'Orthodontics',
  website: 'https://bright.example',
  facebookUrl: '',
  instagramUrl: 'https://instagram.example/bright',
  yearsInPractice: '8',
  emergencyServices: true,
  acceptingNewPatients: false,
  languagesSpoken: 'English, Spanish; english',
  insuranceAccepted: 'Delta Dental, Aetna',
  practiceType: 'Solo practice',
};

describe('parseAddress', () => {
  it.each([
    [
      '123 Main St, Springfield, IL 62701',
      '62701',
      { street: '123 Main St', city: 'Springfield', state: 'IL' },
    ],
    [
      '500 Pine St, Suite 2, Seattle WA 98101',
      '98101',
      { street: '500 Pine St, Suite 2', city: 'Seattle', state: 'WA' },
    ],
    ['9 Elm Rd, Austin, tx', '78701', { street: '9 Elm Rd', city: 'Austin', state: 'TX' }],
    ['123 Main St', '62701', { street: '123 Main St', city: '', state: '' }],
    ['1 Harbor Way, Boston', '02108', { street: '1 Harbor Way', city: 'Boston', state: '' }],
  ])('splits %s', (raw, zip, parts) => {
    expect(parseAddress(raw, zip)).toMatchObject(parts);
  });

  it('keeps the ZIP in the address, adding it when it was left out', () => {
    expect(parseAddress('123 Main St, Springfield, IL 62701', '62701').address).toBe(
      '123 Main St, Springfield, IL 62701',
    );
    expect(parseAddress('123  Main St,  Springfield, IL', '62701').address).toBe(
      '123 Main St, Springfield, IL 62701',
    );
  });

  it('does not take a street suffix for a state', () => {
    expect(parseAddress('77 Ocean Ave, Unit St', '11215')).toMatchObject({ state: '' });
  });
});

describe('splitList', () => {
  it('splits on commas, semicolons and lines, dropping blanks and repeats', () => {
    expect(splitList('English, Spanish; english\n\nFrench,')).toEqual([
      'English',
      'Spanish',
      'French',
    ]);
    expect(splitList(undefined)).toEqual([]);
    expect(splitList('   ')).toEqual([]);
  });
});

describe('officeFromPractice', () => {
  const practice = practiceDetails.parse(details);
  const office = officeFromPractice({
    id: 'office-1',
    practice,
    email: 'ana@example.com',
    location: { lat: 47.61, lng: -122.33 },
    today: '2026-03-01',
  });

  it('starts without an active subscription, so the directory does not list it', () => {
    expect(office.subscription_active).toBe(false);
  });

  it('carries every practice detail into the listing', () => {
    expect(office).toMatchObject({
      id: 'office-1',
      office_name: 'Bright Smiles',
      contact_name: 'Ana Ruiz',
      contact_email: 'ana@example.com',
      phone: '(206) 555-0142',
      specialty: 'Orthodontics',
      street: '500 Pine St, Suite 2',
      city: 'Seattle',
      state: 'WA',
      zip: '98101',
      lat: 47.61,
      lng: -122.33,
      website: 'https://bright.example',
      instagram_url: 'https://instagram.example/bright',
      years_in_practice: 8,
      practice_type: 'Solo practice',
      emergency_services: true,
      accepting_new_patients: false,
      languages_spoken: ['English', 'Spanish'],
      insurance_accepted: ['Delta Dental', 'Aetna'],
      services: '',
      coupon_offer: '',
      last_confirmed: '2026-03-01',
    });
    expect(office).not.toHaveProperty('facebook_url');
  });
});

describe('parsePracticeMetadata', () => {
  it('reads the details the sign-up form sends', () => {
    const sent = JSON.stringify(practiceDetails.parse(details));
    expect(parsePracticeMetadata(sent)).toEqual(practiceDetails.parse(details));
  });

  it.each([
    [undefined, 'A professional account needs the practice details.'],
    ['{not json', 'The practice details could not be read.'],
    [JSON.stringify({ ...details, officeName: ' ' }), 'Office name is required'],
    [
      JSON.stringify({ ...details, yearsInPractice: 61 }),
      'Years in practice must be a number from 0 to 60',
    ],
    [JSON.stringify({ ...details, specialty: 'Astrology' }), 'Specialty is required'],
  ])('refuses %s', (raw, message) => {
    expect(() => parsePracticeMetadata(raw)).toThrow(SignUpRefused);
    expect(() => parsePracticeMetadata(raw)).toThrow(message);
  });
});
