import { beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../contracts/accounts/profile';
import { callApi } from '../support/stack';
import { createPatient, deactivate } from '../support/users';

describe('GET/PATCH /api/profile', () => {
  let token: string;
  let userId: string;
  beforeAll(async () => {
    const patient = await createPatient();
    token = patient.tokens.IdToken;
    userId = patient.userId;
  });

  it('returns the caller’s own profile, keyed by their user id', async () => {
    const result = await callApi<Profile>('GET', '/api/profile', { token });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      user_id: userId,
      first_name: 'Test',
      user_type: 'patient',
      active: true,
    });
  });

  it('updates the allowed fields and returns the updated profile', async () => {
    const result = await callApi<Profile>('PATCH', '/api/profile', {
      token,
      body: {
        first_name: 'Tess',
        phone: '(555) 010-9999',
        address: '1 Main St',
        best_time_to_call: 'Mornings',
      },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      first_name: 'Tess',
      phone: '(555) 010-9999',
      address: '1 Main St',
      best_time_to_call: 'Mornings',
    });
    const again = await callApi<Profile>('GET', '/api/profile', { token });
    expect(again.body.first_name).toBe('Tess');
  });

  it.each([
    ['user_type', 'professional'],
    ['active', true],
    ['user_id', 'someone-else'],
    ['email', 'x@example.com'],
    ['created_at', '2020-01-01'],
  ])('blocks mass assignment of %s', async (field, value) => {
    const result = await callApi('PATCH', '/api/profile', { token, body: { [field]: value } });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      error: { code: 'bad_request', field, message: `Unknown field: ${field}` },
    });
    const profile = await callApi<Profile>('GET', '/api/profile', { token });
    expect(profile.body.user_type).toBe('patient');
    expect(profile.body.user_id).toBe(userId);
  });

  it.each([
    [{ first_name: '' }, 'first_name'],
    [{ first_name: 'x'.repeat(61) }, 'first_name'],
    [{ phone: 'call me maybe' }, 'phone'],
    [{ address: 'x'.repeat(201) }, 'address'],
  ])('validates %j', async (body, field) => {
    const result = await callApi('PATCH', '/api/profile', { token, body });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { field } });
  });

  it('refuses an empty update', async () => {
    const result = await callApi('PATCH', '/api/profile', { token, body: {} });
    expect(result.status).toBe(400);
  });

  it('refuses a deactivated user at once, though the token has not expired', async () => {
    const other = await createPatient();
    expect((await callApi('GET', '/api/profile', { token: other.tokens.IdToken })).status).toBe(
      200,
    );
    await deactivate(other.userId);
    const result = await callApi('GET', '/api/profile', { token: other.tokens.IdToken });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ error: { code: 'forbidden' } });
    const patch = await callApi('PATCH', '/api/profile', {
      token: other.tokens.IdToken,
      body: { first_name: 'X' },
    });
    expect(patch.status).toBe(403);
  });
});
