import { describe, expect, it } from 'vitest';
import { haversineMiles } from '../../lambdas/offices/geo';
import { lookupZip } from '../../lambdas/offices/zip-lookup';
import {
  DEFAULT_REFERENCE_DATE,
  DEMO_METROS,
  DEMO_OFFICE_COUNT,
  INSURANCE_PLANS,
  LANGUAGES,
  METRO_SPREAD_MILES,
  PRACTICE_TYPES,
  SPECIALTIES,
  demoOffices,
  generateOffices,
  type Metro,
  type SeedOffice,
} from './offices';
import { stateOfZip } from './zip-states';

const REQUIRED_METRO_ZIPS = ['10001', '60601', '94103', '78701', '33101'];

const FIELDS: ReadonlyArray<keyof SeedOffice> = [
  'id',
  'office_name',
  'specialty',
  'street',
  'city',
  'state',
  'zip',
  'address',
  'lat',
  'lng',
  'phone',
  'website',
  'services',
  'contact_name',
  'contact_email',
  'insurance_accepted',
  'languages_spoken',
  'accepting_new_patients',
  'emergency_services',
  'office_hours',
  'practice_description',
  'coupon_offer',
  'subscription_active',
  'last_confirmed',
  'years_in_practice',
  'practice_type',
];

const demo = demoOffices();

describe('DEMO_METROS', () => {
  it('includes the required metros at their ZIP coordinates', () => {
    expect(DEMO_METROS.length).toBeGreaterThanOrEqual(7);
    for (const zip of [...REQUIRED_METRO_ZIPS, '98101', '02108']) {
      const metro = DEMO_METROS.find((candidate) => candidate.zip === zip);
      expect(metro, zip).toBeDefined();
      expect(metro && { lat: metro.lat, lng: metro.lng }).toEqual(lookupZip(zip));
    }
    expect(DEMO_METROS.find((metro) => metro.zip === '10001')).toMatchObject({
      city: 'New York',
      state: 'NY',
    });
  });
});

describe('generateOffices', () => {
  it('returns the same offices for the same seed', () => {
    expect(generateOffices({ count: 40, seed: 7 })).toEqual(
      generateOffices({ count: 40, seed: 7 }),
    );
  });

  it('returns different offices for a different seed', () => {
    const a = generateOffices({ count: 20, seed: 7 });
    const b = generateOffices({ count: 20, seed: 8 });
    expect(a.map((office) => office.id)).not.toEqual(b.map((office) => office.id));
    expect(a.map((office) => office.office_name)).not.toEqual(
      b.map((office) => office.office_name),
    );
  });

  it('yields a prefix of a larger run for a smaller count', () => {
    expect(generateOffices({ count: 25, seed: 1996 })).toEqual(demo.slice(0, 25));
  });

  it('honours the inactive ratio at its extremes', () => {
    expect(
      generateOffices({ count: 30, seed: 3, inactiveRatio: 0 }).every((o) => o.subscription_active),
    ).toBe(true);
    expect(
      generateOffices({ count: 30, seed: 3, inactiveRatio: 1 }).some((o) => o.subscription_active),
    ).toBe(false);
  });

  it('places offices around custom metros', () => {
    const denver: Metro = {
      zip: '80202',
      city: 'Denver',
      state: 'CO',
      lat: 39.7527,
      lng: -104.9988,
    };
    const offices = generateOffices({ count: 12, seed: 5, metros: [denver] });
    for (const office of offices) {
      expect(office.city).toBe('Denver');
      expect(office.state).toBe('CO');
      expect(office.phone).toMatch(/^\(555\) 555-01\d{2}$/);
      expect(haversineMiles(denver, office)).toBeLessThanOrEqual(METRO_SPREAD_MILES + 0.01);
    }
  });

  it('confirms offices within six months of the given reference date', () => {
    for (const office of generateOffices({ count: 50, seed: 9, referenceDate: '2025-03-15' })) {
      expect(office.last_confirmed >= '2024-09-13').toBe(true);
      expect(office.last_confirmed <= '2025-03-15').toBe(true);
    }
  });

  it('returns nothing for a zero count and rejects invalid options', () => {
    expect(generateOffices({ count: 0, seed: 1 })).toEqual([]);
    expect(() => generateOffices({ count: -1, seed: 1 })).toThrow(RangeError);
    expect(() => generateOffices({ count: 1.5, seed: 1 })).toThrow(RangeError);
    expect(() => generateOffices({ count: 1, seed: 0.5 })).toThrow(RangeError);
    expect(() => generateOffices({ count: 1, seed: 1, inactiveRatio: 2 })).toThrow(RangeError);
    expect(() => generateOffices({ count: 1, seed: 1, metros: [] })).toThrow(RangeError);
    expect(() => generateOffices({ count: 1, seed: 1, referenceDate: 'soon' })).toThrow(RangeError);
  });
});

