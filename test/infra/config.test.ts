import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { costlyRoutePaths } from '../../lib/api-firewall';
import { readAppConfig } from '../../lib/app-config';
import { DentalStack } from '../../lib/dental-stack';
import { effectivePermissions, type PermissionSource } from '../../lib/function-permissions';
import { httpFunctions, type HttpFunction } from '../../lambdas/manifest';

const fromContext =
  (context: Record<string, unknown>) =>
  (key: string): unknown =>
    context[key];

describe('app config from context', () => {
  it('defaults to a sandbox with example addresses', () => {
    expect(readAppConfig(fromContext({}))).toEqual({
      stage: 'sandbox',
      emailFrom: 'no-reply@example.com',
      supportEmail: 'support@example.com',
      sesIdentity: 'no-reply@example.com',
      allowedOrigins: [],
      originSecretVersions: [],
    });
  });

  it('fails fast on an unknown stage, naming the fix', () => {
    expect(() => readAppConfig(fromContext({ stage: 'staging' }))).toThrow(
      /context "stage": Unknown stage "staging": pass -c stage=sandbox or -c stage=prod/,
    );
  });

  it('rejects a bad email address, naming the key', () => {
    expect(() => readAppConfig(fromContext({ emailFrom: 'nobody' }))).toThrow(/"emailFrom"/);
  });

  it('reads allowed origins as a comma-separated list or an array', () => {
    const origins = ['https://a.example', 'http://localhost:5173'];
    expect(
      readAppConfig(fromContext({ allowedOrigins: origins.join(' , ') })).allowedOrigins,
    ).toEqual(origins);
    expect(readAppConfig(fromContext({ allowedOrigins: origins })).allowedOrigins).toEqual(origins);
    expect(() => readAppConfig(fromContext({ allowedOrigins: 'ftp://x' }))).toThrow(
      /allowedOrigins/,
    );
  });

  it('accepts a domain identity only for a sender in that domain', () => {
    const domain = { emailFrom: 'hello@dental.example', sesIdentity: 'dental.example' };
    expect(readAppConfig(fromContext(domain)).sesIdentity).toBe('dental.example');
    expect(() => readAppConfig(fromContext({ ...domain, sesIdentity: 'other.example' }))).toThrow(
      /not in the SES domain identity other.example/,
    );
  });
});

describe('effective route permissions', () => {
  const route = (overrides: Partial<PermissionSource>): PermissionSource => ({
    access: 'public',
    permissions: {},
    ...overrides,
  });

  it('keeps a trigger or a schedule to what it declares', () => {
    expect(effectivePermissions({ permissions: { table: 'put' } })).toEqual({ table: 'put' });
  });

  it('keeps a public route to what it declares', () => {
    expect(effectivePermissions(route({}))).toEqual({});
    expect(effectivePermissions(route({ permissions: { table: 'read', email: true } }))).toEqual({
      table: 'read',
      email: true,
    });
  });

  it('adds table read to signed-in routes for the deactivation check', () => {
    expect(effectivePermissions(route({ access: 'user' }))).toEqual({ table: 'read' });
    expect(
      effectivePermissions(
        route({ access: 'admin', permissions: { cognito: ['AdminListGroupsForUser'] } }),
      ),
    ).toEqual({
      table: 'read',
      cognito: ['AdminListGroupsForUser'],
    });
    expect(
      effectivePermissions(route({ access: 'professional', permissions: { table: 'readwrite' } }))
        .table,
    ).toBe('readwrite');
  });

  it('adds table read-write to rate-limited routes for the counters', () => {
    expect(
      effectivePermissions(route({ rateLimit: 'chat', permissions: { table: 'read' } })).table,
    ).toBe('readwrite');
    expect(effectivePermissions(route({ rateLimit: 'publicWrite' })).table).toBe('readwrite');
  });
});

describe('the WAF rate rule', () => {
  it('covers the rate-limited public POST routes', () => {
    expect(costlyRoutePaths(httpFunctions)).toEqual(
      expect.arrayContaining([
        '/api/functions/dental-ai-chat',
        '/api/discount-inquiries',
        '/api/contact',
      ]),
    );
    for (const path of costlyRoutePaths(httpFunctions)) expect(path).toMatch(/^\/api\//);
  });

  it('matches the fixed part of a path with parameters', () => {
    const [first] = httpFunctions as [HttpFunction];
    const parameterised: HttpFunction = {
      ...first,
      route: { ...first.route, method: 'POST', path: '/api/things/{id}/send', access: 'public' },
      rateLimit: 'publicWrite',
    };
    expect(costlyRoutePaths([parameterised])).toEqual(['/api/things/']);
  });
});

describe('synth inputs', () => {
  it('names every missing handler entry and the missing web build at once', () => {
    const empty = mkdtempSync(join(tmpdir(), 'dental-empty-'));
    try {
      const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
      const config = readAppConfig(() => undefined);
      expect(() => new DentalStack(app, 'Empty', { config, sourceRoot: empty })).toThrow(
        new RegExp(
          [
            'missing Lambda entry lambdas/health/get-health.ts',
            'missing Lambda entry lambdas/accounts/post-confirmation.ts',
            'missing web build',
          ].join('[\\s\\S]*'),
        ),
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
