import { beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type Access } from '../../contracts/http';
import { routes, type RouteId } from '../../contracts/routes';
import { demoPractice } from '../../local/seed/demo-practice';
import { demoOffices } from '../../local/seed/offices';
import { signedStripeEvent } from '../support/stripe';
import { callApi } from '../support/stack';
import {
  expiredToken,
  forgedToken,
  wrongClientToken,
  wrongPoolToken,
  accessTokenInsteadOfId,
} from '../support/tokens';
import { createPatient, deactivate, demoTokens } from '../support/users';

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
  }
> = {
  getHealth: {},
  getProfile: {},
  updateProfile: { body: { best_time_to_call: 'Evenings' } },
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

type Caller =
  | 'anonymous'
  | 'forged'
  | 'expired'
  | 'wrong pool'
  | 'wrong client'
  | 'access token'
  | 'patient'
  | 'professional'
  | 'admin'
  | 'deactivated';

/** What API Gateway + the handler wrapper must answer: 'ok' (2xx), 401 or 403. */
function expected(access: Access, caller: Caller): 'ok' | 401 | 403 {
  if (access === 'public') return 'ok';
  if (
    ['anonymous', 'forged', 'expired', 'wrong pool', 'wrong client', 'access token'].includes(
      caller,
    )
  )
    return 401;
  if (caller === 'deactivated') return 403;
  if (access === 'user') return 'ok';
  if (access === 'admin') return caller === 'admin' ? 'ok' : 403;
  return caller === 'professional' ? 'ok' : 403;
}

const tokens = {} as Record<Caller, string | undefined>;

beforeAll(async () => {
  const [patient, professional, admin, deactivatedUser] = await Promise.all([
    demoTokens('patient'),
    demoTokens('professional'),
    demoTokens('admin'),
    createPatient(),
  ]);
  await deactivate(deactivatedUser.userId);
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
    deactivated: deactivatedUser.tokens.IdToken,
  });
});

describe('authorization matrix', () => {
  it('has a sample request for every route of the contracts table', () => {
    expect(Object.keys(samples).sort()).toEqual(routes.map((route) => route.id).sort());
  });

  const callers: Caller[] = [
    'anonymous',
    'forged',
    'expired',
    'wrong pool',
    'wrong client',
    'access token',
    'patient',
    'professional',
    'admin',
    'deactivated',
  ];
  for (const route of routes) {
    for (const caller of callers) {
      const want = expected(route.access, caller);
      it(`${route.method} ${route.path} as ${caller} → ${want}`, async () => {
        const sample = samples[route.id];
        const path = fillPath(route.path, sample.params) + (sample.query ?? '');
        const result = await callApi(route.method, path, {
          body: sample.body,
          rawBody: sample.rawBody,
          headers: sample.headers,
          token: tokens[caller],
        });
        if (want === 'ok') {
          expect(result.status, JSON.stringify(result.body)).toBeGreaterThanOrEqual(200);
          expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
        } else {
          expect(result.status, JSON.stringify(result.body)).toBe(want);
          expect(result.body).toMatchObject({
            error: { code: want === 401 ? 'unauthorized' : 'forbidden' },
          });
        }
      });
    }
  }
});
