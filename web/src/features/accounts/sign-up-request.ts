import type { PatientSignUp, ProfessionalSignUp, SignUpInput } from '@contracts/accounts/sign-up';
import { splitContactName } from '@contracts/person-name';

/** What a patient's sign-up stores on the account: names, type and contact details. */
export function patientSignUpRequest(patient: PatientSignUp): SignUpInput {
  return {
    email: patient.email,
    password: patient.password,
    attributes: {
      given_name: patient.firstName,
      family_name: patient.lastName,
      'custom:user_type': 'patient',
      'custom:phone': patient.phone,
      ...(patient.address ? { address: patient.address } : {}),
      ...(patient.bestTimeToCall ? { 'custom:best_time_to_call': patient.bestTimeToCall } : {}),
    },
  };
}

/**
 * A professional's sign-up: the contact name becomes first and last name (split at the first
 * space) and the practice details travel along, to become the office listing on confirmation.
 */
export function professionalSignUpRequest(professional: ProfessionalSignUp): SignUpInput {
  const { email, password, confirmPassword: _confirmation, ...practice } = professional;
  const { firstName, lastName } = splitContactName(practice.contactName);
  return {
    email,
    password,
    attributes: {
      given_name: firstName,
      family_name: lastName,
      'custom:user_type': 'professional',
      'custom:phone': practice.phone,
      address: practice.address,
    },
    practice,
  };
}
