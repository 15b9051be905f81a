import type { MyOffice, UpdateMyOfficeInput } from '@contracts/dashboard';

/** The form's values as text fields hold them (every field a string, checkboxes booleans). */
export type ListingFormValues = Required<{
  [K in keyof UpdateMyOfficeInput]: Exclude<UpdateMyOfficeInput[K], number | undefined>;
}>;

/**
 * The stored address ends with the ZIP code (the directory shows it that way); the form keeps the
 * ZIP in its own field, so a changed ZIP never leaves the old one in the address.
 */
export function addressWithoutZip(address: string, zip: string): string {
  const trimmed = address.trim();
  if (zip === '' || !trimmed.endsWith(zip)) return trimmed;
  return trimmed
    .slice(0, -zip.length)
    .replace(/[\s,]+$/, '')
    .trim();
}

/** The editor's starting values: the listing as saved, in the sign-up form's fields. */
export function listingFormValues(office: MyOffice): ListingFormValues {
  return {
    officeName: office.office_name,
    contactName: office.contact_name,
    phone: office.phone,
    address: addressWithoutZip(office.address, office.zip),
    zip: office.zip,
    specialty: office.specialty as ListingFormValues['specialty'],
    services: office.services,
    website: office.website,
    couponOffer: office.coupon_offer,
    practiceType: (office.practice_type ?? '') as ListingFormValues['practiceType'],
    yearsInPractice: office.years_in_practice === undefined ? '' : String(office.years_in_practice),
    emergencyServices: office.emergency_services,
    acceptingNewPatients: office.accepting_new_patients,
    languagesSpoken: office.languages_spoken.join(', '),
    insuranceAccepted: office.insurance_accepted.join(', '),
    officeHours: office.office_hours,
    practiceDescription: office.practice_description,
    facebookUrl: office.facebook_url ?? '',
    instagramUrl: office.instagram_url ?? '',
  };
}
