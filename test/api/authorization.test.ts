import { beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type Access } from '../../contracts/http';
import { routes, type RouteId } from '../../contracts/routes';
import { demoPractice } from '../../local/seed/demo-practice';
import { demoOffices } from '../../local/seed/offices';
import { signIn } from '../support/cognito';
import { signedStripeEvent } from '../support/stripe';
import { callApi } from '../support/stack';
import {
  expiredToken,
  forgedToken,
  wrongClientToken,
  wrongPoolToken,
  accessTokenInsteadOfId,
} from '../support/tokens';
import {
  createPatient,
  createUser,
  deactivate,
  demoTokens,
  TEST_PASSWORD,
  type NewUser,
} from '../support/users';

/**
 * Every route of the contracts table, called as every kind of caller. A route added to the table
 * without a sample request here fails the first test, so the matrix always covers the whole API.
 */
const activeOffice = demoOffices().find((office) => office.subscription_active)!;
/** Cancelling a subscription that is already off changes nothing other tests see. */
const unlistedOffice = demoOffices().find((office) => !office.subscription_active)!;

const samples: Record<
  RouteId,
  {
    params?: Record<string, string>;
    query?: string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
    /**
     * The call changes the caller's own account for good (deletes it, ends its sessions): a
     * caller let in is played by a fresh account of the same kind, never the shared demo ones.
     */
    freshCaller?: boolean;
  }
> = {
  getHealth: {},
  getProfile: {},
  updateProfile: { body: { best_time_to_call: 'Evenings' } },
  exportMyData: {},
  deleteMyAccount: { body: { password: TEST_PASSWORD, confirm: true }, freshCaller: true },
  signOutEverywhere: { freshCaller: true },
  // A fresh account has no authenticator app yet: the call is let in and refused as a bad request.
  confirmTwoStep: { freshCaller: true },
  disableTwoStep: { body: { password: TEST_PASSWORD }, freshCaller: true },
  syncMyEmail: {},
  signUp: {
    body: {
      email: 'matrix-sign-up@example.com',
      password: 'matrix sign up words',
      attributes: {
        given_name: 'Matrix',
        family_name: 'Caller',
        'custom:user_type': 'patient',
        'custom:phone': '(212) 555-0100',
      },
    },
  },
  getMyOffice: {},
  // The demo professional's own details, unchanged: other suites see the same listing.
  updateMyOffice: { body: demoPractice },
  getMyAnalytics: {},
  searchOffices: { query: '?zip=10001&radius=10' },
  getOffice: { params: { id: activeOffice.id } },
  getCoupons: { query: `?office_ids=${activeOffice.id}` },
  recordOfficeEvent: { params: { id: activeOffice.id }, body: { type: 'view' } },
  createDiscountInquiry: {
    body: {
      office_id: activeOffice.id,
      user_name: 'Matrix Caller',
      user_email: 'matrix@example.com',
    },
  },
  createContactMessage: {
    body: {
      name: 'Matrix Caller',
      email: 'matrix@example.com',
      subject: 'Hello',
      message: 'Checking access.',
    },
  },
  dentalAiChat: { body: { question: 'How often should I floss?' } },
  dentalAiChatStream: { body: { question: 'How often should I floss?' } },
  dentalTokenGenerator: {},
  sendInquiryEmail: {
    body: {
      contactInfo: {
        firstName: 'Matrix',
        lastName: 'Caller',
        phone: '555 010 0000',
        address: '1 Main Street',
        zipCode: '10001',
      },
      userLocation: '1 Main Street 10001',
    },
  },
  listUsers: { query: '?limit=5' },
  // The target user and prompts are made in beforeAll.
  toggleUser: { body: { userId: '', activate: true } },
  listSubscribers: { query: '?limit=5' },
  toggleSubscription: { body: { subscriberId: unlistedOffice.id, activate: false } },
  listPrompts: {},
  createPrompt: { body: { name: 'Matrix prompt', prompt_text: 'Be brief.' } },
  updatePrompt: { params: { id: '' }, body: { name: 'Matrix prompt (renamed)' } },
  deletePrompt: { params: { id: '' } },
  resetUserPassword: { body: { email: 'nobody-matrix@example.com' } },
  listAuditRecords: {},
  getBilling: {},
  // Made again for every call: it needs no office of its own (the demo professional has one).
  createCheckoutSession: {},
  // The demo professional's billing account is opened in beforeAll.
  createBillingPortalSession: {},
  // Signed in beforeAll: an event type billing acknowledges and ignores.
  stripeWebhook: {},
};

