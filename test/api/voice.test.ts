import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { mails, waitForMail, type Mail } from '../support/inbox';
import { inOneWindow } from '../support/rate-window';
import { callApi, clientIp, stack } from '../support/stack';

/**
 * The voice routes against the running stack and its local realtime stand-in: ephemeral keys,
 * their limits and failures, and voice leads stored then emailed exactly once.
 */

interface TokenBody {
  client_secret: { value: string; expires_at: number };
  realtime: { url: string; model: string };
}
interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

const TOKEN = '/api/functions/dental-token-generator';
const LEAD = '/api/functions/send-inquiry-email';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function control(action: string): Promise<void> {
  const base = stack().control;
  if (!base) throw new Error('The stack was started without LOCAL_FAULTS=1');
  const response = await fetch(`${base}/${action}`, { method: 'POST' });
  expect(response.status).toBe(204);
}

const offer = (token?: string) =>
  fetch(`${stack().realtime!.url}/v1/realtime/calls`, {
    method: 'POST',
    headers: {
      'content-type': 'application/sdp',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: 'v=0\r\n',
  });

afterAll(async () => {
  await control('realtime/start');
  await control('ses/start');
});

describe('POST /api/functions/dental-token-generator', () => {
  it('mints a short-lived key for one call at the realtime endpoint', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { status, body } = await callApi<TokenBody>('POST', TOKEN);
    expect(status).toBe(200);
    expect(body.client_secret.value).toMatch(/^ek_/);
    expect(body.client_secret.expires_at).toBeGreaterThan(before);
    expect(body.client_secret.expires_at).toBeLessThanOrEqual(before + 130);
    expect(body.realtime.url).toBe(`${stack().realtime!.url}/v1/realtime/calls`);
    expect(body.realtime.model).toBe('gpt-realtime');
  });

  it('gives keys the stand-in refuses when missing, forged or reused', async () => {
    expect((await offer()).status).toBe(401);
    const forged = await offer('ek_forged');
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as ErrorBody).error.message).toBe(
      'The ephemeral key is not valid.',
    );
    // A key is spent by its first call, even one whose offer is refused.
    const { body } = await callApi<TokenBody>('POST', TOKEN);
    expect((await offer(body.client_secret.value)).status).toBe(400);
    const reused = await offer(body.client_secret.value);
    expect(reused.status).toBe(401);
    expect(((await reused.json()) as ErrorBody).error.message).toBe(
      'The ephemeral key has already been used to open a call.',
    );
  });

  it('limits each client to 10 keys a minute, then 429 with Retry-After', async () => {
    const { statuses, limited } = await inOneWindow(async () => {
      const ip = clientIp();
      const allowed: number[] = [];
      for (let i = 0; i < 10; i += 1) allowed.push((await callApi('POST', TOKEN, { ip })).status);
      return { statuses: allowed, limited: await callApi<ErrorBody>('POST', TOKEN, { ip }) };
    });
    expect(statuses).toEqual(Array(10).fill(200));
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await callApi('POST', TOKEN)).status).toBe(200);
  });

  it('says clearly, without a 5xx, when the provider cannot mint a session', async () => {
    await control('realtime/stop');
    const { status, body } = await callApi<ErrorBody>('POST', TOKEN);
    expect(status).toBe(424);
    expect(body.error).toEqual({
      code: 'provider_unavailable',
      message: 'Voice chat is unavailable right now. Please try again in a moment.',
    });
    await control('realtime/start');
    expect((await callApi('POST', TOKEN)).status).toBe(200);
  });
});

describe('POST /api/functions/send-inquiry-email', () => {
  const contactInfo = (tag: string) => ({
    firstName: 'Vera',
    lastName: `Voice ${tag}`,
    phone: '(212) 555-0199',
    address: '350 Fifth Avenue',
    zipCode: '10001',
    concern: `Looking for a discount on a cleaning (${tag})`,
  });

  it('names the field it refuses', async () => {
    const missing = await callApi<ErrorBody>('POST', LEAD, {
      body: { contactInfo: { ...contactInfo('x'), firstName: ' ' }, userLocation: 'NYC' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.field).toBe('contactInfo.firstName');
    expect(missing.body.error.message).toBe('First name is required');

    const zip = await callApi<ErrorBody>('POST', LEAD, {
      body: { contactInfo: { ...contactInfo('x'), zipCode: '1000' }, userLocation: 'NYC' },
    });
    expect(zip.status).toBe(400);
    expect(zip.body.error.field).toBe('contactInfo.zipCode');

    const location = await callApi<ErrorBody>('POST', LEAD, {
      body: { contactInfo: contactInfo('x') },
    });
    expect(location.status).toBe(400);
    expect(location.body.error.field).toBe('userLocation');
  });

  it('stores the lead, then emails support and the 3 nearest offices exactly once when SES is back', async () => {
    const tag = randomUUID().slice(0, 8);
    const ours = (mail: Mail) => mail.subject === `Voice assistant lead: Vera Voice ${tag}, 10001`;

    await control('ses/stop');
    const created = await callApi<{ id: string; status: string }>('POST', LEAD, {
      body: { contactInfo: contactInfo(tag), userLocation: `350 Fifth Avenue, 10001` },
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('received');
    await sleep(2000);

    const restartedAt = Math.floor(Date.now() / 1000);
    await control('ses/start');
    const sent = await waitForMail(ours, { count: 4, timeoutMs: 20_000 });
    expect(sent.every((mail) => mail.at >= restartedAt)).toBe(true);
    await sleep(3000);
    const delivered = (await mails()).filter(ours);
    expect(delivered).toHaveLength(4);
    const recipients = delivered.map((mail) => mail.destination.to[0]);
    expect(new Set(recipients).size).toBe(4);
    expect(recipients).toContain('support@smileguide.local');
    const support = delivered.find(
      (mail) => mail.destination.to[0] === 'support@smileguide.local',
    )!;
    expect(support.body.text).toContain('(212) 555-0199');
    expect(support.body.text).toContain(`Looking for a discount on a cleaning (${tag})`);
    expect(support.body.text).toContain(created.body.id);
  });
});
