import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { demoOffices } from '../../local/seed/offices';
import { sentTo, waitForMail } from '../support/inbox';
import { callApi, demoAccount } from '../support/stack';
import { createPatient, demoTokens } from '../support/users';
import { accountMenu, errorToast, expectNoA11yViolations, signInWithForm, toast } from './fixtures';

const ACCESS_DENIED = "Access Denied: You don't have admin privileges to access this dashboard.";
const PHONE = { width: 375, height: 812 };

/**
 * The office whose subscription these tests cancel: the last listed demo office (San Francisco),
 * which no other test searches for. The API tests use the first one.
 */
const office = demoOffices()
  .filter((candidate) => candidate.subscription_active)
  .at(-1)!;

async function signInAsAdmin(page: Page) {
  const admin = demoAccount('admin');
  await signInWithForm(page, admin.email, admin.password, { totpSecret: admin.totpSecret });
  await expect(accountMenu(page, 'Ada')).toBeVisible();
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/**
 * Types into a tab's search box and waits until the list shows only what matches (one row):
 * until then the previous list stays on screen, dimmed.
 */
async function searchRow(page: Page, searchLabel: string, text: string): Promise<Locator> {
  await page.getByLabel(searchLabel).fill(text);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const row = table.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

/** Signs in as `email` in a browser of its own (the admin's stays signed in). */
async function trySignIn(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithForm(page, email, password);
  return { page, close: () => context.close() };
}

/** The directory's result cards for a ZIP, by office name. */
async function directoryNames(page: Page, zip: string): Promise<string[]> {
  await page.goto(`/dental-offices?zip=${zip}`);
  await expect(page.getByRole('heading', { name: `Dental Offices in ${zip}` })).toBeVisible();
  await expect(page.getByText(/\d+ offices? found/)).toBeVisible();
  return page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
}

test.describe('the admin dashboard', () => {
  test('deactivates a user, who can no longer sign in, and activates them again', async ({
    page,
    browser,
  }) => {
    const patient = await createPatient();
    await signInAsAdmin(page);
    await page.goto('/admin');
    await expect(page).toHaveTitle('Admin | SmileGuide Dental');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'User Management' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const row = await searchRow(page, 'Search users', patient.email);
    await expect(row).toContainText('Test Patient');
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Deactivate ${patient.email}` }).click();
    await expect(toast(page, 'User deactivated')).toBeVisible();
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

    const refused = await trySignIn(browser, patient.email, 'Test-Password-1234');
    await expect(errorToast(refused.page, 'Sign in failed')).toContainText(
      'Your account has been deactivated. Please contact support.',
    );
    await refused.close();

    await row.getByRole('button', { name: `Activate ${patient.email}` }).click();
    await expect(toast(page, 'User activated')).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Recent admin actions' })
        .getByText(`admin@demo.dental activated user ${patient.email}`),
    ).toBeVisible();

    const admitted = await trySignIn(browser, patient.email, 'Test-Password-1234');
    await expect(toast(admitted.page, 'Sign in successful!')).toContainText('Welcome back, Test!');
    await admitted.close();

    // An admin cannot lock themselves out; the server's reason is shown.
    const own = await searchRow(page, 'Search users', 'admin@demo.dental');
    await own.getByRole('button', { name: 'Deactivate admin@demo.dental' }).click();
    await expect(errorToast(page, 'Failed to update user status')).toContainText(
      "You can't deactivate your own account.",
    );
    await expect(own.getByText('Active', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('cancels a subscription, which takes the office out of the directory, and activates it again', async ({
    page,
  }) => {
    try {
      await signInAsAdmin(page);
      expect(await directoryNames(page, office.zip)).toContain(office.office_name);

      await page.goto('/admin?tab=subscriptions');
      const row = await searchRow(page, 'Search subscriptions', office.office_name);
      await expect(row).toContainText(office.contact_email);
      await expect(row).toContainText('Professional monthly');
      await expect(row.getByText('Subscribed', { exact: true })).toBeVisible();
      await row
        .getByRole('button', { name: `Cancel subscription of ${office.office_name}` })
        .click();
      await expect(toast(page, 'Subscription cancelled')).toBeVisible();
      await expect(row.getByText('Not subscribed', { exact: true })).toBeVisible();

      expect(await directoryNames(page, office.zip)).not.toContain(office.office_name);

      await page.goto('/admin?tab=subscriptions');
      const again = await searchRow(page, 'Search subscriptions', office.contact_email);
      await again
        .getByRole('button', { name: `Activate subscription of ${office.office_name}` })
        .click();
      await expect(toast(page, 'Subscription activated')).toBeVisible();
      await expect(again.getByText('Subscribed', { exact: true })).toBeVisible();
      await expectNoA11yViolations(page);

      expect(await directoryNames(page, office.zip)).toContain(office.office_name);
    } finally {
      // Whatever happened above, the office stays listed for the other tests.
      const { IdToken } = await demoTokens('admin');
      const restored = await callApi('POST', '/api/functions/admin-toggle-subscription', {
        token: IdToken,
        body: { subscriberId: office.id, activate: true },
      });
      expect(restored.status).toBe(200);
    }
  });

  test('adds, edits, deactivates and deletes an AI prompt', async ({ page }) => {
    const name = `E2E prompt ${randomUUID().slice(0, 8)}`;
    await signInAsAdmin(page);
    await page.goto('/admin');
    await openTab(page, 'AI Prompts');
    await expect(page.getByText(/Changes reach the assistant within a minute\./)).toBeVisible();

    const form = page.getByRole('region', { name: 'Add a prompt' });
    await form.getByRole('button', { name: 'Add Prompt' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Prompt text is required')).toBeVisible();

    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Category').fill('tone');
    await form.getByLabel('Prompt text').fill('Mention fluoride toothpaste.');
    await form.getByRole('button', { name: 'Add Prompt' }).click();
    await expect(toast(page, 'Prompt added')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');

    const card = page.getByRole('article', { name });
    await expect(card).toContainText('Mention fluoride toothpaste.');
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    // Newest first.
    await expect(page.getByRole('article').first()).toHaveAccessibleName(name);

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit prompt' });
    await expect(dialog.getByLabel('Name')).toHaveValue(name);
    await dialog.getByLabel('Prompt text').fill('Mention fluoride toothpaste twice a day.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Prompt updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Mention fluoride toothpaste twice a day.');

    await card.getByRole('button', { name: `Deactivate ${name}` }).click();
    await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Activate ${name}` })).toBeEnabled();

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this prompt?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await expectNoA11yViolations(page, { include: '[role="alertdialog"]' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Prompt deleted')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: 'Recent admin actions' })
        .getByText(`admin@demo.dental deleted prompt “${name}”`),
    ).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('sends a password reset that lets the user set a new password', async ({
    page,
    browser,
  }) => {
    const patient = await createPatient();
    await signInAsAdmin(page);
    await page.goto('/admin?tab=passwordReset');
    const resets: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/functions/admin-reset-password')) resets.push(request.url());
    });

    await expect(
      page.getByRole('region', { name: 'Recent admin actions' }).getByRole('status'),
    ).toHaveCount(0);
    // With no address the button does nothing at all.
    const send = page.getByRole('button', { name: 'Send Password Reset' });
    await send.click();
    await page.getByLabel('Email').fill('   ');
    await send.click();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
    expect(resets).toEqual([]);

    await page.getByLabel('Email').fill(patient.email);
    await send.click();
    await expect(toast(page, 'Password reset sent')).toContainText(
      'If an account exists for that address, it will receive a reset code by email.',
    );
    expect(resets).toHaveLength(1);
    await expectNoA11yViolations(page);

    const [mail] = await waitForMail(sentTo(patient.email));
    const code = /reset code is (\d{6})/.exec(mail?.body.text ?? '')?.[1];
    expect(code).toBeDefined();

    const context = await browser.newContext();
    const user = await context.newPage();
    await user.goto(`/forgot-password?email=${encodeURIComponent(patient.email)}`);
    await user.getByLabel('Reset Code').fill(code ?? '');
    await user.getByLabel('New Password', { exact: true }).fill('bright morning harbor');
    await user.getByLabel('Confirm New Password').fill('bright morning harbor');
    await user.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(user, 'Password reset')).toContainText(
      'You can now sign in with your new password.',
    );
    await signInWithForm(user, patient.email, 'bright morning harbor');
    await expect(toast(user, 'Sign in successful!')).toContainText('Welcome back, Test!');
    await context.close();
  });

  test('fits a phone screen: no tab makes the page scroll sideways', async ({ page }) => {
    await signInAsAdmin(page);
    await page.setViewportSize(PHONE);
    await page.goto('/admin');
    for (const tab of ['User Management', 'Subscriptions', 'AI Prompts', 'Password Reset']) {
      await openTab(page, tab);
      await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, tab).toBeLessThanOrEqual(0);
    }
  });

  test("keeps the admin's two-step sign-in on: the profile offers no way to turn it off", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/profile');
    await expect(page.getByText('Two-step sign-in is on:')).toBeVisible();
    await expect(
      page.getByText('As an administrator you keep it on: the admin dashboard needs it.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn Off Two-Step Sign-In' })).toHaveCount(0);
  });
});

test.describe('the admin dashboard for anyone else', () => {
  test('shows Access Denied to visitors, patients and professionals, at the same address', async ({
    page,
  }) => {
    await page.goto('/admin');
    const denied = page.getByRole('heading', { level: 1, name: ACCESS_DENIED });
    await expect(denied).toHaveText(ACCESS_DENIED);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expectNoA11yViolations(page);

    for (const [role, firstName] of [
      ['patient', 'Pat'],
      ['professional', 'Priya'],
    ] as const) {
      const account = demoAccount(role);
      await signInWithForm(page, account.email, account.password);
      await expect(accountMenu(page, firstName)).toBeVisible();
      await page.goto('/admin');
      await expect(denied).toHaveText(ACCESS_DENIED);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('tablist')).toHaveCount(0);
      await accountMenu(page, firstName).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    }
  });
});
