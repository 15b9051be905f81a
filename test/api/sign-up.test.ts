import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoPractice } from '../../local/seed/demo-practice';
import { LOCAL_SIGN_UP_CLIENT_ID } from '../../local/settings';
import { cognitoCall } from '../support/cognito';
import { mails, sentTo, waitForMail } from '../support/inbox';
import { callApi, demoAccount, stack } from '../support/stack';

/**
 * Sign-up through the API answers the same for a new address and for one that has an account,
 * so it never reveals who has one; the owner of an existing account gets a notice instead of a
 * code.
 */

const newEmail = (kind: string) => `${kind}-${randomUUID().slice(0, 8)}@example.com`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const patient = (email: string) => ({
  email,
  password: 'correct horse battery',
  attributes: {
    given_name: 'Maria',
    family_name: 'Lopez',
    'custom:user_type': 'patient',
    'custom:phone': '(212) 555-0101',
  },
});

const signUp = (body: unknown) =>
  callApi<{ status?: string; error?: { code: string; field?: string; message: string } }>(
    'POST',
    '/api/accounts/sign-up',
    { body },
  );

const isNotice = (email: string) => (mail: Awaited<ReturnType<typeof mails>>[number]) =>
  sentTo(email)(mail) && mail.subject.startsWith('You already have');
const isCode = (email: string) => (mail: Awaited<ReturnType<typeof mails>>[number]) =>
  sentTo(email)(mail) && !mail.subject.startsWith('You already have');

describe('POST /api/accounts/sign-up', () => {
  it('gives a new and an existing address the same answer', async () => {
    const email = newEmail('first');
    const fresh = await signUp(patient(email));
    const again = await signUp(patient(email));
    const demo = await signUp(patient(demoAccount('patient').email.toUpperCase()));
    for (const answer of [fresh, again, demo]) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ status: 'check_email' });
    }
    expect(again.headers.get('content-type')).toBe(fresh.headers.get('content-type'));
  });

  it('emails a code to a new address, and a notice (no code) to an existing one', async () => {
    const email = newEmail('owner');
    await signUp(patient(email));
    await waitForMail(isCode(email));
    await signUp({ ...patient(email), password: 'another long password' });
    const [notice] = await waitForMail(isNotice(email));
    expect(notice?.body.text).toContain('no new one was created');
    expect(notice?.body.text).not.toContain('another long password');
    // One code in all: the second sign-up sent none.
    await sleep(1500);
    expect((await mails()).filter(isCode(email))).toHaveLength(1);
  });

  it('sends an owner at most one notice an hour, however often someone tries', async () => {
    const email = newEmail('pestered');
    await signUp(patient(email));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signUp(patient(email))).status).toBe(202);
    }
    await waitForMail(isNotice(email));
    await sleep(2000);
    expect((await mails()).filter(isNotice(email))).toHaveLength(1);
  });

  it('still names what to fix', async () => {
    const short = await signUp({ ...patient(newEmail('short')), password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.error?.field).toBe('password');
    const zip = await signUp({
      ...patient(newEmail('zip')),
      attributes: { ...patient('x@example.com').attributes, 'custom:user_type': 'professional' },
      practice: { ...demoPractice, zip: '00000' },
    });
    expect(zip.status).toBe(400);
    expect(zip.body.error?.message).toMatch(/ZIP code 00000/);
  });
});

describe("Cognito's own SignUp", () => {
  /** The error a direct caller gets, or 'accepted'. */
  const directSignUp = (clientId: string, email: string) =>
    cognitoCall('SignUp', {
      ClientId: clientId,
      Username: email,
      Password: 'correct horse battery',
      UserAttributes: [{ Name: 'email', Value: email }],
    }).then(
      () => 'accepted',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );

  it('refuses a direct caller with the web client, the same for a new and an existing address', async () => {
    const existing = await directSignUp(stack().cognito.clientId, demoAccount('patient').email);
    const fresh = await directSignUp(stack().cognito.clientId, newEmail('direct'));
    expect(existing).toMatch(/ForbiddenException/);
    expect(fresh).toBe(existing);
  });

  it("refuses the sign-up client's id without its secret", async () => {
    const existing = await directSignUp(LOCAL_SIGN_UP_CLIENT_ID, demoAccount('patient').email);
    const fresh = await directSignUp(LOCAL_SIGN_UP_CLIENT_ID, newEmail('nosecret'));
    expect(existing).toMatch(/NotAuthorizedException.*SECRET_HASH/);
    expect(fresh).toBe(existing);
  });
});
