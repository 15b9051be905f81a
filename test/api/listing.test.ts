import { beforeAll, describe, expect, it } from 'vitest';
import type { PracticeDetailsInput } from '../../contracts/accounts/sign-up';
import type { MyAnalytics, MyOffice } from '../../contracts/dashboard';
import type { GetCouponsResponse, Office, SearchOfficesResponse } from '../../contracts/offices';
import { DAY_MS, inOneWindow, withRoomInWindow } from '../support/rate-window';
import { callApi, clientIp } from '../support/stack';
import { forgedToken } from '../support/tokens';
import { createPatient, createProfessional, demoTokens } from '../support/users';

/**
 * The professional's listing (editing it), the public office page's data, coupons unlocked on
 * the server, and listing analytics. Offices sit in rural ZIP codes no other suite searches.
 */
const practice = (overrides: Partial<PracticeDetailsInput> = {}): PracticeDetailsInput => ({
  contactName: 'Dr. Rowan Pike',
  officeName: 'Cheyenne Prairie Dental',
  phone: '(307) 555-0101',
  address: '100 Capitol Ave, Cheyenne, WY',
  zip: '82001',
  specialty: 'General Dentistry',
  services: 'Cleanings, fillings',
  website: 'https://prairie.example',
  couponOffer: 'Free whitening kit with your first cleaning',
  practiceType: 'Solo practice',
  yearsInPractice: 9,
  emergencyServices: false,
  acceptingNewPatients: true,
  languagesSpoken: 'English',
  insuranceAccepted: 'Delta Dental',
  officeHours: 'Mon-Thu 8-4',
  practiceDescription: 'A small practice on the prairie.',
  facebookUrl: 'https://facebook.example/prairie',
  instagramUrl: '',
  ...overrides,
});

const today = () => new Date().toISOString().slice(0, 10);

async function searchIds(zip: string, ip = clientIp()): Promise<string[]> {
  const result = await callApi<SearchOfficesResponse>(
    'GET',
    `/api/offices?zip=${zip}&radius=10&limit=100`,
    { ip },
  );
  expect(result.status).toBe(200);
  return result.body.offices.map((office) => office.id);
}

describe('the listing editor', () => {
  let owner: Awaited<ReturnType<typeof createProfessional>>;
  beforeAll(async () => {
    owner = await createProfessional(practice(), { live: true });
  });

  const edit = (body: unknown, token = owner.tokens.IdToken) =>
    callApi<MyOffice>('PATCH', '/api/dashboard/office', { token, body });

  it('refuses what the sign-up refuses, naming the field, and changes nothing', async () => {
    const before = await callApi<MyOffice>('GET', '/api/dashboard/office', {
      token: owner.tokens.IdToken,
    });
    const cases: Array<[Partial<PracticeDetailsInput> | Record<string, unknown>, string, RegExp]> =
      [
        [{ officeName: '  ' }, 'officeName', /Office name is required/],
        [{ zip: '8200' }, 'zip', /ZIP code must be exactly 5 digits/],
        [{ zip: '00000' }, 'zip', /couldn't find ZIP code 00000/],
        [{ yearsInPractice: 61 }, 'yearsInPractice', /from 0 to 60/],
        [{ website: 'prairie.example' }, 'website', /must be a web address/],
        [{ phone: 'call us' }, 'phone', /Office phone may contain only digits/],
        [{ specialty: 'Dentistry' }, 'specialty', /Specialty is required/],
        [{ couponOffer: 'x'.repeat(201) }, 'couponOffer', /at most 200 characters/],
        // Nothing beyond the listing's own fields: not its id, owner or subscription.
        [{ subscription_active: true }, 'subscription_active', /Unknown field/],
        [{ id: 'ofc_someone_else' }, 'id', /Unknown field/],
        [{ contact_email: 'thief@example.com' }, 'contact_email', /Unknown field/],
      ];
    for (const [change, field, message] of cases) {
      const result = await edit({ ...practice(), ...change });
      expect(result.status, field).toBe(400);
      expect(result.body).toMatchObject({ error: { code: 'bad_request', field } });
      expect(JSON.stringify(result.body), field).toMatch(message);
    }
    const missing = practice() as Record<string, unknown>;
    delete missing.contactName;
    expect((await edit(missing)).body).toMatchObject({ error: { field: 'contactName' } });

    const after = await callApi<MyOffice>('GET', '/api/dashboard/office', {
      token: owner.tokens.IdToken,
    });
    expect(after.body).toEqual(before.body);
  });

  it('is for the professional who owns the listing only', async () => {
    const patient = await createPatient();
    expect((await edit(practice(), patient.tokens.IdToken)).status).toBe(403);
    expect((await edit(practice(), forgedToken())).status).toBe(401);
    expect((await callApi('PATCH', '/api/dashboard/office', { body: practice() })).status).toBe(
      401,
    );
  });

  it('updates the directory at once: new place, new details, confirmed today', async () => {
    expect(await searchIds('82001')).toContain(owner.officeId);

    const result = await edit(
      practice({
        officeName: 'Black Hills Family Dental',
        address: '500 Main St, Rapid City, SD',
        zip: '57701',
        languagesSpoken: 'English, Lakota',
        practiceType: '',
        yearsInPractice: '',
        facebookUrl: '',
      }),
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      id: owner.officeId,
      office_name: 'Black Hills Family Dental',
      address: '500 Main St, Rapid City, SD 57701',
      street: '500 Main St',
      city: 'Rapid City',
      state: 'SD',
      zip: '57701',
      languages_spoken: ['English', 'Lakota'],
      contact_email: owner.email,
      subscription_active: true,
      listing_live: true,
      last_confirmed: today(),
    });
    // Cleared optional fields are gone, not kept from before.
    expect(result.body).not.toHaveProperty('practice_type');
    expect(result.body).not.toHaveProperty('years_in_practice');
    expect(result.body).not.toHaveProperty('facebook_url');
    expect(result.body.lat).toBeCloseTo(44.08, 1);
    expect(result.body.lng).toBeCloseTo(-103.23, 1);

    expect(await searchIds('82001')).not.toContain(owner.officeId);
    const near = await callApi<SearchOfficesResponse>(
      'GET',
      '/api/offices?zip=57701&radius=10&limit=100',
    );
    const found = near.body.offices.find((office) => office.id === owner.officeId);
    expect(found).toMatchObject({ office_name: 'Black Hills Family Dental', zip: '57701' });
    const page = await callApi<Office>('GET', `/api/offices/${owner.officeId}`);
    expect(page.body).toMatchObject({
      office_name: 'Black Hills Family Dental',
      languages_spoken: ['English', 'Lakota'],
      last_confirmed: today(),
    });
  });

  it('keeps an unlisted office out of the directory when it is edited', async () => {
    const unlisted = await createProfessional(practice({ zip: '83201' }), { live: false });
    const result = await edit(
      practice({ zip: '83201', officeName: 'Pocatello Smiles' }),
      unlisted.tokens.IdToken,
    );
    expect(result.body).toMatchObject({ office_name: 'Pocatello Smiles', listing_live: false });
    expect(await searchIds('83201')).not.toContain(unlisted.officeId);
    expect((await callApi('GET', `/api/offices/${unlisted.officeId}`)).status).toBe(404);
  });
});

