import { describe, expect, it } from 'vitest';
import { practiceDetails } from '@contracts/accounts/sign-up';
import type { MyOffice } from '@contracts/dashboard';
import { addressWithoutZip, listingFormValues } from './listing-form-values';

const office: MyOffice = {
  id: 'office-1',
  office_name: 'Harbor Dental',
  specialty: 'Pediatric Dentistry',
  address: '1 Harbor Way, Boston, MA 02108',
  street: '1 Harbor Way',
  city: 'Boston',
  state: 'MA',
  zip: '02108',
  lat: 42.36,
  lng: -71.06,
  phone: '(617) 555-0190',
  website: 'https://harbor.example',
  services: 'Cleanings',
  contact_name: 'Dr. Lena Ortiz',
  contact_email: 'lena@example.com',
  subscription_active: true,
  insurance_accepted: ['Delta Dental', 'Cigna'],
  languages_spoken: ['English', 'Portuguese'],
  accepting_new_patients: true,
  emergency_services: false,
  office_hours: 'Mon-Fri 8-5',
  practice_description: 'Kids first.',
  coupon_offer: 'Free first exam',
  has_coupon: true,
  last_confirmed: '2026-03-01',
  years_in_practice: 14,
  listing_live: true,
};

describe('addressWithoutZip', () => {
  it('drops the ZIP the stored address ends with, and nothing else', () => {
    expect(addressWithoutZip('1 Harbor Way, Boston, MA 02108', '02108')).toBe(
      '1 Harbor Way, Boston, MA',
    );
    expect(addressWithoutZip('1 Harbor Way, 02108', '02108')).toBe('1 Harbor Way');
    expect(addressWithoutZip('02108 Harbor Way, Boston', '02108')).toBe('02108 Harbor Way, Boston');
  });
});

describe('listingFormValues', () => {
  it('fills the sign-up form fields from the saved listing, and passes the sign-up rules as is', () => {
    const values = listingFormValues(office);
    expect(values).toMatchObject({
      officeName: 'Harbor Dental',
      address: '1 Harbor Way, Boston, MA',
      zip: '02108',
      yearsInPractice: '14',
      practiceType: '',
      languagesSpoken: 'English, Portuguese',
      insuranceAccepted: 'Delta Dental, Cigna',
      couponOffer: 'Free first exam',
      facebookUrl: '',
    });
    const parsed = practiceDetails.parse(values);
    expect(parsed.yearsInPractice).toBe(14);
    expect(parsed.practiceType).toBeUndefined();
  });
});
