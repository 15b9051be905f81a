import { describe, expect, it } from 'vitest';
import { patientSignUp, practiceDetails, professionalSignUp } from '@contracts/accounts/sign-up';
import { samplePractice } from './sample-practice';
import { patientSignUpRequest, professionalSignUpRequest } from './sign-up-request';

describe('patientSignUpRequest', () => {
  it('stores names, type, phone, address and best time to call on the account', () => {
    const request = patientSignUpRequest(
      patientSignUp.parse({
        firstName: ' Maria ',
        lastName: 'Lopez',
        email: 'maria@example.com',
        phone: '(212) 555-0101',
        address: '10 W 20th St',
        bestTimeToCall: 'Evenings',
        password: 'twelve chars!',
        confirmPassword: 'twelve chars!',
      }),
    );
    expect(request).toEqual({
      email: 'maria@example.com',
      password: 'twelve chars!',
      attributes: {
        given_name: 'Maria',
        family_name: 'Lopez',
        'custom:user_type': 'patient',
        'custom:phone': '(212) 555-0101',
        address: '10 W 20th St',
        'custom:best_time_to_call': 'Evenings',
      },
    });
  });

  it('leaves out the optional details that were not given', () => {
    const request = patientSignUpRequest(
      patientSignUp.parse({
        firstName: 'Sam',
        lastName: 'Park',
        email: 'sam@example.com',
        phone: '555 0100',
        address: '  ',
        bestTimeToCall: '',
        password: 'twelve chars!',
        confirmPassword: 'x',
      }),
    );
    expect(request.attributes).not.toHaveProperty('address');
    expect(request.attributes).not.toHaveProperty('custom:best_time_to_call');
  });
});

describe('professionalSignUpRequest', () => {
  const request = professionalSignUpRequest(professionalSignUp.parse(samplePractice));

  it('takes first and last name from the contact name, after its title', () => {
    expect(request.attributes).toMatchObject({
      given_name: 'Elena',
      family_name: 'Rivera',
      'custom:user_type': 'professional',
      'custom:phone': samplePractice.phone,
      address: samplePractice.address,
    });
  });

  it('sends every practice detail and never the password with them', () => {
    expect(request.practice).toEqual(practiceDetails.parse(samplePractice));
    expect(JSON.stringify(request.practice)).not.toContain(samplePractice.password);
    expect(request.practice).not.toHaveProperty('email');
  });
});

describe('the sample data', () => {
  it('fills every field, with a password of at least 12 characters that matches', () => {
    expect(Object.keys(samplePractice).sort()).toEqual(
      Object.keys(professionalSignUp.shape).sort(),
    );
    for (const [field, value] of Object.entries(samplePractice)) {
      expect(value, field).not.toBe('');
    }
    expect(professionalSignUp.safeParse(samplePractice).success).toBe(true);
    expect(samplePractice.password.length).toBeGreaterThanOrEqual(12);
    expect(samplePractice.confirmPassword).toBe(samplePractice.password);
  });
});
