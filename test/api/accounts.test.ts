import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyOffice } from '../../contracts/dashboard';
import type { Office, SearchOfficesResponse } from '../../contracts/offices';
import { type Profile } from '../../contracts/accounts/profile';
import {
  PRACTICE_METADATA_KEY,
  practiceDetails,
  type PracticeDetailsInput,
} from '../../contracts/accounts/sign-up';
import { pendingPracticeKey } from '../../lambdas/accounts/pending-practice-store';
import { demoPractice } from '../../local/seed/demo-practice';
import { cognitoCall, signIn, signUpOnPool } from '../support/cognito';
import { sentTo, waitForMail } from '../support/inbox';
import { callApi, stack } from '../support/stack';
import { createPatient, createUser, deactivate, demoTokens, table } from '../support/users';

const PASSWORD = 'correct horse battery';

const newEmail = (kind: string) => `${kind}-${randomUUID().slice(0, 8)}@example.com`;

function claimsOf(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

interface SignUpInput {
  email: string;
  attributes: Record<string, string>;
  practice?: PracticeDetailsInput;
}

/** A SignUp request on the pool; `metadata`, if any, goes as the practice details, unchecked. */
function requestSignUp(email: string, attributes: Record<string, string>, metadata?: unknown) {
  return signUpOnPool<{ UserSub: string; UserConfirmed: boolean }>({
    Username: email,
    Password: PASSWORD,
    UserAttributes: [
      { Name: 'email', Value: email },
      ...Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    ],
    ...(metadata === undefined
      ? {}
      : { ClientMetadata: { [PRACTICE_METADATA_KEY]: JSON.stringify(metadata) } }),
  });
}

/** What the sign-up route does: SignUp on the pool, with the practice details as client metadata. */
function signUp({ email, attributes, practice }: SignUpInput) {
  return requestSignUp(email, attributes, practice ? practiceDetails.parse(practice) : undefined);
}

/** Reads the emailed code and confirms the account with it, as the person would. */
async function confirmFromInbox(email: string): Promise<string> {
  const [mail] = await waitForMail(sentTo(email));
  expect(mail?.subject).toBe('Confirm your SmileGuide account');
  const code = /verification code is (\d{6})/.exec(mail?.body.text ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  expect(mail?.body.text).toContain(
    `${stack().site}/?confirm=1&email=${encodeURIComponent(email)}&code=${code}`,
  );
  await cognitoCall('ConfirmSignUp', {
    ClientId: stack().cognito.clientId,
    Username: email,
    ConfirmationCode: code,
  });
  return code ?? '';
}

const practice: PracticeDetailsInput = {
  contactName: 'Dr. Lena Ortiz',
  officeName: `Harbor Dental ${randomUUID().slice(0, 4)}`,
  phone: '(617) 555-0190',
  address: '1 Harbor Way, Boston, MA',
  zip: '02108',
  specialty: 'Pediatric Dentistry',
  services: 'Cleanings, sealants',
  website: 'https://harbor.example',
  couponOffer: 'Free first exam',
  practiceType: 'Group practice',
  yearsInPractice: '14',
  emergencyServices: true,
  acceptingNewPatients: true,
  languagesSpoken: 'English, Portuguese',
  insuranceAccepted: 'Delta Dental, Cigna',
  officeHours: 'Mon-Fri 8-5',
  practiceDescription: 'Kids first.',
  facebookUrl: 'https://facebook.example/harbor',
  instagramUrl: '',
};

const professionalAttributes = {
  given_name: 'Dr.',
  family_name: 'Lena Ortiz',
  'custom:user_type': 'professional',
  'custom:phone': '(617) 555-0190',
  address: '1 Harbor Way, Boston, MA',
};

describe('patient sign-up through confirmation', () => {
  it('creates the profile with the sign-up details once the emailed code is entered', async () => {
    const email = newEmail('patient-signup');
    const result = await signUp({
      email,
      attributes: {
        given_name: 'Maria',
        family_name: 'Lopez',
        'custom:user_type': 'patient',
        'custom:phone': '(212) 555-0101',
        address: '10 W 20th St, New York, NY 10011',
        'custom:best_time_to_call': 'Evenings',
      },
    });
    expect(result.UserConfirmed).toBe(false);
    await expect(signIn(email, PASSWORD)).rejects.toThrow(/UserNotConfirmed/);

    await confirmFromInbox(email);
    const tokens = await signIn(email, PASSWORD);
    const profile = await callApi<Profile>('GET', '/api/profile', { token: tokens.IdToken });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      user_id: result.UserSub,
      email,
      first_name: 'Maria',
      last_name: 'Lopez',
      user_type: 'patient',
      phone: '(212) 555-0101',
      address: '10 W 20th St, New York, NY 10011',
      best_time_to_call: 'Evenings',
      active: true,
    });
    expect(profile.body.office_id).toBeUndefined();
    expect(claimsOf(tokens.IdToken)['cognito:groups']).toBeUndefined();
  });
});

