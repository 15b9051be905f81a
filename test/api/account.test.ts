import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { AccountExport } from '../../contracts/accounts/account';
import type { PracticeDetailsInput } from '../../contracts/accounts/sign-up';
import { REMOVED_CONTACT, REMOVED_NAME } from '../../lambdas/inquiries/inquiry-store';
import { cognitoCall, signIn } from '../support/cognito';
import { sentTo, waitForMail } from '../support/inbox';
import { callApi, stack } from '../support/stack';
import {
  createPatient,
  createProfessional,
  createUser,
  enrolAuthenticator,
  table,
  TEST_PASSWORD,
} from '../support/users';

/**
 * Account self-service: the data export, deleting an account, signing out everywhere, and the
 * two-step sign-in admins need. Offices sit in a ZIP code no other suite searches.
 */
const practice = (): PracticeDetailsInput => ({
  contactName: 'Dr. Wren Alder',
  officeName: `Laramie Ridge Dental ${randomUUID().slice(0, 6)}`,
  phone: '(307) 555-0180',
  address: '200 Grand Ave, Laramie, WY',
  zip: '82070',
  specialty: 'General Dentistry',
  services: 'Cleanings',
  website: 'https://ridge.example',
  couponOffer: '',
  practiceType: 'Solo practice',
  yearsInPractice: 4,
  emergencyServices: false,
  acceptingNewPatients: true,
  languagesSpoken: 'English',
  insuranceAccepted: '',
  officeHours: 'Mon-Fri 9-5',
  practiceDescription: '',
  facebookUrl: '',
  instagramUrl: '',
});

