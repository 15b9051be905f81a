import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AuditRecord, Subscriber, UserPage } from '../../contracts/admin';
import type { SearchOfficesResponse } from '../../contracts/offices';
import { demoOffices } from '../../local/seed/offices';
import { cognitoCall, signIn } from '../support/cognito';
import { sentTo, waitForMail } from '../support/inbox';
import { callApi, stack } from '../support/stack';
import { createUser, demoTokens } from '../support/users';

let adminToken: string;
let adminId: string;

beforeAll(async () => {
  const tokens = await demoTokens('admin');
  adminToken = tokens.IdToken;
  const profile = await callApi<{ user_id: string }>('GET', '/api/profile', { token: adminToken });
  adminId = profile.body.user_id;
});

const asAdmin = <T>(method: string, path: string, body?: unknown) =>
  callApi<T>(method, path, { token: adminToken, body });

async function toggleUser(userId: string, activate: boolean, token = adminToken) {
  return callApi<{ user: AdminUser }>('POST', '/api/functions/admin-toggle-user', {
    token,
    body: { userId, activate },
  });
}

async function latestAudit(): Promise<AuditRecord[]> {
  return (await asAdmin<{ records: AuditRecord[] }>('GET', '/api/admin/audit')).body.records;
}

describe('user management', () => {
  it('lists users newest first with their role, and finds them by name or email', async () => {
    const user = await createUser({
      userType: 'patient',
      firstName: 'Zelda',
      lastName: `Searchable${randomUUID().slice(0, 6)}`,
    });
    const first = await asAdmin<UserPage>('GET', '/api/admin/users?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.users[0]?.user_id).toBe(user.userId);
    expect(first.body.next_cursor).not.toBeNull();

    const byName = await asAdmin<UserPage>(
      'GET',
      `/api/admin/users?q=${encodeURIComponent('zelda searchable')}`,
    );
    expect(byName.body.users.map((row) => row.user_id)).toContain(user.userId);
    const byEmail = await asAdmin<UserPage>(
      'GET',
      `/api/admin/users?q=${encodeURIComponent(user.email.toUpperCase())}`,
    );
    expect(byEmail.body.users).toEqual([
      expect.objectContaining({ email: user.email, role: 'user', active: true }),
    ]);

    const demo = await asAdmin<UserPage>('GET', '/api/admin/users?q=demo.dental');
    const roles = Object.fromEntries(demo.body.users.map((row) => [row.email, row.role]));
    expect(roles).toMatchObject({
      'admin@demo.dental': 'admin',
      'pro@demo.dental': 'professional',
      'patient@demo.dental': 'user',
    });
  });

  it('pages through every user exactly once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { body: UserPage } = await asAdmin<UserPage>(
        'GET',
        `/api/admin/users?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.body.users.map((row) => row.user_id));
      cursor = page.body.next_cursor;
      pages += 1;
    } while (cursor && pages < 200);
    expect(new Set(seen).size).toBe(seen.length);
    const all = await asAdmin<UserPage>('GET', '/api/admin/users?limit=100');
    expect(seen.slice(0, all.body.users.length)).toEqual(all.body.users.map((row) => row.user_id));
  });

  it('refuses a cursor that was not issued for the list, naming the field', async () => {
    for (const cursor of ['not-a-cursor', Buffer.from('{"pk":"x"}').toString('base64url')]) {
      const result = await asAdmin('GET', `/api/admin/users?cursor=${cursor}`);
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ error: { field: 'cursor' } });
    }
  });

  it('deactivates a user: old tokens get 403, sign-in and refresh are refused; activation undoes it', async () => {
    const user = await createUser({ userType: 'patient', firstName: 'Dee', lastName: 'Activated' });
    expect((await callApi('GET', '/api/profile', { token: user.tokens.IdToken })).status).toBe(200);

    const off = await toggleUser(user.userId, false);
    expect(off.status).toBe(200);
    expect(off.body.user).toMatchObject({ user_id: user.userId, active: false });

    expect((await callApi('GET', '/api/profile', { token: user.tokens.IdToken })).status).toBe(403);
    await expect(signIn(user.email, 'Test-Password-1234')).rejects.toThrow(/NotAuthorized/);
    await expect(
      cognitoCall('InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: stack().cognito.clientId,
        AuthParameters: { REFRESH_TOKEN: user.tokens.RefreshToken },
      }),
    ).rejects.toThrow(/NotAuthorized/);

    const on = await toggleUser(user.userId, true);
    expect(on.body.user.active).toBe(true);
    const again = await signIn(user.email, 'Test-Password-1234');
    expect((await callApi('GET', '/api/profile', { token: again.IdToken })).status).toBe(200);

    const [activated, deactivated] = await latestAudit();
    expect(activated).toMatchObject({
      action: 'user.activate',
      actor_id: adminId,
      actor_email: 'admin@demo.dental',
      target_type: 'user',
      target_id: user.userId,
      target_label: user.email,
      before: { active: false },
      after: { active: true },
    });
    expect(deactivated).toMatchObject({ action: 'user.deactivate', after: { active: false } });
  });

  it('refuses to deactivate your own account', async () => {
    const result = await toggleUser(adminId, false);
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({
      error: { code: 'conflict', message: "You can't deactivate your own account." },
    });
    expect((await callApi('GET', '/api/profile', { token: adminToken })).status).toBe(200);
  });

  it('refuses to deactivate the last active admin, even for an admin whose group was removed', async () => {
    const former = await createUser({
      userType: 'patient',
      firstName: 'Former',
      lastName: 'Admin',
      groups: ['admin'],
      twoStep: true,
    });
    await cognitoCall('AdminRemoveUserFromGroup', {
      UserPoolId: stack().cognito.userPoolId,
      Username: former.email,
      GroupName: 'admin',
    });
    // The token still says admin; the demo admin is the only one left in the group.
    const result = await toggleUser(adminId, false, former.tokens.IdToken);
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({
      error: { message: "You can't deactivate the last active admin." },
    });
  });

  it('answers 404 for an unknown user and 400 naming a bad field', async () => {
    expect((await toggleUser('no-such-user', false)).status).toBe(404);
    const bad = await asAdmin('POST', '/api/functions/admin-toggle-user', {
      userId: 'x',
      activate: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { field: 'activate' } });
  });
});

describe('subscriptions', () => {
  const office = demoOffices().find((candidate) => candidate.subscription_active)!;
  const listed = async () => {
    const search = await callApi<SearchOfficesResponse>(
      'GET',
      `/api/offices?zip=${office.zip}&radius=5&limit=100`,
    );
    return search.body.offices.some((candidate) => candidate.id === office.id);
  };
  const toggle = (activate: boolean) =>
    asAdmin<{ subscriber: Subscriber }>('POST', '/api/functions/admin-toggle-subscription', {
      subscriberId: office.id,
      activate,
    });

  it('lists subscribers with their linked office, searchable by email or office name', async () => {
    const byName = await asAdmin<{ subscribers: Subscriber[] }>(
      'GET',
      `/api/admin/subscribers?q=${encodeURIComponent(office.office_name.toUpperCase())}`,
    );
    expect(byName.body.subscribers.length).toBeGreaterThan(0);
    for (const row of byName.body.subscribers) {
      expect(row.office_name.toLowerCase()).toContain(office.office_name.toLowerCase());
    }

    const page = await asAdmin<{ subscribers: Subscriber[] }>(
      'GET',
      `/api/admin/subscribers?q=${encodeURIComponent(office.contact_email)}`,
    );
    expect(page.body.subscribers).toContainEqual(
      expect.objectContaining({
        id: office.id,
        office_id: office.id,
        office_name: office.office_name,
        email: office.contact_email,
        subscribed: true,
        subscription_tier: 'professional_monthly',
      }),
    );
  });

  it('takes a cancelled office out of the directory at once and lists it again on activation', async () => {
    expect(await listed()).toBe(true);
    const cancelled = await toggle(false);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscriber.subscribed).toBe(false);
    expect(await listed()).toBe(false);
    expect((await callApi('GET', `/api/offices/${office.id}`)).status).toBe(404);

    const activated = await toggle(true);
    expect(activated.body.subscriber.subscribed).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(activated.body.subscriber.subscription_end! > today).toBe(true);
    expect(await listed()).toBe(true);

    const [record] = await latestAudit();
    expect(record).toMatchObject({
      action: 'subscription.activate',
      target_type: 'subscriber',
      target_id: office.id,
      target_label: office.office_name,
      before: { subscribed: false },
      after: { subscribed: true },
    });
  });
});

describe('AI prompts', () => {
  it('creates, edits, deactivates and deletes a prompt, newest first, recording the admin', async () => {
    const created = await asAdmin<{ id: string; created_by: string; is_active: boolean }>(
      'POST',
      '/api/admin/prompts',
      { name: 'Admin API prompt', prompt_text: 'Mention fluoride.', category: 'tone' },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ created_by: adminId, is_active: true });

    const list = await asAdmin<{ prompts: Array<{ id: string }> }>('GET', '/api/admin/prompts');
    expect(list.body.prompts[0]?.id).toBe(created.body.id);

    const edited = await asAdmin('PATCH', `/api/admin/prompts/${created.body.id}`, {
      prompt_text: 'Mention fluoride toothpaste.',
      category: '',
      is_active: false,
    });
    expect(edited.body).toMatchObject({
      prompt_text: 'Mention fluoride toothpaste.',
      is_active: false,
    });
    expect(edited.body).not.toHaveProperty('category');

    const deleted = await asAdmin('DELETE', `/api/admin/prompts/${created.body.id}`);
    expect(deleted.body).toEqual({ id: created.body.id, deleted: true });
    expect((await asAdmin('DELETE', `/api/admin/prompts/${created.body.id}`)).status).toBe(404);

    const actions = (await latestAudit()).slice(0, 3).map((record) => record.action);
    expect(actions).toEqual(['prompt.delete', 'prompt.update', 'prompt.create']);
  });

  it('needs a name and a prompt text, naming the missing field', async () => {
    const noName = await asAdmin('POST', '/api/admin/prompts', { prompt_text: 'x' });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ error: { field: 'name', message: 'Name is required' } });
    const noText = await asAdmin('POST', '/api/admin/prompts', { name: 'x', prompt_text: '  ' });
    expect(noText.body).toMatchObject({
      error: { field: 'prompt_text', message: 'Prompt text is required' },
    });
  });
});

describe('password reset', () => {
  it('emails a code that sets a new password, and answers alike for an unknown address', async () => {
    const user = await createUser({ userType: 'patient', firstName: 'Reset', lastName: 'Me' });
    const sent = await asAdmin('POST', '/api/functions/admin-reset-password', {
      email: user.email,
    });
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ status: 'sent' });
    const unknown = await asAdmin('POST', '/api/functions/admin-reset-password', {
      email: `nobody-${randomUUID().slice(0, 6)}@example.com`,
    });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(sent.body);

    // Until the code is used, the old password no longer signs in.
    await expect(signIn(user.email, 'Test-Password-1234')).rejects.toThrow(/PasswordReset/);
    const [mail] = await waitForMail(sentTo(user.email));
    const code = /\b(\d{6})\b/.exec(mail!.body.text ?? '')?.[1];
    expect(code).toBeDefined();
    await cognitoCall('ConfirmForgotPassword', {
      ClientId: stack().cognito.clientId,
      Username: user.email,
      ConfirmationCode: code,
      Password: 'A-brand-new-password-1',
    });
    expect((await signIn(user.email, 'A-brand-new-password-1')).IdToken).toBeTruthy();
  });

  it('refuses an empty email, naming the field', async () => {
    const result = await asAdmin('POST', '/api/functions/admin-reset-password', { email: '' });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { field: 'email' } });
  });
});

describe('the audit trail', () => {
  it('cannot be changed through the API', async () => {
    for (const method of ['POST', 'PATCH', 'DELETE', 'PUT']) {
      const result = await asAdmin(method, '/api/admin/audit', {});
      expect(result.status, method).toBeGreaterThanOrEqual(400);
      expect(result.status, method).toBeLessThan(500);
    }
  });
});