/** Callers without a live session of this pool: refused with 401 before any role check. */
const unauthenticated = [
  'anonymous',
  'forged',
  'expired',
  'wrong pool',
  'wrong client',
  'access token',
] as const;
const callers = [
  ...unauthenticated,
  'patient',
  'professional',
  'admin',
  'admin without two-step',
  'deactivated',
  'deleted',
  'signed out everywhere',
] as const;
type Caller = (typeof callers)[number];

/** What API Gateway + the handler wrapper must answer: 'ok' (let in), 401 or 403. */
function expected(access: Access, caller: Caller): 'ok' | 401 | 403 {
  if (access === 'public') return 'ok';
  // A deleted account, or one signed out everywhere, has only tokens that no longer count.
  if (
    (unauthenticated as readonly Caller[]).includes(caller) ||
    caller === 'deleted' ||
    caller === 'signed out everywhere'
  )
    return 401;
  if (caller === 'deactivated') return 403;
  if (access === 'user') return 'ok';
  if (access === 'admin') return caller === 'admin' ? 'ok' : 403;
  return caller === 'professional' ? 'ok' : 403;
}

/** The error code of a refusal: an admin without two-step sign-in is told to set it up. */
const refusalCode = (status: 401 | 403, caller: Caller, access: Access) => {
  if (status === 401) return 'unauthorized';
  return caller === 'admin without two-step' && access === 'admin'
    ? 'two_step_required'
    : 'forbidden';
};

/** A fresh account playing `caller` for a call that changes the caller's own account. */
async function freshTokenFor(caller: Caller): Promise<string | undefined> {
  const kinds: Partial<Record<Caller, NewUser>> = {
    patient: { userType: 'patient', firstName: 'Fresh', lastName: 'Patient' },
    professional: {
      userType: 'professional',
      firstName: 'Fresh',
      lastName: 'Professional',
      groups: ['professional'],
    },
    admin: {
      userType: 'patient',
      firstName: 'Fresh',
      lastName: 'Admin',
      groups: ['admin'],
      twoStep: true,
    },
    'admin without two-step': {
      userType: 'patient',
      firstName: 'Fresh',
      lastName: 'Admin',
      groups: ['admin'],
    },
  };
  const kind = kinds[caller];
  return kind ? (await createUser(kind)).tokens.IdToken : tokens[caller];
}

const tokens = {} as Record<Caller, string | undefined>;
/**
 * The test stack's tokens live 100 s and the matrix runs longer on a busy machine: callers that
 * can sign in again do so when their token is a minute old.
 */
const renewers = {} as Partial<Record<Caller, () => Promise<string>>>;
const issuedAt = {} as Partial<Record<Caller, number>>;
async function tokenOf(caller: Caller): Promise<string | undefined> {
  const renew = renewers[caller];
  if (renew && Date.now() - (issuedAt[caller] ?? 0) > 60_000) {
    tokens[caller] = await renew();
    issuedAt[caller] = Date.now();
  }
  return tokens[caller];
}

