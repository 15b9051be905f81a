import { practiceDetails } from '../../contracts/accounts/sign-up';
import { officeFromPractice } from '../../lambdas/accounts/practice-office';
import { linkOffice } from '../../lambdas/accounts/profile-store';
import { putOffice } from '../../lambdas/offices/office-store';
import { lookupZip } from '../../lambdas/offices/zip-lookup';

/** Stable, so re-seeding replaces the demo professional's office instead of adding another. */
export const DEMO_PRACTICE_OFFICE_ID = 'demo-professional-practice';

/** The demo professional's practice, as if they had signed up with it (not live: no subscription). */
export const demoPractice = practiceDetails.parse({
  contactName: 'Priya Molar',
  officeName: 'Molar Family Dentistry',
  phone: '(312) 555-0148',
  address: '2400 N Lincoln Ave, Chicago, IL 60614',
  zip: '60614',
  specialty: 'General Dentistry',
  services: 'Cleanings, fillings, crowns, whitening, emergency care',
  website: 'https://molar-family.example',
  couponOffer: '15% off your first cleaning',
  practiceType: 'Group practice',
  yearsInPractice: 12,
  emergencyServices: true,
  acceptingNewPatients: true,
  languagesSpoken: 'English, Hindi',
  insuranceAccepted: 'Delta Dental, Cigna, MetLife',
  officeHours: 'Mon-Fri 8:00-17:00, Sat 9:00-13:00',
  practiceDescription: 'A friendly group practice caring for Lincoln Park families since 2014.',
  facebookUrl: 'https://facebook.example/molarfamily',
  instagramUrl: 'https://instagram.example/molarfamily',
});

/** Gives the demo professional an office listing and links it to their profile. */
export async function seedDemoPractice(userId: string, email: string): Promise<void> {
  const location = lookupZip(demoPractice.zip);
  if (!location) throw new Error(`Demo practice ZIP ${demoPractice.zip} is unknown`);
  await putOffice(
    officeFromPractice({
      id: DEMO_PRACTICE_OFFICE_ID,
      practice: demoPractice,
      email,
      location,
      today: new Date().toISOString().slice(0, 10),
    }),
  );
  await linkOffice(userId, DEMO_PRACTICE_OFFICE_ID);
}
