import type { ProfessionalSignUpValues } from '@contracts/accounts/sign-up';

/**
 * 'Load Sample Data': a complete, believable professional sign-up, so a practice can see what a
 * finished listing looks like (and testers can sign up in one click). Every field is filled.
 */
export const samplePractice: ProfessionalSignUpValues = {
  officeName: 'Bright Smiles Family Dentistry',
  contactName: 'Dr. Elena Rivera',
  email: 'elena.rivera@brightsmiles.example',
  phone: '(512) 555-0134',
  address: '1200 Congress Ave, Suite 300, Austin, TX 78701',
  zip: '78701',
  specialty: 'General Dentistry',
  practiceType: 'Group practice',
  yearsInPractice: '15',
  services: 'Cleanings and exams, fillings, crowns and bridges, teeth whitening, Invisalign',
  officeHours: 'Mon-Thu 8:00-17:00, Fri 8:00-14:00',
  languagesSpoken: 'English, Spanish',
  insuranceAccepted: 'Delta Dental, Cigna, Aetna, MetLife',
  emergencyServices: true,
  acceptingNewPatients: true,
  website: 'https://brightsmiles.example',
  couponOffer: '20% off your first visit',
  practiceDescription:
    'A family practice in downtown Austin offering gentle, modern care for all ages, with same-day emergency appointments.',
  facebookUrl: 'https://facebook.com/brightsmilesaustin',
  instagramUrl: 'https://instagram.com/brightsmilesaustin',
  password: 'Sample-Practice-2026',
  confirmPassword: 'Sample-Practice-2026',
};