describe('coupons', () => {
  let listed: Awaited<ReturnType<typeof createProfessional>>;
  let unlisted: Awaited<ReturnType<typeof createProfessional>>;
  const COUPON = 'Anchorage special: 30% off sealants';
  beforeAll(async () => {
    [listed, unlisted] = await Promise.all([
      createProfessional(practice({ zip: '99501', couponOffer: COUPON }), { live: true }),
      createProfessional(practice({ zip: '99501', couponOffer: 'Hidden offer' }), {
        live: false,
      }),
    ]);
  });

  it('never leaves the server in public answers, which only say there is one', async () => {
    const search = await callApi<SearchOfficesResponse>(
      'GET',
      '/api/offices?zip=99501&radius=10&limit=100',
    );
    const office = search.body.offices.find((candidate) => candidate.id === listed.officeId);
    expect(office?.has_coupon).toBe(true);
    expect(office).not.toHaveProperty('coupon_offer');
    const page = await callApi<Office>('GET', `/api/offices/${listed.officeId}`);
    expect(page.body.has_coupon).toBe(true);
    expect(page.body).not.toHaveProperty('coupon_offer');
    // Nowhere in the raw answers either, signed in or not.
    const patient = await demoTokens('patient');
    for (const token of [undefined, patient.IdToken]) {
      for (const path of ['/api/offices?zip=99501&radius=10', `/api/offices/${listed.officeId}`]) {
        const raw = await callApi('GET', path, { token });
        expect(JSON.stringify(raw.body)).not.toContain(COUPON);
        expect(JSON.stringify(raw.body)).not.toContain('coupon_offer');
      }
    }
  });

  it('unlocks the text for signed-in patients only, and for the office’s own professional', async () => {
    const ids = `${listed.officeId},${unlisted.officeId},ofc_missing_office`;
    const path = `/api/coupons?office_ids=${ids}`;
    expect((await callApi('GET', path)).status).toBe(401);
    expect((await callApi('GET', path, { token: forgedToken() })).status).toBe(401);

    const patient = await demoTokens('patient');
    const forPatient = await callApi<GetCouponsResponse>('GET', path, { token: patient.IdToken });
    expect(forPatient.status).toBe(200);
    // Only listed offices: the unlisted one's coupon stays hidden too.
    expect(forPatient.body.coupons).toEqual([{ office_id: listed.officeId, coupon_offer: COUPON }]);

    const otherProfessional = await demoTokens('professional');
    const forOther = await callApi<GetCouponsResponse>('GET', path, {
      token: otherProfessional.IdToken,
    });
    expect(forOther.body.coupons).toEqual([]);

    const forOwner = await callApi<GetCouponsResponse>('GET', path, {
      token: listed.tokens.IdToken,
    });
    expect(forOwner.body.coupons).toEqual([{ office_id: listed.officeId, coupon_offer: COUPON }]);
    const forUnlistedOwner = await callApi<GetCouponsResponse>('GET', path, {
      token: unlisted.tokens.IdToken,
    });
    expect(forUnlistedOwner.body.coupons).toEqual([
      { office_id: unlisted.officeId, coupon_offer: 'Hidden offer' },
    ]);
  });

  it('checks the list of offices asked for', async () => {
    const patient = await demoTokens('patient');
    const ask = (query: string) =>
      callApi('GET', `/api/coupons${query}`, { token: patient.IdToken });
    expect((await ask('')).body).toMatchObject({ error: { field: 'office_ids' } });
    expect((await ask('?office_ids=bad%20id')).status).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, index) => `ofc_${index}`).join(',');
    expect((await ask(`?office_ids=${tooMany}`)).body).toMatchObject({
      error: { field: 'office_ids', message: 'office_ids may name at most 100 offices' },
    });
  });
});

