import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { describeOutputs } from './stage-outputs';

const script = (name: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--no-warnings', '--import', 'tsx', `bin/${name}.ts`, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 30_000,
  });

describe('npm run seed', () => {
  it('never puts demo data into prod', () => {
    const result = script('seed', ['--stage', 'prod'], { SEED_PASSWORD: 'long-enough-password' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('prod never gets demo data');
  });

  it('needs a password for the demo accounts', () => {
    const result = script('seed', ['--stage', 'sandbox'], { SEED_PASSWORD: 'short' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Set SEED_PASSWORD (at least 12 characters)');
  });
});

describe('npm run suppressions', () => {
  it('names the stages it knows', () => {
    const result = script('suppressions', ['--stage', 'staging']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--stage local|sandbox|prod [--lift <address>]');
  });

  it('lifts only an email address', () => {
    const result = script('suppressions', ['--stage', 'local', '--lift', 'nobody']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--lift needs an email address, got "nobody"');
  });

  it('says so when no local stack is running', () => {
    const result = script('suppressions', ['--stage', 'local'], {
      STACK_FILE: '/nonexistent/stack.json',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('No running local stack (/nonexistent/stack.json is missing)');
  });
});

describe('npm run deploy', () => {
  it('names the stages it knows', () => {
    const result = script('deploy', ['--stage', 'staging']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--stage sandbox|prod');
  });

  it('asks prod for its addresses before building anything', () => {
    const result = script('deploy', ['--stage', 'prod'], {
      DEPLOY_EMAIL_FROM: '',
      DEPLOY_SUPPORT_EMAIL: '',
      DEPLOY_ALARM_EMAIL: '',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('prod needs --email-from, --support-email and --alarm-email');
  });

  it('prints the next steps with the secrets to fill and the SES identity to verify', () => {
    const text = describeOutputs('sandbox', {
      SiteUrl: 'https://d1.cloudfront.net',
      OpenAiSecretArn: 'arn:openai',
      StripeSecretArn: 'arn:stripe',
      StripeWebhookUrl: 'https://d1.cloudfront.net/api/stripe/webhook',
      SesIdentity: 'example.com',
    });
    expect(text).toContain('--secret-id arn:openai');
    expect(text).toContain('--secret-id arn:stripe');
    expect(text).toContain('https://d1.cloudfront.net/api/stripe/webhook');
    expect(text).toContain('verify example.com');
    expect(text).toContain('npm run smoke -- --url https://d1.cloudfront.net');
  });
});
