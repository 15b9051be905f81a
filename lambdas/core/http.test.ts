import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defineRoute } from '../../contracts/http';
import * as z from '../../contracts/zod';
import { dbSend as send, fakeDb, setTestEnv } from '../../test/support/unit-env';

vi.mock('./db', () => fakeDb);
/** The user pool's answer about the caller's authenticator app. */
const cognitoSend = vi.fn();
vi.mock('./cognito', () => ({
  cognito: () => ({ send: cognitoSend }),
  userPoolId: () => 'pool',
}));

setTestEnv({
  ALLOWED_ORIGINS: 'https://allowed.example',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  LOG_LEVEL: 'ERROR',
});

const { withHttp } = await import('./http');
const { withAdminHttp } = await import('./admin-http');
const { NotFound } = await import('./errors');

const echo = defineRoute({
  id: 'echo',
  method: 'POST',
  path: '/api/echo',
  access: 'public',
  body: z.strictObject({ name: z.string().check(z.minLength(1, 'Name is required')) }),
  response: z.object({ greeting: z.string() }),
});

const adminOnly = defineRoute({
  id: 'adminOnly',
  method: 'GET',
  path: '/api/admin-only',
  access: 'admin',
  response: z.object({ ok: z.boolean() }),
});

function event(
  overrides: Partial<APIGatewayProxyEvent> & { claims?: Record<string, string> } = {},
): APIGatewayProxyEvent {
  const { claims, ...rest } = overrides;
  return {
    body: null,
    headers: {},
    httpMethod: 'POST',
    isBase64Encoded: false,
    path: '/api/echo',
    pathParameters: null,
    queryStringParameters: null,
    requestContext: {
      identity: { sourceIp: '192.0.2.1' },
      authorizer: claims ? { claims } : null,
    },
    ...rest,
  } as unknown as APIGatewayProxyEvent;
}

const context = { awsRequestId: 'req-1' } as Context;
const call = (
  handler: (e: APIGatewayProxyEvent, c: Context) => Promise<APIGatewayProxyResult>,
  e: APIGatewayProxyEvent,
) => handler(e, context);

