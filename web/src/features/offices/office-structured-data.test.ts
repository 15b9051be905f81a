import { describe, expect, it } from 'vitest';
import type { Office } from '@contracts/offices';
import {
  dentistStructuredData,
  officeMetaDescription,
  structuredDataJson,
} from './office-structured-data';

const office: Office = {
  id: 'ofc_1',
  office_name: 'Harbor Dental',
  specialty: 'General Dentistry',
  address: '1 Harbor Way, Boston, MA 02108',
  street: '1 Harbor Way',
  city: 'Boston',
  state: 'MA',
  zip: '02108',
  lat: 42.36,
  lng: -71.06,
  phone: '(617) 555-0190',
  website: '',
  services: 'Cleanings',
  contact_name: 'Dr. Lena Ortiz',
  subscription_active: true,
  insurance_accepted: [],
  languages_spoken: [],
  accepting_new_patients: false,
  emergency_services: false,
  office_hours: '',
  practice_description: '',
  has_coupon: false,
  last_confirmed: '2026-03-01',
};

describe('dentistStructuredData', () => {
  it('describes the office as a schema.org Dentist with only what the listing says', () => {
    expect(dentistStructuredData(office, 'https://site.example/dental-offices/ofc_1')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Dentist',
      '@id': 'https://site.example/dental-offices/ofc_1',
      url: 'https://site.example/dental-offices/ofc_1',
      name: 'Harbor Dental',
      telephone: '(617) 555-0190',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Harbor Way',
        addressLocality: 'Boston',
        addressRegion: 'MA',
        postalCode: '02108',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 42.36, longitude: -71.06 },
      isAcceptingNewPatients: false,
      keywords: 'Cleanings',
    });
  });

  it('lists the website and social pages as the same business', () => {
    const data = dentistStructuredData(
      { ...office, website: 'https://a.example', instagram_url: 'https://i.example/a' },
      'https://site.example/x',
    );
    expect(data.sameAs).toEqual(['https://a.example', 'https://i.example/a']);
  });
});

describe('structuredDataJson', () => {
  it('cannot be closed early by text in the listing', () => {
    const json = structuredDataJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('officeMetaDescription', () => {
  it('says who, what and where, within 160 characters', () => {
    expect(officeMetaDescription(office)).toBe(
      'Harbor Dental: General Dentistry in Boston, MA. Services: Cleanings',
    );
    const long = officeMetaDescription({ ...office, practice_description: 'x'.repeat(300) });
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('…')).toBe(true);
  });
});