describe('professional sign-up through confirmation', () => {
  let email: string;
  let userSub: string;
  let token: string;
  let office: MyOffice;

  beforeAll(async () => {
    email = newEmail('pro-signup');
    const result = await signUp({ email, attributes: professionalAttributes, practice });
    userSub = result.UserSub;
  });

  it('keeps the practice details until the email is confirmed', async () => {
    const { client, name } = table();
    const { Item } = await client.send(
      new GetCommand({ TableName: name, Key: pendingPracticeKey(userSub) }),
    );
    expect(Item?.office).toMatchObject({ office_name: practice.officeName });
    expect(Item?.expires_at).toBeGreaterThan(Date.now() / 1000 + 86_400);
  });

  it('on confirmation joins the professional group and gets an inactive office listing', async () => {
    await confirmFromInbox(email);
    const tokens = await signIn(email, PASSWORD);
    token = tokens.IdToken;
    expect(claimsOf(token)['cognito:groups']).toEqual(['professional']);

    const profile = await callApi<Profile>('GET', '/api/profile', { token });
    expect(profile.body).toMatchObject({
      user_type: 'professional',
      first_name: 'Dr.',
      last_name: 'Lena Ortiz',
    });
    expect(profile.body.office_id).toEqual(expect.any(String));

    const result = await callApi<MyOffice>('GET', '/api/dashboard/office', { token });
    expect(result.status).toBe(200);
    office = result.body;
    expect(office).toMatchObject({
      id: profile.body.office_id,
      office_name: practice.officeName,
      contact_name: 'Dr. Lena Ortiz',
      contact_email: email,
      phone: '(617) 555-0190',
      address: '1 Harbor Way, Boston, MA 02108',
      street: '1 Harbor Way',
      city: 'Boston',
      state: 'MA',
      zip: '02108',
      specialty: 'Pediatric Dentistry',
      services: 'Cleanings, sealants',
      website: 'https://harbor.example',
      coupon_offer: 'Free first exam',
      practice_type: 'Group practice',
      years_in_practice: 14,
      emergency_services: true,
      accepting_new_patients: true,
      languages_spoken: ['English', 'Portuguese'],
      insurance_accepted: ['Delta Dental', 'Cigna'],
      office_hours: 'Mon-Fri 8-5',
      practice_description: 'Kids first.',
      facebook_url: 'https://facebook.example/harbor',
      subscription_active: false,
      listing_live: false,
    });
    expect(office.lat).toBeCloseTo(42.36, 1);
    expect(office.lng).toBeCloseTo(-71.06, 1);
  });

  it('does not list the office in the directory until a subscription is active', async () => {
    expect((await callApi('GET', `/api/offices/${office.id}`)).status).toBe(404);
    const search = await callApi<SearchOfficesResponse>(
      'GET',
      '/api/offices?zip=02108&radius=5&limit=100',
    );
    expect(search.status).toBe(200);
    expect(search.body.offices.map((found: Office) => found.id)).not.toContain(office.id);
  });

  it('forgets the pending details once the office exists', async () => {
    const { client, name } = table();
    const { Item } = await client.send(
      new GetCommand({ TableName: name, Key: pendingPracticeKey(userSub) }),
    );
    expect(Item).toBeUndefined();
  });

  it('cannot change the office link through the profile', async () => {
    const result = await callApi('PATCH', '/api/profile', {
      token,
      body: { office_id: 'someone-elses-office' },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { field: 'office_id' } });
  });
});

