import {
  RADIUS_CHOICES_MILES,
  RADIUS_DEFAULT_MILES,
  commonInsurancePlans,
  commonLanguages,
} from '@contracts/office-facts';
import type { SearchOfficesQuery } from '@contracts/offices';

/**
 * The search lives in the page URL (`/dental-offices?zip=10001&radius=10&language=Spanish`), so
 * a search can be shared, reloaded and walked through with back and forward.
 */

export type RadiusChoice = (typeof RADIUS_CHOICES_MILES)[number];

export interface OfficeSearch {
  /** As entered (trimmed); null before any search. It may not be a valid ZIP code. */
  zip: string | null;
  radius: RadiusChoice;
  acceptingNewPatients: boolean;
  emergencyServices: boolean;
  /** One of the offered languages, or null for any. */
  language: string | null;
  /** One of the offered insurance plans, or null for any. */
  insurance: string | null;
}

export const defaultFilters: Omit<OfficeSearch, 'zip'> = {
  radius: RADIUS_DEFAULT_MILES as RadiusChoice,
  acceptingNewPatients: false,
  emergencyServices: false,
  language: null,
  insurance: null,
};

const PARAM = {
  zip: 'zip',
  radius: 'radius',
  acceptingNewPatients: 'accepting_new_patients',
  emergencyServices: 'emergency_services',
  language: 'language',
  insurance: 'insurance',
} as const;

/** The offered value matching `value` in any letter case, in its listed spelling. */
function offered(options: readonly string[], value: string | null): string | null {
  if (!value) return null;
  const wanted = value.trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted) ?? null;
}

function parseRadius(value: string | null): RadiusChoice {
  const radius = Number(value);
  return (RADIUS_CHOICES_MILES as readonly number[]).includes(radius)
    ? (radius as RadiusChoice)
    : defaultFilters.radius;
}

/** Reads a search from the URL; unknown or malformed values fall back to no filter. */
export function parseOfficeSearch(params: URLSearchParams): OfficeSearch {
  const zip = params.get(PARAM.zip)?.trim();
  return {
    zip: zip ? zip : null,
    radius: parseRadius(params.get(PARAM.radius)),
    acceptingNewPatients: params.get(PARAM.acceptingNewPatients) === 'true',
    emergencyServices: params.get(PARAM.emergencyServices) === 'true',
    language: offered(commonLanguages, params.get(PARAM.language)),
    insurance: offered(commonInsurancePlans, params.get(PARAM.insurance)),
  };
}

/** The URL form of a search; values at their default are left out to keep links short. */
export function officeSearchParams(search: OfficeSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.zip) params.set(PARAM.zip, search.zip);
  if (search.radius !== defaultFilters.radius) params.set(PARAM.radius, String(search.radius));
  if (search.acceptingNewPatients) params.set(PARAM.acceptingNewPatients, 'true');
  if (search.emergencyServices) params.set(PARAM.emergencyServices, 'true');
  if (search.language) params.set(PARAM.language, search.language);
  if (search.insurance) params.set(PARAM.insurance, search.insurance);
  return params;
}

/** How many filters narrow the search (the radius is not counted: every search has one). */
export function activeFilterCount(search: OfficeSearch): number {
  return [
    search.acceptingNewPatients,
    search.emergencyServices,
    search.language !== null,
    search.insurance !== null,
  ].filter(Boolean).length;
}

/** The API query for a search with a ZIP code. */
export function toSearchQuery(search: OfficeSearch & { zip: string }): SearchOfficesQuery {
  return {
    zip: search.zip,
    radius: search.radius,
    ...(search.acceptingNewPatients ? { accepting_new_patients: 'true' } : {}),
    ...(search.emergencyServices ? { emergency_services: 'true' } : {}),
    ...(search.language ? { language: search.language } : {}),
    ...(search.insurance ? { insurance: search.insurance } : {}),
  };
}

/** The next larger radius on offer, or null at the largest. */
export function widerRadius(radius: RadiusChoice): RadiusChoice | null {
  return RADIUS_CHOICES_MILES.find((choice) => choice > radius) ?? null;
}