async function sendDiscountRequest(officeId: string, name: string, email: string) {
  const result = await callApi<{ id: string }>('POST', '/api/discount-inquiries', {
    body: {
      office_id: officeId,
      user_name: name,
      user_email: email,
      user_phone: '(307) 555-0111',
      user_location: 'Laramie, WY',
      message: 'Do you take new patients?',
    },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.id;
}

async function sendContactMessage(name: string, email: string) {
  const result = await callApi<{ id: string }>('POST', '/api/contact', {
    body: { name, email, subject: 'A question', message: `Hello from ${name}` },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.id;
}

const exportOf = (token: string) => callApi<AccountExport>('GET', '/api/account/export', { token });

async function storedItem(pk: string, sk: string) {
  const { client, name } = table();
  return (await client.send(new GetCommand({ TableName: name, Key: { pk, sk } }))).Item;
}

describe('exporting my data', () => {
  it("holds the caller's profile, account and requests, and never another user's", async () => {
    const [me, other] = await Promise.all([createPatient(), createPatient()]);
    const office = await createProfessional(practice(), { live: true });
    const mine = await sendDiscountRequest(office.officeId, 'Me Myself', me.email);
    const theirs = await sendDiscountRequest(office.officeId, 'Someone Else', other.email);
    const myMessage = await sendContactMessage('Me Myself', me.email);
    await sendContactMessage('Someone Else', other.email);

    const result = await exportOf(me.tokens.IdToken);
    expect(result.status).toBe(200);
    expect(result.headers.get('content-disposition')).toBe(
      'attachment; filename="smileguide-my-data.json"',
    );
    const data = result.body;
    expect(data.account).toMatchObject({
      user_id: me.userId,
      email: me.email,
      two_step_enabled: false,
    });
    expect(data.profile).toMatchObject({ user_id: me.userId, email: me.email });
    expect(data.discount_requests.map((request) => request.id)).toEqual([mine]);
    expect(data.discount_requests[0]).toMatchObject({
      user_name: 'Me Myself',
      office_id: office.officeId,
    });
    expect(data.contact_messages.map((message) => message.id)).toEqual([myMessage]);
    expect(data.practice).toBeNull();
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.userId);
    expect(text).not.toContain(theirs);
    expect(text).not.toContain('Someone Else');
  });

  it('gives a professional their listing, billing status and analytics', async () => {
    const pro = await createProfessional(practice(), { live: false });
    const result = await exportOf(pro.tokens.IdToken);
    expect(result.status).toBe(200);
    expect(result.body.practice?.office).toMatchObject({
      id: pro.officeId,
      contact_email: pro.email,
    });
    expect(result.body.practice?.analytics.days).toHaveLength(30);
  });

  it('needs a signed-in caller', async () => {
    expect((await callApi('GET', '/api/account/export')).status).toBe(401);
  });
});

describe('deleting my account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const me = await createPatient();
    const result = await callApi('POST', '/api/account/delete', {
      token: me.tokens.IdToken,
      body: { password: 'not my password', confirm: true },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      error: { field: 'password', message: 'The password is not correct.' },
    });
    expect((await callApi('GET', '/api/profile', { token: me.tokens.IdToken })).status).toBe(200);
  });

  it('needs the confirmation', async () => {
    const me = await createPatient();
    const result = await callApi('POST', '/api/account/delete', {
      token: me.tokens.IdToken,
      body: { password: TEST_PASSWORD },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { field: 'confirm' } });
  });

  it("removes a professional's user, profile and office, anonymizes what they sent, and refuses their old token", async () => {
    const pro = await createProfessional(practice(), { live: true });
    const elsewhere = await createProfessional(practice(), { live: true });
    const sent = await sendDiscountRequest(elsewhere.officeId, 'Wren Alder', pro.email);
    const message = await sendContactMessage('Wren Alder', pro.email);
    expect((await callApi('GET', `/api/offices/${pro.officeId}`)).status).toBe(200);

    const result = await callApi('POST', '/api/account/delete', {
      token: pro.tokens.IdToken,
      body: { password: TEST_PASSWORD, confirm: true },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);

    // The user is gone from the pool: no sign-in, no user.
    await expect(signIn(pro.email, TEST_PASSWORD)).rejects.toThrow(/NotAuthorized|UserNotFound/);
    await expect(
      cognitoCall('AdminGetUser', { UserPoolId: stack().cognito.userPoolId, Username: pro.email }),
    ).rejects.toThrow(/UserNotFound/);
    // The office left the directory and the table.
    expect((await callApi('GET', `/api/offices/${pro.officeId}`)).status).toBe(404);
    expect(await storedItem(`OFFICE#${pro.officeId}`, 'OFFICE')).toBeUndefined();
    // The profile holds nothing personal any more.
    const profile = await storedItem(`USER#${pro.userId}`, 'PROFILE');
    expect(profile).toMatchObject({ deleted: true });
    expect(JSON.stringify(profile)).not.toContain(pro.email);
    // The office it was sent to keeps the request, without the sender's name or contact.
    const request = await storedItem(`INQUIRY#${sent}`, 'INQUIRY');
    expect(request).toMatchObject({
      office_id: elsewhere.officeId,
      user_name: REMOVED_NAME,
      user_email: REMOVED_CONTACT,
    });
    expect(request?.user_phone).toBeUndefined();
    const contact = await storedItem(`CONTACT#${message}`, 'CONTACT');
    expect(JSON.stringify(contact)).not.toContain(pro.email);
    // A token issued before the deletion is refused on every route.
    const old = await callApi('GET', '/api/profile', { token: pro.tokens.IdToken });
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ error: { message: 'This account has been deleted.' } });
    expect((await exportOf(pro.tokens.IdToken)).status).toBe(401);
    // The confirmation arrives, although the account is gone.
    const [mail] = await waitForMail(
      (candidate) => sentTo(pro.email)(candidate) && /was deleted/.test(candidate.subject),
    );
    expect(mail?.body.text).toContain('Your office listing was removed');
  });

  it('lets the same address sign up again afterwards', async () => {
    const me = await createPatient();
    const deleted = await callApi('POST', '/api/account/delete', {
      token: me.tokens.IdToken,
      body: { password: TEST_PASSWORD, confirm: true },
    });
    expect(deleted.status).toBe(200);
    const again = await callApi('POST', '/api/accounts/sign-up', {
      body: {
        email: me.email,
        password: 'a fresh long password',
        attributes: {
          given_name: 'Back',
          family_name: 'Again',
          'custom:user_type': 'patient',
          'custom:phone': '(307) 555-0199',
        },
      },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(202);
    const [mail] = await waitForMail(
      (candidate) =>
        sentTo(me.email)(candidate) && candidate.subject === 'Confirm your SmileGuide account',
    );
    expect(mail?.body.text).toMatch(/verification code is \d{6}/);
  });
});

describe('signing out everywhere', () => {
  it('refuses the tokens of every session already handed out, and their refresh', async () => {
    const me = await createPatient();
    const other = await signIn(me.email, TEST_PASSWORD);
    const result = await callApi('POST', '/api/account/sign-out-everywhere', {
      token: me.tokens.IdToken,
    });
    expect(result.status).toBe(200);
    for (const token of [me.tokens.IdToken, other.IdToken]) {
      const refused = await callApi('GET', '/api/profile', { token });
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ error: { code: 'unauthorized' } });
    }
    await expect(
      cognitoCall('InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: stack().cognito.clientId,
        AuthParameters: { REFRESH_TOKEN: other.RefreshToken },
      }),
    ).rejects.toThrow(/NotAuthorized/);
    await expect(cognitoCall('GetUser', { AccessToken: other.AccessToken })).rejects.toThrow(
      /revoked/,
    );
    // A new sign-in works.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = await signIn(me.email, TEST_PASSWORD);
    expect((await callApi('GET', '/api/profile', { token: fresh.IdToken })).status).toBe(200);
  });
});