describe('demoOffices', () => {
  it(`has ${DEMO_OFFICE_COUNT} offices with unique ids`, () => {
    expect(DEMO_OFFICE_COUNT).toBeGreaterThanOrEqual(300);
    expect(demo).toHaveLength(DEMO_OFFICE_COUNT);
    expect(new Set(demo.map((office) => office.id)).size).toBe(demo.length);
  });

  it.each(REQUIRED_METRO_ZIPS)('has at least 30 active offices within 25 miles of %s', (zip) => {
    const center = lookupZip(zip);
    if (!center) throw new Error(`unknown ZIP ${zip}`);
    const nearby = demo.filter(
      (office) => office.subscription_active && haversineMiles(center, office) <= 25,
    );
    expect(nearby.length).toBeGreaterThanOrEqual(30);
  });

  it('has some offices without an active subscription, about one in ten', () => {
    const inactive = demo.filter((office) => !office.subscription_active).length;
    expect(inactive).toBeGreaterThan(DEMO_OFFICE_COUNT * 0.04);
    expect(inactive).toBeLessThan(DEMO_OFFICE_COUNT * 0.18);
  });

  it('keeps websites and mailboxes distinct even when names repeat', () => {
    expect(new Set(demo.map((office) => office.website)).size).toBe(demo.length);
    expect(new Set(demo.map((office) => office.contact_email)).size).toBe(demo.length);
  });

  it('fills every field with well-formed values', () => {
    for (const office of demo) {
      const context = office.id;
      expect(Object.keys(office).sort(), context).toEqual([...FIELDS].sort());
      expect(office.id).toMatch(/^ofc_[0-9a-z]{10}$/);
      expect(office.office_name.length).toBeGreaterThan(5);
      expect(SPECIALTIES).toContain(office.specialty);
      expect(office.zip).toMatch(/^\d{5}$/);
      expect(office.state).toMatch(/^[A-Z]{2}$/);
      expect(office.address).toBe(
        `${office.street}, ${office.city}, ${office.state} ${office.zip}`,
      );
      expect(office.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(office.website).toMatch(/^https:\/\/[a-z0-9]+(-[a-z0-9]+)*\.example$/);
      expect(office.contact_email).toMatch(/^frontdesk@[a-z0-9]+(-[a-z0-9]+)*\.demo\.dental$/);
      expect(office.services).toMatch(/^[A-Z][\w -]+(, [A-Z][\w -]+){2,}$/);
      expect(office.contact_name).toMatch(/^Dr\. [A-Z][a-z]+ [A-Z][A-Za-z-]+$/);
      expect(office.insurance_accepted.length).toBeGreaterThan(0);
      for (const plan of office.insurance_accepted) expect(INSURANCE_PLANS).toContain(plan);
      expect(office.languages_spoken[0]).toBe('English');
      expect(new Set(office.languages_spoken).size).toBe(office.languages_spoken.length);
      for (const language of office.languages_spoken) expect(LANGUAGES).toContain(language);
      expect(typeof office.accepting_new_patients).toBe('boolean');
      expect(typeof office.emergency_services).toBe('boolean');
      expect(typeof office.subscription_active).toBe('boolean');
      expect(office.office_hours).toMatch(/^(Mon|Tue)/);
      expect(office.practice_description).toMatch(
        new RegExp(`^${escape(office.office_name)} is an? `),
      );
      expect(office.practice_description).toMatch(/\.$/);
      expect(office.coupon_offer.length).toBeGreaterThan(5);
      expect(office.last_confirmed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(office.last_confirmed <= DEFAULT_REFERENCE_DATE).toBe(true);
      expect(office.last_confirmed >= '2026-05-01').toBe(true);
      expect(Number.isInteger(office.years_in_practice)).toBe(true);
      expect(office.years_in_practice).toBeGreaterThanOrEqual(0);
      expect(office.years_in_practice).toBeLessThanOrEqual(60);
      expect(PRACTICE_TYPES).toContain(office.practice_type);
    }
  });

  it('places each office near its metro, at a real ZIP of the same state', () => {
    for (const office of demo) {
      const metro = DEMO_METROS.find((candidate) => candidate.city === office.city);
      expect(metro, office.id).toBeDefined();
      if (!metro) continue;
      expect(haversineMiles(metro, office)).toBeLessThanOrEqual(METRO_SPREAD_MILES + 0.01);
      const zipCenter = lookupZip(office.zip);
      expect(zipCenter, office.zip).toBeDefined();
      if (zipCenter) expect(haversineMiles(zipCenter, office)).toBeLessThanOrEqual(3);
      expect(stateOfZip(office.zip)).toBe(office.state);
    }
  });

  it('is spread over several specialties and both new-patient states', () => {
    expect(new Set(demo.map((office) => office.specialty)).size).toBe(SPECIALTIES.length);
    expect(new Set(demo.map((office) => office.accepting_new_patients)).size).toBe(2);
    expect(new Set(demo.map((office) => office.emergency_services)).size).toBe(2);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