beforeAll(async () => {
  const [patient, professional, admin, deactivatedUser, deletedUser, signedOutUser, plainAdmin] =
    await Promise.all([
      demoTokens('patient'),
      demoTokens('professional'),
      demoTokens('admin'),
      createPatient(),
      createPatient(),
      createPatient(),
      createUser({ userType: 'patient', firstName: 'Plain', lastName: 'Admin', groups: ['admin'] }),
    ]);
  await deactivate(deactivatedUser.userId);
  const deleted = await callApi('POST', '/api/account/delete', {
    token: deletedUser.tokens.IdToken,
    body: { password: TEST_PASSWORD, confirm: true },
  });
  const signedOut = await callApi('POST', '/api/account/sign-out-everywhere', {
    token: signedOutUser.tokens.IdToken,
  });
  if (deleted.status !== 200 || signedOut.status !== 200)
    throw new Error('Matrix callers not set up');
  const target = await createPatient();
  samples.toggleUser.body = { userId: target.userId, activate: true };
  const newPrompt = async () => {
    const created = await callApi<{ id: string }>('POST', '/api/admin/prompts', {
      token: admin.IdToken,
      body: { name: 'Matrix prompt', prompt_text: 'Be brief.' },
    });
    await callApi('PATCH', `/api/admin/prompts/${created.body.id}`, {
      token: admin.IdToken,
      body: { is_active: false },
    });
    return created.body.id;
  };
  // Opens the demo professional's billing account, so the billing portal has someone to show.
  await callApi('POST', '/api/billing/checkout-session', { token: professional.IdToken });
  const event = signedStripeEvent({ type: 'customer.created', object: { id: 'cus_matrix' } });
  samples.stripeWebhook = { rawBody: event.payload, headers: event.headers };
  samples.updatePrompt.params = { id: await newPrompt() };
  samples.deletePrompt.params = { id: await newPrompt() };
  Object.assign(tokens, {
    anonymous: undefined,
    forged: forgedToken(),
    expired: expiredToken(),
    'wrong pool': wrongPoolToken(),
    'wrong client': wrongClientToken(),
    'access token': accessTokenInsteadOfId(),
    patient: patient.IdToken,
    professional: professional.IdToken,
    admin: admin.IdToken,
    'admin without two-step': plainAdmin.tokens.IdToken,
    deactivated: deactivatedUser.tokens.IdToken,
    deleted: deletedUser.tokens.IdToken,
    'signed out everywhere': signedOutUser.tokens.IdToken,
  });
  Object.assign(renewers, {
    patient: async () => (await demoTokens('patient')).IdToken,
    professional: async () => (await demoTokens('professional')).IdToken,
    admin: async () => (await demoTokens('admin')).IdToken,
    'admin without two-step': async () => (await signIn(plainAdmin.email, TEST_PASSWORD)).IdToken,
    deactivated: async () => (await signIn(deactivatedUser.email, TEST_PASSWORD)).IdToken,
  });
  for (const caller of Object.keys(renewers) as Caller[]) issuedAt[caller] = Date.now();
});

describe('authorization matrix', () => {
  it('has a sample request for every route of the contracts table', () => {
    expect(Object.keys(samples).sort()).toEqual(routes.map((route) => route.id).sort());
  });

  for (const route of routes) {
    for (const caller of callers) {
      const want = expected(route.access, caller);
      it(`${route.method} ${route.path} as ${caller} → ${want}`, async () => {
        const sample = samples[route.id];
        const path = fillPath(route.path, sample.params) + (sample.query ?? '');
        const token =
          sample.freshCaller && want === 'ok' ? await freshTokenFor(caller) : await tokenOf(caller);
        const result = await callApi(route.method, path, {
          body: sample.body,
          rawBody: sample.rawBody,
          headers: sample.headers,
          token,
        });
        if (want === 'ok') {
          // Let in: 2xx, or a refusal of the request itself (a fresh account has no authenticator
          // app to confirm), never an authorization refusal.
          // An admin cannot turn two-step sign-in off (409).
          const accepted =
            route.id === 'confirmTwoStep' && caller !== 'admin'
              ? 400
              : route.id === 'disableTwoStep' && caller.startsWith('admin')
                ? 409
                : undefined;
          if (accepted) {
            expect(result.status, JSON.stringify(result.body)).toBe(accepted);
          } else {
            expect(result.status, JSON.stringify(result.body)).toBeGreaterThanOrEqual(200);
            expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
          }
        } else {
          expect(result.status, JSON.stringify(result.body)).toBe(want);
          expect(result.body).toMatchObject({
            error: { code: refusalCode(want, caller, route.access) },
          });
        }
      });
    }
  }
});