describe('two-step sign-in', () => {
  it('is required for admin calls, and only a session that passed it counts', async () => {
    const admin = await createUser({
      userType: 'patient',
      firstName: 'New',
      lastName: 'Admin',
      groups: ['admin'],
    });
    const refused = await callApi('GET', '/api/admin/users', { token: admin.tokens.IdToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'two_step_required' } });
    // Other routes are open to the same session.
    expect((await callApi('GET', '/api/profile', { token: admin.tokens.IdToken })).status).toBe(
      200,
    );

    const secret = await enrolAuthenticator(admin.tokens);
    // Turning it on ended the session that did it.
    expect((await callApi('GET', '/api/profile', { token: admin.tokens.IdToken })).status).toBe(
      401,
    );
    await expect(signIn(admin.email, TEST_PASSWORD)).rejects.toThrow(/SOFTWARE_TOKEN_MFA/);
    const withCode = await signIn(admin.email, TEST_PASSWORD, secret);
    expect((await callApi('GET', '/api/admin/users', { token: withCode.IdToken })).status).toBe(
      200,
    );
    const exported = await exportOf(withCode.IdToken);
    expect(exported.body.account.two_step_enabled).toBe(true);

    // An admin keeps it on: every admin call needs it.
    const kept = await callApi('POST', '/api/account/two-step/disable', {
      token: withCode.IdToken,
      body: { password: TEST_PASSWORD },
    });
    expect(kept.status).toBe(409);
    expect(kept.body).toMatchObject({
      error: {
        code: 'conflict',
        message: 'Admin accounts keep two-step sign-in on: the admin dashboard needs it.',
      },
    });
    expect((await callApi('GET', '/api/admin/users', { token: withCode.IdToken })).status).toBe(
      200,
    );
    await expect(signIn(admin.email, TEST_PASSWORD)).rejects.toThrow(/SOFTWARE_TOKEN_MFA/);
  });

  it('turns off for anyone else once their password is confirmed', async () => {
    const patient = await createUser({
      userType: 'patient',
      firstName: 'Code',
      lastName: 'Patient',
      twoStep: true,
    });
    await expect(signIn(patient.email, TEST_PASSWORD)).rejects.toThrow(/SOFTWARE_TOKEN_MFA/);
    const wrong = await callApi('POST', '/api/account/two-step/disable', {
      token: patient.tokens.IdToken,
      body: { password: 'not my password' },
    });
    expect(wrong.status).toBe(400);
    const off = await callApi('POST', '/api/account/two-step/disable', {
      token: patient.tokens.IdToken,
      body: { password: TEST_PASSWORD },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toEqual({ two_step_enabled: false });
    // Sign-in no longer asks for a code.
    expect((await signIn(patient.email, TEST_PASSWORD)).IdToken).toBeTruthy();
  });

  it('refuses a code answer that no sign-in asked for', async () => {
    const admin = await createUser({
      userType: 'patient',
      firstName: 'Code',
      lastName: 'Only',
      groups: ['admin'],
      twoStep: true,
    });
    await expect(
      cognitoCall('RespondToAuthChallenge', {
        ClientId: stack().cognito.clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: randomUUID(),
        ChallengeResponses: { USERNAME: admin.email, SOFTWARE_TOKEN_MFA_CODE: '000000' },
      }),
    ).rejects.toThrow(/NotAuthorized/);
  });
});

describe('changing the sign-in email', () => {
  it('changes nothing until the new address confirms, then tells the old one', async () => {
    const me = await createPatient();
    const newEmail = `moved-${randomUUID().slice(0, 8)}@example.com`;
    await cognitoCall('UpdateUserAttributes', {
      AccessToken: me.tokens.AccessToken,
      UserAttributes: [{ Name: 'email', Value: newEmail }],
    });
    const [codeMail] = await waitForMail(sentTo(newEmail));
    expect(codeMail?.subject).toBe('Confirm your new SmileGuide email address');
    // Until confirmed, the old address still signs in and the new one does not.
    expect((await signIn(me.email, TEST_PASSWORD)).IdToken).toBeTruthy();
    const code = /confirmation code is (\d{6})/.exec(codeMail?.body.text ?? '')?.[1];
    await expect(
      cognitoCall('VerifyUserAttribute', {
        AccessToken: me.tokens.AccessToken,
        AttributeName: 'email',
        Code: '000000' === code ? '111111' : '000000',
      }),
    ).rejects.toThrow(/CodeMismatch/);
    await cognitoCall('VerifyUserAttribute', {
      AccessToken: me.tokens.AccessToken,
      AttributeName: 'email',
      Code: code,
    });
    const synced = await callApi<{ email: string }>('POST', '/api/account/email', {
      token: me.tokens.IdToken,
    });
    expect(synced.status).toBe(200);
    expect(synced.body.email).toBe(newEmail);
    expect((await signIn(newEmail, TEST_PASSWORD)).IdToken).toBeTruthy();
    const [notice] = await waitForMail(
      (mail) => sentTo(me.email)(mail) && /email address was changed/.test(mail.subject),
    );
    expect(notice?.body.text).toContain('mo…@example.com');
  });
});
