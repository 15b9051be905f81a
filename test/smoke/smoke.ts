/**
 * The smoke suite: a short, read-mostly check that a stage works end to end, run against the
 * local stack or any deployed stage by its site URL. It only uses public routes, plus a test
 * account when one is given; writes (a contact message, a discount request) happen only when
 * asked for, to the operator's own address.
 */

export interface SmokeOptions {
  /** The site, e.g. https://d123.cloudfront.net or http://127.0.0.1:3000. */
  url: string;
  /** A test account to sign in with (never a real user's). */
  account?: { email: string; password: string };
  /** Send a contact message (and a discount request when `officeId` is set) from this address. */
  writes?: { email: string; officeId?: string };
  /** Per-request time limit. */
  timeoutMs?: number;
  /** A ZIP code the stage has offices near. */
  zip?: string;
}

export interface CheckResult {
  name: string;
  ok: boolean;
  ms: number;
  detail: string;
}

type Check = { name: string; run: () => Promise<string> };

/** The pages every visitor can open; each must come back as the app's HTML. */
export const PUBLIC_PAGES = [
  '/',
  '/dental-ai',
  '/dental-offices',
  '/contact',
  '/auth',
  '/privacy',
  '/terms',
  '/sitemap',
];

class SmokeFailure extends Error {}

function fail(message: string): never {
  throw new SmokeFailure(message);
}

/** What fetch says when nothing answers, in words an operator can act on. */
function unreachable(url: string, error: unknown): string {
  const cause = (error as { cause?: { code?: string; errors?: Array<{ code?: string }> } }).cause;
  const code = cause?.code ?? cause?.errors?.[0]?.code;
  if ((error as Error).name === 'TimeoutError') return `no answer from ${url} in time`;
  return `cannot reach ${url}${code ? ` (${code})` : ''}: is the stack running and the URL right?`;
}