describe('withHttp', () => {
  beforeEach(() => send.mockReset());

  const handler = withHttp(
    echo,
    async ({ body }) =>
      ({ greeting: `Hello ${body.name}`, secret: 'stripped' }) as { greeting: string },
  );

  it('parses, validates and answers with the response schema (extra fields stripped)', async () => {
    const result = await call(handler, event({ body: JSON.stringify({ name: 'Ann' }) }));
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ greeting: 'Hello Ann' });
  });

  it('answers malformed JSON with 400', async () => {
    const result = await call(handler, event({ body: '{"name":' }));
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body)).toEqual({
      error: { code: 'bad_request', message: 'The request body is not valid JSON.' },
    });
  });

  it('names the invalid field', async () => {
    const result = await call(handler, event({ body: JSON.stringify({ name: '' }) }));
    expect(JSON.parse(result.body)).toEqual({
      error: { code: 'bad_request', message: 'Name is required', field: 'name' },
    });
  });

  it('refuses unknown fields by name', async () => {
    const result = await call(
      handler,
      event({ body: JSON.stringify({ name: 'A', role: 'admin' }) }),
    );
    expect(JSON.parse(result.body)).toMatchObject({
      error: { field: 'role', message: 'Unknown field: role' },
    });
  });

  it('refuses an oversized body with 413', async () => {
    const result = await call(
      handler,
      event({ body: JSON.stringify({ name: 'x'.repeat(20_000) }) }),
    );
    expect(result.statusCode).toBe(413);
  });

  it('maps typed errors to their status and hides unexpected ones', async () => {
    const notFound = withHttp(echo, async () => {
      throw new NotFound('No such thing.');
    });
    expect((await call(notFound, event({ body: '{"name":"a"}' }))).statusCode).toBe(404);

    const broken = withHttp(echo, async () => {
      throw new Error('database password is hunter2');
    });
    const result = await call(broken, event({ body: '{"name":"a"}' }));
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('hunter2');
    expect(JSON.parse(result.body).error.code).toBe('internal');
  });

  it('sets security headers, and CORS only for allowed origins', async () => {
    const allowed = await call(
      handler,
      event({ body: '{"name":"a"}', headers: { Origin: 'https://allowed.example' } }),
    );
    expect(allowed.headers?.['X-Content-Type-Options']).toBe('nosniff');
    expect(allowed.headers?.['Access-Control-Allow-Origin']).toBe('https://allowed.example');
    // The answer depends on the Origin sent, so caches must keep one per origin.
    expect(String(allowed.headers?.Vary)).toMatch(/\bOrigin\b/);
    const other = await call(
      handler,
      event({ body: '{"name":"a"}', headers: { Origin: 'https://evil.example' } }),
    );
    expect(other.headers?.['Access-Control-Allow-Origin']).not.toBe('https://evil.example');
  });

  it('puts the same security headers on every answer, errors included, and no empty one', async () => {
    const answers = [
      await call(handler, event({ body: '{"name":"a"}' })),
      await call(handler, event({ body: '{"name":' })),
      await call(handler, event({ body: '{}' })),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 400, 400]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
        'X-Frame-Options': 'DENY',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Strict-Transport-Security': expect.stringContaining('max-age=63072000'),
        'Permissions-Policy': expect.stringContaining('camera=()'),
      });
      for (const [name, value] of Object.entries(answer.headers ?? {})) {
        expect(String(value), name).not.toBe('');
      }
      expect(answer.headers).not.toHaveProperty('Reporting-Endpoints');
    }
  });

  describe('access', () => {
    const admin = withAdminHttp(adminOnly, async () => ({ ok: true }));

    it('will not wrap an admin route without its two-step check', () => {
      expect(() => withHttp(adminOnly, async () => ({ ok: true }))).toThrow(/withAdminHttp/);
    });

    it('refuses a caller without a verified identity with 401', async () => {
      expect((await call(admin, event({ httpMethod: 'GET' }))).statusCode).toBe(401);
    });

    it('refuses a caller without the group with 403', async () => {
      send.mockResolvedValueOnce({ Item: { active: true } });
      const result = await call(
        admin,
        event({ httpMethod: 'GET', claims: { sub: 'u1', 'cognito:groups': 'professional' } }),
      );
      expect(result.statusCode).toBe(403);
    });

    it('lets an active admin in whose session passed two-step sign-in', async () => {
      send.mockResolvedValueOnce({ Item: { active: true, two_step_since: 1000 } });
      cognitoSend.mockResolvedValueOnce({ UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] });
      const result = await call(
        admin,
        event({
          httpMethod: 'GET',
          claims: { sub: 'u1', 'cognito:groups': 'admin', auth_time: '1001' },
        }),
      );
      expect(result.statusCode).toBe(200);
    });

    it('refuses an admin without two-step sign-in, or with a session from before it', async () => {
      send.mockResolvedValueOnce({ Item: { active: true } });
      const without = await call(
        admin,
        event({
          httpMethod: 'GET',
          claims: { sub: 'u1', 'cognito:groups': 'admin', auth_time: '1001' },
        }),
      );
      expect(without.statusCode).toBe(403);
      expect(JSON.parse(without.body).error.code).toBe('two_step_required');
      send.mockResolvedValueOnce({ Item: { active: true, two_step_since: 1000 } });
      cognitoSend.mockResolvedValueOnce({ UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] });
      const older = await call(
        admin,
        event({
          httpMethod: 'GET',
          claims: { sub: 'u1', 'cognito:groups': 'admin', auth_time: '999' },
        }),
      );
      expect(older.statusCode).toBe(403);
      expect(JSON.parse(older.body).error.code).toBe('two_step_required');
    });

    it('refuses the token of a deleted account, or of a session signed out everywhere, with 401', async () => {
      send.mockResolvedValueOnce({ Item: { deleted: true, active: false } });
      const deleted = await call(
        admin,
        event({ httpMethod: 'GET', claims: { sub: 'u1', 'cognito:groups': 'admin', iat: '1001' } }),
      );
      expect(deleted.statusCode).toBe(401);
      send.mockResolvedValueOnce({ Item: { active: true, sessions_valid_from: 1002 } });
      const signedOut = await call(
        admin,
        event({ httpMethod: 'GET', claims: { sub: 'u1', 'cognito:groups': 'admin', iat: '1001' } }),
      );
      expect(signedOut.statusCode).toBe(401);
    });

    it('refuses a deactivated admin even with a valid token', async () => {
      send.mockResolvedValueOnce({ Item: { active: false } });
      const result = await call(
        admin,
        event({ httpMethod: 'GET', claims: { sub: 'u1', 'cognito:groups': '[admin]' } }),
      );
      expect(result.statusCode).toBe(403);
      expect(JSON.parse(result.body).error.message).toMatch(/deactivated/);
    });
  });
});