describe('listing analytics', () => {
  let owner: Awaited<ReturnType<typeof createProfessional>>;
  beforeAll(async () => {
    owner = await createProfessional(practice({ zip: '05401' }), { live: true });
  });

  const analytics = async () => {
    const result = await callApi<MyAnalytics>('GET', '/api/dashboard/analytics', {
      token: owner.tokens.IdToken,
    });
    expect(result.status).toBe(200);
    return result.body;
  };
  const event = (type: string, ip: string, id = owner.officeId) =>
    callApi('POST', `/api/offices/${id}/events`, { body: { type }, ip });

  it('starts empty: 30 days of zeros, today last', async () => {
    const fresh = await analytics();
    expect(fresh.days).toHaveLength(30);
    expect(fresh.to).toBe(today());
    expect(fresh.days.at(-1)?.date).toBe(today());
    expect(fresh.totals).toEqual({ impressions: 0, views: 0, requests: 0, calls: 0, websites: 0 });
  });

  it('counts each visitor once per office and day, whatever they repeat', async () => {
    // A visitor seen on both sides of midnight is counted on both days: start well inside one.
    await withRoomInWindow(40_000, DAY_MS);
    const [visitorA, visitorB] = [clientIp(), clientIp()];
    // Searches: A three times (a reload, another radius), B once.
    await searchIds('05401', visitorA);
    await searchIds('05401', visitorA);
    await callApi('GET', '/api/offices?zip=05401&radius=25', { ip: visitorA });
    await searchIds('05401', visitorB);

    for (const ip of [visitorA, visitorA, visitorB])
      expect((await event('view', ip)).status).toBe(202);
    for (const ip of [visitorA, visitorA, visitorA]) await event('call', ip);
    await event('website', visitorB);
    for (const ip of [visitorA, visitorA]) {
      const request = await callApi('POST', '/api/discount-inquiries', {
        ip,
        body: {
          office_id: owner.officeId,
          user_name: 'Ana Visitor',
          user_email: 'ana@example.com',
        },
      });
      expect(request.status).toBe(201);
    }

    const expected = { impressions: 2, views: 2, requests: 1, calls: 1, websites: 1 };
    // Search impressions are counted by a schedule that runs every second in the test stack.
    let counted = await analytics();
    for (let waited = 0; counted.totals.impressions < 2 && waited < 20_000; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      counted = await analytics();
    }
    expect(counted.totals).toEqual(expected);
    expect(counted.days.at(-1)).toEqual({ date: today(), ...expected });
  }, 120_000);

  it('refuses events for offices that are not listed, and of unknown kinds', async () => {
    const unlisted = await createProfessional(practice({ zip: '05401' }), { live: false });
    expect((await event('view', clientIp(), unlisted.officeId)).status).toBe(404);
    expect((await event('view', clientIp(), 'ofc_nobody_here')).status).toBe(404);
    const bad = await event('like', clientIp());
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { field: 'type' } });
  });

  it('limits how many events one client may send', async () => {
    const statuses = await inOneWindow(async () => {
      const ip = clientIp();
      const sent: number[] = [];
      for (let index = 0; index < 61; index += 1) sent.push((await event('view', ip)).status);
      return sent;
    });
    expect(statuses.slice(0, 60).every((status) => status === 202)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('shows a professional only their own numbers', async () => {
    const patient = await createPatient();
    expect(
      (await callApi('GET', '/api/dashboard/analytics', { token: patient.tokens.IdToken })).status,
    ).toBe(403);
    expect((await callApi('GET', '/api/dashboard/analytics')).status).toBe(401);
  });
});