export async function runSmoke(options: SmokeOptions): Promise<CheckResult[]> {
  const site = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const zip = options.zip ?? '10001';

  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const url = `${site}${path}`;
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      return fail(unreachable(url, error));
    }
  }

  async function json<T>(path: string, init: RequestInit = {}, status = 200): Promise<T> {
    const response = await request(path, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    });
    const text = await response.text();
    if (response.status !== status) {
      fail(
        `${init.method ?? 'GET'} ${path} answered ${response.status}, expected ${status}: ${text.slice(0, 200)}`,
      );
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      return fail(`${path} did not answer JSON`);
    }
  }

  let webConfig: {
    region?: string;
    userPoolId?: string;
    userPoolClientId?: string;
    userPoolEndpoint?: string;
  } = {};

  const checks: Check[] = [
    {
      name: 'public pages',
      run: async () => {
        for (const path of PUBLIC_PAGES) {
          const response = await request(path);
          const html = await response.text();
          if (response.status !== 200) fail(`${path} answered ${response.status}`);
          if (!/text\/html/.test(response.headers.get('content-type') ?? '')) {
            fail(`${path} is not HTML`);
          }
          if (!html.includes('id="root"')) fail(`${path} is not the web app`);
        }
        return `${PUBLIC_PAGES.length} pages`;
      },
    },
    {
      name: '/config.json',
      run: async () => {
        webConfig = await json('/config.json');
        for (const key of ['region', 'userPoolId', 'userPoolClientId'] as const) {
          if (!webConfig[key]) fail(`/config.json has no ${key}`);
        }
        return `pool ${webConfig.userPoolId}`;
      },
    },
    {
      name: 'API health',
      run: async () => {
        const health = await json<{ status: string }>('/api/health');
        if (health.status !== 'ok') fail(`health says ${JSON.stringify(health)}`);
        return 'ok';
      },
    },
    {
      name: 'ZIP search',
      run: async () => {
        const result = await json<{ offices: unknown[]; total?: number }>(
          `/api/offices?zip=${zip}&radius=25`,
        );
        if (!Array.isArray(result.offices)) fail('the search answered no office list');
        return `${result.offices.length} offices near ${zip}`;
      },
    },
    {
      name: 'assistant answer',
      run: async () => {
        const answer = await json<{ response: string }>('/api/functions/dental-ai-chat', {
          method: 'POST',
          body: JSON.stringify({ question: 'How often should I replace my toothbrush?' }),
        });
        if (!answer.response?.trim()) fail('the answer is empty');
        return `${answer.response.length} characters`;
      },
    },
    {
      name: 'assistant answer, streamed',
      run: async () => {
        const response = await request('/api/functions/dental-ai-chat/stream', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ question: 'What causes bad breath?' }),
        });
        if (response.status !== 200) fail(`the stream answered ${response.status}`);
        if (!/text\/event-stream/.test(response.headers.get('content-type') ?? '')) {
          fail('the stream is not text/event-stream');
        }
        const events = (await response.text())
          .split('\n\n')
          .map((block) => block.replace(/^data: /, '').trim())
          .filter(Boolean)
          .map((data) => JSON.parse(data) as { type: string });
        const deltas = events.filter((event) => event.type === 'delta').length;
        if (deltas === 0) fail('no answer text arrived');
        if (events.at(-1)?.type !== 'done') fail(`the stream ended with ${events.at(-1)?.type}`);
        return `${deltas} deltas, then done`;
      },
    },
    {
      name: 'security headers',
      run: async () => {
        const secure = site.startsWith('https://');
        for (const path of ['/', '/api/health']) {
          const headers = (await request(path)).headers;
          const csp = headers.get('content-security-policy') ?? '';
          if (!csp.includes("frame-ancestors 'none'")) fail(`${path}: no CSP with frame-ancestors`);
          if (/script-src[^;]*'unsafe-inline'/.test(csp)) fail(`${path}: CSP allows inline script`);
          if (headers.get('x-content-type-options') !== 'nosniff') fail(`${path}: no nosniff`);
          if (!headers.get('referrer-policy')) fail(`${path}: no Referrer-Policy`);
          if (secure && !headers.get('strict-transport-security')) fail(`${path}: no HSTS`);
        }
        return secure
          ? 'CSP, nosniff, referrer, HSTS'
          : 'CSP, nosniff, referrer (HSTS needs https)';
      },
    },
    {
      name: 'protected route refuses anonymous',
      run: async () => {
        const refused = await json<{ error?: { code?: string } }>('/api/profile', {}, 401);
        if (refused.error?.code !== 'unauthorized') fail('the 401 has no error code');
        return '401';
      },
    },
  ];

  if (options.account) {
    const account = options.account;
    checks.push({
      name: 'test account: sign in, profile, sign out',
      run: async () => {
        const endpoint =
          webConfig.userPoolEndpoint ?? `https://cognito-idp.${webConfig.region}.amazonaws.com/`;
        const cognito = async <T>(target: string, body: unknown): Promise<T> => {
          let response: Response;
          try {
            response = await fetch(endpoint, {
              method: 'POST',
              headers: {
                'content-type': 'application/x-amz-json-1.1',
                'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
              },
              body: JSON.stringify(body),
              signal: AbortSignal.timeout(timeoutMs),
            });
          } catch (error) {
            return fail(unreachable(endpoint, error));
          }
          const result = (await response.json()) as T & { message?: string };
          if (!response.ok) fail(`${target}: ${result.message ?? response.status}`);
          return result;
        };
        const signedIn = await cognito<{
          AuthenticationResult: { IdToken: string; RefreshToken: string };
        }>('InitiateAuth', {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: webConfig.userPoolClientId,
          AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
        });
        const { IdToken, RefreshToken } = signedIn.AuthenticationResult;
        const profile = await json<{ email: string }>('/api/profile', {
          headers: { authorization: `Bearer ${IdToken}` },
        });
        if (profile.email.toLowerCase() !== account.email.toLowerCase()) {
          fail('the profile is not the test account’s');
        }
        await cognito('RevokeToken', { Token: RefreshToken, ClientId: webConfig.userPoolClientId });
        return `signed in as ${account.email}, signed out`;
      },
    });
  }

  if (options.writes) {
    const writes = options.writes;
    checks.push({
      name: 'contact message (writes)',
      run: async () => {
        const accepted = await json<{ status: string }>(
          '/api/contact',
          {
            method: 'POST',
            body: JSON.stringify({
              name: 'Smoke Test',
              email: writes.email,
              subject: 'Smoke test',
              message: 'An automated smoke test of the contact form. No reply needed.',
            }),
          },
          201,
        );
        return accepted.status;
      },
    });
    if (writes.officeId) {
      const officeId = writes.officeId;
      checks.push({
        name: 'discount request (writes)',
        run: async () => {
          const accepted = await json<{ status: string }>(
            '/api/discount-inquiries',
            {
              method: 'POST',
              body: JSON.stringify({
                office_id: officeId,
                user_name: 'Smoke Test',
                user_email: writes.email,
              }),
            },
            201,
          );
          return accepted.status;
        },
      });
    }
  }

  const results: CheckResult[] = [];
  for (const check of checks) {
    const started = Date.now();
    try {
      const detail = await check.run();
      results.push({ name: check.name, ok: true, ms: Date.now() - started, detail });
    } catch (error) {
      const detail =
        error instanceof SmokeFailure ? error.message : `unexpected: ${(error as Error).message}`;
      results.push({ name: check.name, ok: false, ms: Date.now() - started, detail });
      // Nothing else can pass when the site does not answer at all.
      if (/^cannot reach|^no answer/.test(detail) && results.length === 1) break;
    }
  }
  return results;
}

export function formatResults(results: CheckResult[]): string {
  const width = Math.max(...results.map((result) => result.name.length), 5);
  const lines = results.map(
    (result) =>
      `${result.ok ? 'PASS' : 'FAIL'}  ${result.name.padEnd(width)}  ${String(result.ms).padStart(6)} ms  ${result.detail}`,
  );
  const failed = results.filter((result) => !result.ok).length;
  lines.push(
    '',
    failed ? `${failed} of ${results.length} checks failed` : `all ${results.length} checks passed`,
  );
  return lines.join('\n');
}
