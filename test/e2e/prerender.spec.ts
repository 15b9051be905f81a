import { expect, test } from '@playwright/test';
import { demoAccount } from '../support/stack';
import { expectNoA11yViolations, signInWithForm } from './fixtures';

/** Each public page's main heading, as its HTML carries it before any script runs. */
const pages = [
  { path: '/', heading: 'Your dental questions, answered', title: /^SmileGuide Dental$/ },
  { path: '/dental-ai', heading: 'Your dental questions, answered', title: /AI Dental Assistant/ },
  {
    path: '/dental-offices',
    heading: 'Find a Dental Office Near You',
    title: /Find Dental Offices/,
  },
  { path: '/auth', heading: 'Welcome back', title: /Sign In/ },
  { path: '/contact', heading: 'Contact Us', title: /Contact/ },
  { path: '/privacy', heading: 'Privacy Policy', title: /Privacy Policy/ },
  { path: '/terms', heading: 'Terms of Service', title: /Terms of Service/ },
  { path: '/sitemap', heading: 'Sitemap', title: /Sitemap/ },
];

test.describe('pre-rendered pages', () => {
  for (const page of pages) {
    test(`${page.path} carries its heading, title and canonical link without JavaScript`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${page.heading}`));
      expect(html).toMatch(new RegExp(`<title>[^<]*${page.title.source.replace(/^\^|\$$/g, '')}`));
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${page.path}"`);
    });
  }

  test('an unknown address gets the 404 page with status 404', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });

  test('forms take no input until the app runs, then work', async ({ browser, page, baseURL }) => {
    // The page rendered at build time must not accept typing the app would then drop, nor
    // submit its fields natively (a password would end up in the address).
    const forms = [
      { path: '/auth', field: 'Email' },
      { path: '/contact', field: 'Email' },
      { path: '/dental-offices', field: 'ZIP code' },
      { path: '/', field: 'Your dental question' },
    ];
    const withoutScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const staticPage = await withoutScripts.newPage();
    for (const { path, field } of forms) {
      await staticPage.goto(path);
      await expect(staticPage.getByLabel(field, { exact: true })).toBeDisabled();
    }
    await withoutScripts.close();

    for (const { path, field } of forms) {
      await page.goto(path);
      await expect(page.getByLabel(field, { exact: true })).toBeEnabled();
    }
  });

  for (const { path, heading } of pages) {
    test(`hydrating ${path} logs no error and leaves no accessibility violation`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoA11yViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test('no public page loads validation code or the route table before it is usable', async ({
    page,
    request,
  }) => {
    // Schemas (zod) and the API's route table load with a form's first check or the first call.
    for (const { path } of pages) {
      await page.goto(path);
      await page.waitForFunction(() => performance.getEntriesByName('app-usable').length > 0);
      const scripts = await page.evaluate(() => {
        const usable = performance.getEntriesByName('app-usable')[0]?.startTime ?? 0;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= usable && entry.name.endsWith('.js'))
          .map((entry) => new URL(entry.name).pathname);
      });
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts) {
        const code = await (await request.get(script)).text();
        expect(code, `${path}: ${script}`).not.toContain('ZodType');
        expect(code, `${path}: ${script}`).not.toContain('/api/');
      }
    }
  });

  test('the mobile menu moves focus to the new page heading', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeFocused();
  });

  test('a professional reloading /dashboard sees the practice', async ({ page }) => {
    const pro = demoAccount('professional');
    await signInWithForm(page, pro.email, pro.password, { remember: true });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.goto('/dashboard');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('We could not load your practice')).toHaveCount(0);
    await expect(page.getByLabel('Practice details')).toBeVisible();
  });
});