describe('the pre-sign-up check', () => {
  /** A hand-made SignUp request: the metadata goes as given, unchecked by the form's schema. */
  async function refusedSignUp(attributes: Record<string, string>, metadata?: unknown) {
    const email = newEmail('refused');
    const message = await requestSignUp(email, attributes, metadata).then(
      () => 'accepted',
      (reason: Error) => reason.message,
    );
    expect(message).toContain('UserLambdaValidationException');
    // No account was created: the address is still free.
    await expect(
      cognitoCall('AdminGetUser', { UserPoolId: stack().cognito.userPoolId, Username: email }),
    ).rejects.toThrow(/UserNotFoundException/);
    return message;
  }

  it.each([
    [{ ...practice, officeName: '' }, 'Office name is required'],
    [{ ...practice, specialty: '' }, 'Specialty is required'],
    [{ ...practice, yearsInPractice: 61 }, 'Years in practice must be a number from 0 to 60'],
    [{ ...practice, yearsInPractice: -1 }, 'Years in practice must be a number from 0 to 60'],
    [{ ...practice, zip: '00000' }, 'We could not find ZIP code 00000.'],
    [{ ...practice, website: 'harbor dot example' }, 'Website must be a web address'],
  ])('refuses a professional sign-up with bad practice details (%#)', async (details, message) => {
    expect(await refusedSignUp(professionalAttributes, details)).toContain(message);
  });

  it('refuses a professional sign-up without practice details', async () => {
    expect(await refusedSignUp(professionalAttributes)).toContain(
      'A professional account needs the practice details.',
    );
  });

  it('refuses an account type other than patient or professional', async () => {
    expect(await refusedSignUp({ given_name: 'Eve', 'custom:user_type': 'admin' })).toContain(
      'Choose a patient or a professional account.',
    );
  });
});

describe('GET /api/dashboard/office', () => {
  it("shows the demo professional's own office, not live until subscribed", async () => {
    const tokens = await demoTokens('professional');
    const result = await callApi<MyOffice>('GET', '/api/dashboard/office', {
      token: tokens.IdToken,
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      office_name: demoPractice.officeName,
      contact_email: 'pro@demo.dental',
      listing_live: false,
      subscription_active: false,
    });
  });

  it('refuses patients and admins, who are not professionals', async () => {
    for (const role of ['patient', 'admin'] as const) {
      const tokens = await demoTokens(role);
      const result = await callApi('GET', '/api/dashboard/office', { token: tokens.IdToken });
      expect(result.status, role).toBe(403);
      expect(result.body).toMatchObject({
        error: { code: 'forbidden', message: 'This requires a professional account.' },
      });
    }
  });

  it('says so when a professional has no office yet', async () => {
    const { tokens } = await createUser({
      userType: 'professional',
      firstName: 'No',
      lastName: 'Office',
      groups: ['professional'],
    });
    const result = await callApi('GET', '/api/dashboard/office', { token: tokens.IdToken });
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({
      error: { code: 'not_found', message: 'No office listing is linked to your account yet.' },
    });
  });

  it('needs a signed-in caller', async () => {
    expect((await callApi('GET', '/api/dashboard/office')).status).toBe(401);
  });
});

describe('deactivated users', () => {
  it('are refused by the API at once and cannot sign in once disabled', async () => {
    const patient = await createPatient();
    const token = patient.tokens.IdToken;
    expect((await callApi('GET', '/api/profile', { token })).status).toBe(200);

    await deactivate(patient.userId);
    await cognitoCall('AdminDisableUser', {
      UserPoolId: stack().cognito.userPoolId,
      Username: patient.email,
    });
    const refused = await callApi('GET', '/api/profile', { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: {
        code: 'forbidden',
        message: 'Your account has been deactivated. Please contact support.',
      },
    });
    await expect(signIn(patient.email, 'Test-Password-1234')).rejects.toThrow(
      /NotAuthorizedException User is disabled/,
    );
    // A wrong password learns nothing about the account, disabled or not.
    await expect(signIn(patient.email, 'not the password')).rejects.toThrow(
      /InvalidPasswordException|NotAuthorizedException Incorrect/,
    );
  });
});
