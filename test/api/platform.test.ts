import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../contracts/http';
import {
  cognitoTriggers,
  handlerModule,
  httpFunctions,
  scheduledFunctions,
  secretNames,
} from '../../lambdas/manifest';
import { repoRoot } from '../../lib/paths';
import { fillPath } from '../../contracts/http';
import { routes } from '../../contracts/routes';
import { OPENAI_REALTIME_CALLS_URL } from '../../lambdas/core/security-headers';
import { securityHeaders } from '../../local/static-site';
import { callApi, clientIp, stack } from '../support/stack';

describe('the API platform', () => {
  it('answers health', async () => {
    const result = await callApi<{ status: string }>('GET', '/api/health');
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('ok');
  });

  it('sets security headers and no-store on API answers', async () => {
    const result = await callApi('GET', '/api/health');
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.headers.get('strict-transport-security')).toContain('max-age');
  });

  it('puts the edge security headers on every answer, the gateway errors and config included', async () => {
    const answers = {
      page: await fetch(`${stack().site}/dental-offices`),
      config: await fetch(`${stack().site}/config.json`),
      'missing asset (404)': await fetch(`${stack().site}/assets/none.js`),
      'bad address (400)': await fetch(`${stack().site}/%E0%A4%A`),
      'API answer': await fetch(`${stack().site}/api/health`),
      'signed out (401)': await fetch(`${stack().site}/api/profile`),
      'no route (404)': await fetch(`${stack().site}/api/no-such-route`),
      'wrong method (405)': await fetch(`${stack().site}/api/health`, { method: 'DELETE' }),
      'too large (413)': await fetch(`${stack().site}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: 'x'.repeat(1024 * 1024 + 1),
      }),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.headers.get('content-security-policy'), name).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), name).toBe('DENY');
      expect(response.headers.get('referrer-policy'), name).toBeTruthy();
    }
  });

  it('puts the same edge headers, and no empty header, on every route and error path', async () => {
    const realtime = stack().realtime;
    const expected = securityHeaders([
      stack().cognito.endpoint,
      realtime ? `${realtime.url}/v1/realtime/calls` : OPENAI_REALTIME_CALLS_URL,
    ]);
    const ip = clientIp();
    const answers: Array<[string, Response]> = [];
    for (const route of routes) {
      const url = `${stack().site}${fillPath(route.path, { id: 'no-such-id' })}`;
      const init = { method: route.method, headers: { 'x-forwarded-for': ip } };
      answers.push([`${route.method} ${route.path}`, await fetch(url, init)]);
      if (route.method !== 'GET') {
        // A body that fails validation: the error path of every writing route.
        answers.push([
          `${route.method} ${route.path} (bad body)`,
          await fetch(url, {
            ...init,
            headers: { ...init.headers, 'content-type': 'application/json' },
            body: '{"unexpected": true',
          }),
        ]);
      }
    }
    const limited = clientIp();
    let tooMany: Response | undefined;
    for (let attempt = 0; attempt < 30 && tooMany?.status !== 429; attempt += 1) {
      tooMany = await fetch(`${stack().site}/api/contact`, {
        method: 'POST',
        headers: { 'x-forwarded-for': limited, 'content-type': 'application/json' },
        body: '{}',
      });
    }
    answers.push(['rate limited (429)', tooMany as Response]);
    answers.push([
      'unsupported type (415)',
      await fetch(`${stack().site}/api/contact`, { method: 'POST', body: 'name=A' }),
    ]);
    answers.push([
      'wrong method (405)',
      await fetch(`${stack().site}/api/health`, { method: 'DELETE' }),
    ]);
    answers.push(['config', await fetch(`${stack().site}/config.json`)]);
    answers.push(['page', await fetch(`${stack().site}/`)]);
    answers.push(['bad address (400)', await fetch(`${stack().site}/api/%E0%A4%A`)]);

    const statuses = new Set(answers.map(([, response]) => response.status));
    for (const status of [200, 400, 401, 404, 405, 415, 429]) expect(statuses).toContain(status);
    for (const [name, response] of answers) {
      for (const [header, value] of Object.entries(expected)) {
        expect(response.headers.get(header), `${name}: ${header}`).toBe(value);
      }
      response.headers.forEach((value, header) => {
        expect(value.trim(), `${name}: ${header}`).not.toBe('');
      });
      await response.body?.cancel();
    }
  });

  it('says Vary: Origin when it allows the Origin sent', async () => {
    const response = await fetch(`${stack().site}/api/health`, {
      headers: { origin: stack().site },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(stack().site);
    expect(response.headers.get('vary') ?? '').toMatch(/\bOrigin\b/);
  });

  it('refuses a malformed JSON body with 400, never a 5xx', async () => {
    const result = await callApi('POST', '/api/contact', { rawBody: '{"name": "A",' });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      error: { code: 'bad_request', message: 'The request body is not valid JSON.' },
    });
  });

  it('refuses a body over the limit with 413', async () => {
    const result = await callApi('POST', '/api/contact', {
      body: {
        name: 'A',
        email: 'a@example.com',
        subject: 'S',
        message: 'x'.repeat(MAX_BODY_BYTES + 10),
      },
    });
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('refuses a non-JSON content type with 415', async () => {
    const result = await callApi('POST', '/api/contact', {
      rawBody: 'name=A',
      headers: { 'content-type': 'text/plain' },
    });
    expect(result.status).toBe(415);
  });

  it('names the field in a validation error', async () => {
    const result = await callApi('POST', '/api/contact', {
      body: { name: 'Ann', email: 'not-an-email', subject: 'Hi', message: 'Hello' },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { code: 'bad_request', field: 'email' } });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const result = await callApi('GET', '/api/nothing-here');
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ error: { code: 'not_found' } });
  });

  it('answers a known path with the wrong method with 405', async () => {
    const result = await callApi('DELETE', '/api/health');
    expect(result.status).toBe(405);
  });

  it('serves the web app with a strict content security policy on the same origin', async () => {
    // A page the browser renders itself (the app shell).
    const response = await fetch(`${stack().site}/profile`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(await response.text()).toMatch(/<div id="root"[ >]/);
  });

  it('lets the browser reach only the local realtime call endpoint for voice, and the microphone here only', async () => {
    const response = await fetch(`${stack().site}/dental-ai`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    expect(connect).toEqual([
      "'self'",
      stack().cognito.endpoint,
      `${stack().realtime!.url}/v1/realtime/calls`,
    ]);
    expect(response.headers.get('permissions-policy')).toBe(
      'camera=(), geolocation=(), microphone=(self)',
    );
  });

  it('serves the runtime web configuration', async () => {
    const response = await fetch(`${stack().site}/config.json`);
    const body = (await response.json()) as Record<string, string>;
    expect(body.userPoolId).toBe(stack().cognito.userPoolId);
    expect(body.userPoolClientId).toBe(stack().cognito.clientId);
  });
});

describe('the web build', () => {
  const assets = join(repoRoot, 'web', 'dist', 'assets');
  const scripts = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(assets, name), 'utf8'));

  it('carries no deployment data: no handler module, permission or secret name', () => {
    expect(scripts.length).toBeGreaterThan(0);
    const modules = [
      ...httpFunctions,
      ...Object.values(cognitoTriggers),
      ...Object.values(scheduledFunctions),
    ].map((fn) => handlerModule(fn.load));
    const secretEnv = secretNames.map((name) => `${name.toUpperCase()}_SECRET_ARN`);
    for (const needle of [...modules, ...secretEnv, 'readwrite', 'publicWrite', 'memoryMb']) {
      expect(
        scripts.some((script) => script.includes(needle)),
        needle,
      ).toBe(false);
    }
  });
});
