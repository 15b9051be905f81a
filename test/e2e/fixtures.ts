import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { totpCode } from '../support/cognito';
import { sentTo, waitForMail } from '../support/inbox';
import { clientIp } from '../support/stack';

/**
 * No accessibility violation of any impact on the page, or within `include` of it: axe's WCAG 2.1
 * A/AA rules and its best practices (landmarks, heading order, one main heading).
 */
export async function expectNoA11yViolations(page: Page, { include }: { include?: string } = {}) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const violations = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations).toEqual([]);
}

/**
 * Makes the page a client of its own (a new forwarded address), so per-client rate limits never
 * leak between tests; returns the address.
 */
export async function asNewClient(page: Page): Promise<string> {
  const ip = clientIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

/** A fresh address per test, so mails and accounts never collide between tests or runs. */
export const uniqueEmail = (kind: string) => `${kind}-e2e+${randomUUID().slice(0, 8)}@example.com`;

export const toast = (page: Page, title: string): Locator =>
  page.getByRole('status').filter({ hasText: title });

export const errorToast = (page: Page, title: string): Locator =>
  page.getByRole('alert').filter({ hasText: title });

/** The code and one-click link of the verification email sent to `email`. */
export async function confirmationMail(email: string): Promise<{ code: string; link: string }> {
  const [mail] = await waitForMail(sentTo(email));
  expect(mail?.subject).toBe('Confirm your SmileGuide account');
  const text = mail?.body.text ?? '';
  const code = /verification code is (\d{6})/.exec(text)?.[1];
  const link = /(http\S+\?confirm=1\S+)/.exec(text)?.[1];
  if (!code || !link) throw new Error(`No code or link in the confirmation email: ${text}`);
  return { code, link };
}

/**
 * Signs in through the form; an account with an authenticator app gets its code typed, computed
 * from the app's secret.
 */
export async function signInWithForm(
  page: Page,
  email: string,
  password: string,
  { remember = false, totpSecret }: { remember?: boolean; totpSecret?: string } = {},
) {
  await page.goto('/auth?mode=signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  if (totpSecret) {
    await page.getByLabel('Authentication Code').fill(totpCode(totpSecret));
    await page.getByRole('button', { name: 'Verify Code' }).click();
  }
}

/** The desktop navbar's account menu button, labelled with the first name. */
export const accountMenu = (page: Page, label: string): Locator =>
  page.getByRole('banner').getByRole('button', { name: label, exact: true });

/** Identity-service calls the page makes (the local Cognito endpoint), by operation name. */
export function cognitoCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const target = request.headers()['x-amz-target'];
    if (target?.startsWith('AWSCognitoIdentityProviderService.')) {
      calls.push(target.replace('AWSCognitoIdentityProviderService.', ''));
    }
  });
  return calls;
}

/**
 * Starts recording the page's Content Security Policy violations (before its first load); the
 * returned function reads what was recorded so far.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations ?? []);
}
