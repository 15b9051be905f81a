import * as z from './zod';
import { defineRoute } from './http';
import { emptyAsUndefined, wholeNumberParam, zipField } from './fields';
import {
  COUPON_IDS_MAX,
  RADIUS_DEFAULT_MILES,
  RADIUS_MAX_MILES,
  SEARCH_OFFSET_MAX,
  SEARCH_PAGE_MAX,
  SEARCH_PAGE_SIZE,
  officeEventTypes,
} from './office-facts';

export {
  COUPON_IDS_MAX,
  RADIUS_CHOICES_MILES,
  RADIUS_DEFAULT_MILES,
  RADIUS_MAX_MILES,
  SEARCH_OFFSET_MAX,
  SEARCH_PAGE_MAX,
  SEARCH_PAGE_SIZE,
  commonInsurancePlans,
  commonLanguages,
  officeEventTypes,
  specialties,
  type OfficeEventType,
} from './office-facts';

/**
 * An office as the public directory shows it. Its contact email stays on the server, and so does
 * its coupon text: the public only learns that there is one (`has_coupon`); signed-in patients
 * read the text through `getCoupons`.
 */
export const office = z.object({
  id: z.string(),
  office_name: z.string(),
  specialty: z.string(),
  address: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  lat: z.number(),
  lng: z.number(),
  phone: z.string(),
  website: z.string(),
  services: z.string(),
  contact_name: z.string(),
  subscription_active: z.boolean(),
  insurance_accepted: z.array(z.string()),
  languages_spoken: z.array(z.string()),
  accepting_new_patients: z.boolean(),
  emergency_services: z.boolean(),
  office_hours: z.string(),
  practice_description: z.string(),
  has_coupon: z.boolean(),
  last_confirmed: z.string(),
  practice_type: z.optional(z.string()),
  years_in_practice: z.optional(z.number()),
  facebook_url: z.optional(z.string()),
  instagram_url: z.optional(z.string()),
});
export type Office = z.infer<typeof office>;

export const officeWithDistance = z.extend(office, { distance_miles: z.number() });
export type OfficeWithDistance = z.infer<typeof officeWithDistance>;

const booleanFlag = z.pipe(
  z.enum(['true', 'false']),
  z.transform((value: 'true' | 'false') => value === 'true'),
);

/** Optional text filter; an empty value means no filter. */
const textFilter = (label: string, max: number) =>
  emptyAsUndefined(
    z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
  );

export const searchOfficesQuery = z.object({
  zip: zipField,
  radius: z._default(
    z.coerce
      .number({ error: 'Radius must be a number of miles' })
      .check(
        z.int('Radius must be a whole number of miles'),
        z.minimum(1, 'Radius must be at least 1 mile'),
        z.maximum(RADIUS_MAX_MILES, `Radius must be at most ${RADIUS_MAX_MILES} miles`),
      ),
    RADIUS_DEFAULT_MILES,
  ),
  accepting_new_patients: z.optional(booleanFlag),
  emergency_services: z.optional(booleanFlag),
  language: textFilter('Language', 40),
  insurance: textFilter('Insurance', 60),
  offset: wholeNumberParam('Offset', 0, SEARCH_OFFSET_MAX, 0),
  limit: wholeNumberParam('Limit', 1, SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE),
});
export type SearchOfficesQuery = z.input<typeof searchOfficesQuery>;

export const searchOfficesResponse = z.object({
  zip: z.string(),
  radius_miles: z.number(),
  center: z.object({ lat: z.number(), lng: z.number() }),
  /** Every office that matches, on all pages. */
  count: z.number(),
  /** Where this page starts in the full, nearest-first list. */
  offset: z.number(),
  /** The offset of the next page, or null on the last one. */
  next_offset: z.nullable(z.number()),
  offices: z.array(officeWithDistance),
});
export type SearchOfficesResponse = z.infer<typeof searchOfficesResponse>;

const officeId = z.string().check(z.regex(/^[a-z0-9_-]{1,64}$/i, 'Office id is not valid'));

export const officeIdParams = z.object({ id: officeId });

export const getCouponsQuery = z.object({
  /** Comma-separated office ids, e.g. the offices of one page of results. */
  office_ids: z.pipe(
    z.pipe(
      z.string({ error: 'office_ids is required' }),
      z.transform((value: string) => [
        ...new Set(
          value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ]),
    ),
    z
      .array(officeId)
      .check(
        z.minLength(1, 'office_ids must name at least one office'),
        z.maxLength(COUPON_IDS_MAX, `office_ids may name at most ${COUPON_IDS_MAX} offices`),
      ),
  ),
});
export type GetCouponsQuery = z.input<typeof getCouponsQuery>;

export const coupon = z.object({ office_id: z.string(), coupon_offer: z.string() });
export type Coupon = z.infer<typeof coupon>;

/** The coupons the caller may read among the offices asked for; offices without one are left out. */
export const getCouponsResponse = z.object({ coupons: z.array(coupon) });
export type GetCouponsResponse = z.infer<typeof getCouponsResponse>;

export const recordOfficeEventBody = z.object({
  type: z.enum(officeEventTypes, { error: 'type must be one of view, call or website' }),
});
export type RecordOfficeEventBody = z.input<typeof recordOfficeEventBody>;

export const officeRoutes = [
  defineRoute({
    id: 'searchOffices',
    method: 'GET',
    path: '/api/offices',
    access: 'public',
    query: searchOfficesQuery,
    response: searchOfficesResponse,
  }),
  defineRoute({
    id: 'getOffice',
    method: 'GET',
    path: '/api/offices/{id}',
    access: 'public',
    params: officeIdParams,
    response: office,
  }),
  defineRoute({
    id: 'getCoupons',
    method: 'GET',
    path: '/api/coupons',
    access: 'user',
    query: getCouponsQuery,
    response: getCouponsResponse,
  }),
  defineRoute({
    id: 'recordOfficeEvent',
    method: 'POST',
    path: '/api/offices/{id}/events',
    access: 'public',
    params: officeIdParams,
    body: recordOfficeEventBody,
    response: z.object({}),
    successStatus: 202,
  }),
] as const;
