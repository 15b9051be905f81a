/*
 * The directory's plain facts, apart from its schemas: pages show them before they need any
 * schema, and importing them loads no validation code.
 */

/** Search radius, in miles. */
export const RADIUS_DEFAULT_MILES = 25;
export const RADIUS_MAX_MILES = 100;
/** Offices per page of search results; a page asks for more with `offset`. */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_PAGE_MAX = 100;
/** Deeper than any real result list, and keeps a crafted offset from meaning anything odd. */
export const SEARCH_OFFSET_MAX = 10_000;
/** The radii the search page offers. */
export const RADIUS_CHOICES_MILES = [5, 10, 25, 50, 100] as const;

export const specialties = [
  'General Dentistry',
  'Pediatric Dentistry',
  'Orthodontics',
  'Periodontics',
  'Endodontics',
  'Oral Surgery',
  'Prosthodontics',
  'Cosmetic Dentistry',
] as const;

/** Languages the directory filter offers (offices may list others). */
export const commonLanguages = [
  'English',
  'Spanish',
  'Mandarin',
  'Vietnamese',
  'Korean',
  'Russian',
  'Portuguese',
  'French',
  'Hindi',
  'Arabic',
] as const;

/** Insurance plans the directory filter offers (offices may list others). */
export const commonInsurancePlans = [
  'Delta Dental',
  'Cigna',
  'Aetna',
  'MetLife',
  'Guardian',
  'UnitedHealthcare',
  'Humana',
  'Medicaid',
] as const;

/** At most one page of search results' offices per coupon request. */
export const COUPON_IDS_MAX = SEARCH_PAGE_MAX;

/** What a visitor did on a listing that its owner's analytics count. */
export const officeEventTypes = ['view', 'call', 'website'] as const;
export type OfficeEventType = (typeof officeEventTypes)[number];
