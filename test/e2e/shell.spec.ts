import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PAGE_LOADER_SCRIPT } from '../../web/vite-plugins/page-loader';
import { expectNoA11yViolations, recordCspViolations } from './fixtures';

/** The site frame: navbar, mobile menu, footer, 404, legal pages and crawler files. */

const UNKNOWN_PATH = '/this-page-does-not-exist';

const pathnameOf = (page: Page) => new URL(page.url()).pathname;

test.describe('desktop', () => {
  test('navbar links navigate', async ({ page }) => {
    await page.goto('/privacy');
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'Find Offices' }).click();
    await expect(page).toHaveURL(/\/dental-offices$/);

    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);

    await nav.getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => pathnameOf(page)).toBe('/');
  });

  test('signed-out visitors can go to sign in or list a practice', async ({ page }) => {
    await page.goto('/terms');
    const header = page.getByRole('banner');

    await header.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    await header.getByRole('link', { name: 'List Your Practice' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup&type=professional$/);
  });

  test('the site name links home', async ({ page }) => {
    await page.goto('/sitemap');
    await page.getByRole('banner').getByRole('link', { name: 'SmileGuide Dental' }).click();
    await expect.poll(() => pathnameOf(page)).toBe('/');
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the footer has every item', async ({ page }) => {
    await page.goto('/privacy');
    const footer = page.getByRole('contentinfo');

    const quick = footer.getByRole('navigation', { name: 'Quick Links' });
    for (const name of ['Home', 'AI Assistant', 'Find Offices', 'Contact']) {
      await expect(quick.getByRole('link', { name })).toBeVisible();
    }

    const pro = footer.getByRole('navigation', { name: 'For Professionals' });
    await expect(pro.getByRole('link', { name: 'List Your Practice' })).toHaveAttribute(
      'href',
      '/auth?mode=signup&type=professional',
    );
    await expect(pro.getByRole('link', { name: 'Professional Sign In' })).toBeVisible();
    // The Dashboard link is for signed-in professionals only.
    await expect(pro.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(footer).toContainText('List your practice for $200/month');

    await expect(footer.getByRole('link', { name: /^\(\d{3}\) 555-\d{4}$/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /^support@/ })).toBeVisible();
    await expect(footer).toContainText('Mon-Fri');
    await expect(footer).toContainText('8:00-18:00 EST');
    await expect(footer).toContainText('10:00-14:00 EST');
    await expect(footer).toContainText('Sunday');
    await expect(footer).toContainText('Emergency guidance 24/7');
    await expect(footer).toContainText(
      'Backed by 30+ years of experience of a certified dental hygienist since 1996',
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);

    const legal = footer.getByRole('navigation', { name: 'Legal' });
    await legal.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await legal.getByRole('link', { name: 'Sitemap' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
    await legal.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('an unknown path shows the 404 page, whose link goes home', async ({ page }) => {
    const response = await page.goto(UNKNOWN_PATH);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect.poll(() => pathnameOf(page)).toBe('/');
  });

  for (const [path, heading] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/sitemap', 'Sitemap'],
  ] as const) {
    test(`${path} renders its heading and title`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${heading} \\|`));
    });
  }

  test('the sitemap page links every public page', async ({ page }) => {
    await page.goto('/sitemap');
    const main = page.getByRole('main');
    for (const [name, href] of [
      ['Home', '/'],
      ['AI Assistant', '/dental-ai'],
      ['Find Offices', '/dental-offices'],
      ['Contact', '/contact'],
      ['Sign In', '/auth'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ] as const) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('pages load without script errors, with no inline script but the page loader', async ({
    page,
  }) => {
    const cspViolations = await recordCspViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(errors).toEqual([]);

    // The CSP allows the site's scripts and, by its hash, the one loader that starts them after
    // the first paint: the page has no other inline script.
    const html = (await response?.text()) ?? '';
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.map(([, , text]) => text)).toEqual([PAGE_LOADER_SCRIPT]);
    const hash = createHash('sha256').update(PAGE_LOADER_SCRIPT).digest('base64');
    expect(response?.headers()['content-security-policy']).toContain(`'sha256-${hash}'`);
    // It starts the app: the entry module runs, and the page answers input.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('app-usable').length))
      .toBe(1);
    expect(await cspViolations()).toEqual([]);
  });

  test('validating a form breaks no Content Security Policy rule', async ({ page }) => {
    const cspViolations = await recordCspViolations(page);
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeEnabled();
    await page.getByLabel('Email').fill('sam@');
    await send.click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    expect(await cspViolations()).toEqual([]);
  });

  test('every icon on the page is drawn from the sprite sheet, cached like the other assets', async ({
    page,
    request,
  }) => {
    const cspViolations = await recordCspViolations(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const references = await page
      .locator('svg.lucide use')
      .evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
    expect(references.length).toBeGreaterThan(10);
    const sheets = new Set(references.map((reference) => reference.split('#')[0]));
    expect(sheets.size).toBe(1);
    const [sheet = ''] = sheets;
    expect(sheet).toMatch(/^\/assets\/icons-[\w-]+\.svg$/);

    const response = await request.get(sheet);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    expect(response.headers()['cache-control']).toContain('immutable');
    const svg = await response.text();
    for (const reference of references) {
      expect(svg).toContain(`<symbol id="${reference.split('#')[1]}"`);
    }
    // The browser drew them: a drawn icon has a size, and nothing was blocked.
    const box = await page.locator('svg.lucide-message-square').first().boundingBox();
    expect(box?.width).toBeGreaterThan(0);
    expect(await cspViolations()).toEqual([]);
  });

  test('robots.txt and sitemap.xml are served', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.ok()).toBe(true);
    const robotsText = await robots.text();
    expect(robotsText).toContain('User-agent: *');
    for (const path of ['/admin', '/dashboard', '/profile']) {
      expect(robotsText).toContain(`Disallow: ${path}`);
    }
    expect(robotsText).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.ok()).toBe(true);
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const path of ['/dental-offices', '/contact', '/privacy', '/terms']) {
      expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));
    }
    expect(xml).not.toMatch(/\/(admin|dashboard|profile)</);
  });

  for (const path of [UNKNOWN_PATH, '/privacy', '/terms', '/sitemap']) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens and closes', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();

    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'Find Offices', 'Contact']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'List Your Practice' }),
    ).toBeVisible();

    await close.click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('menu links navigate and close the menu', async ({ page }) => {
    await page.goto('/privacy');
    const menu = page.getByRole('navigation', { name: 'Mobile' });

    // The address changes before the new page arrives, and its arrival closes a menu opened in
    // between, as any navigation does: the menu is opened again once the page is there.
    const arrived = (heading: string) =>
      expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    await arrived('Contact Us');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Find Offices' }).click();
    await expect(page).toHaveURL(/\/dental-offices$/);
    await expect(menu).toBeHidden();
    await arrived('Find a Dental Office Near You');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => pathnameOf(page)).toBe('/');
    await expect(menu).toBeHidden();
  });

  test('the footer shows the professional price', async ({ page }) => {
    await page.goto('/terms');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toContainText('List your practice for $200/month');
    await expect(footer.getByRole('link', { name: 'List Your Practice' })).toBeVisible();
  });

  test('the open menu has no accessibility violations', async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
