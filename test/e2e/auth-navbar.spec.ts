import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '../support/stack';
import { accountMenu, signInWithForm } from './fixtures';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

interface RoleView {
  role: 'patient' | 'professional' | 'admin';
  firstName: string;
  admin: boolean;
  dashboard: boolean;
}

/** Roles come from the token's groups (Admin) and the profile's user_type (Dashboard). */
const roles: RoleView[] = [
  { role: 'patient', firstName: 'Pat', admin: false, dashboard: false },
  { role: 'professional', firstName: 'Priya', admin: false, dashboard: true },
  { role: 'admin', firstName: 'Ada', admin: true, dashboard: false },
];

async function expectDesktopBar(page: Page, view: RoleView) {
  const banner = page.getByRole('banner');
  await expect(accountMenu(page, view.firstName)).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Admin' })).toHaveCount(view.admin ? 1 : 0);
  await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveCount(view.dashboard ? 1 : 0);
  await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'List Your Practice' })).toHaveCount(0);

  await accountMenu(page, view.firstName).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await page.keyboard.press('Escape');
}

async function expectMobileMenu(page: Page, view: RoleView) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator(
    `#${await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')}`,
  );
  await expect(menu.getByText(`Signed in as ${view.firstName}`)).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(view.admin ? 1 : 0);
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(view.dashboard ? 1 : 0);
  await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Close menu' }).click();
}

test.describe('the navbar by role', () => {
  test('signed out: Sign In and List Your Practice, on desktop and mobile', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(banner.getByRole('link', { name: 'List Your Practice' })).toHaveAttribute(
      'href',
      '/auth?mode=signup&type=professional',
    );

    await page.setViewportSize(MOBILE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('banner');
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'List Your Practice' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveCount(0);
  });

  for (const view of roles) {
    test(`${view.role}: the items of that role, on desktop and mobile`, async ({ page }) => {
      const account = demoAccount(view.role);
      await page.setViewportSize(DESKTOP);
      await signInWithForm(page, account.email, account.password, {
        totpSecret: account.totpSecret,
      });
      await expectDesktopBar(page, view);

      await page.setViewportSize(MOBILE);
      await expectMobileMenu(page, view);

      if (view.dashboard) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
        await expect(
          page.getByRole('heading', { level: 2, name: 'Molar Family Dentistry' }),
        ).toBeVisible();
        await expect(page.getByText('Not live', { exact: true })).toBeVisible();
      }
    });
  }
});
