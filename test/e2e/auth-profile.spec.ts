import { expect, test } from '@playwright/test';
import { stack } from '../support/stack';
import { createPatient, deactivate } from '../support/users';
import { accountMenu, errorToast, signInWithForm, toast } from './fixtures';

test.describe('the profile page', () => {
  test('edits the signed-in user’s own profile', async ({ page }) => {
    const patient = await createPatient();
    await signInWithForm(page, patient.email, 'Test-Password-1234');
    await accountMenu(page, 'Test').click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    await expect(page.getByText(patient.email, { exact: true })).toBeVisible();
    await expect(page.getByText('Patient account')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Test');

    await page.getByLabel('First Name').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();

    await page.getByLabel('First Name').fill('Tessa');
    await page.getByLabel('Phone').fill('(555) 010-7777');
    await page.getByLabel('Best Time to Call').fill('Mornings');
    await page.getByLabel('Address').fill('5 Elm St, Springfield, IL 62701');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile updated successfully')).toContainText(
      'Your profile has been updated.',
    );
    // The navbar follows the new first name.
    await expect(accountMenu(page, 'Tessa')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('First Name')).toHaveValue('Tessa');
    await expect(page.getByLabel('Phone')).toHaveValue('(555) 010-7777');
    await expect(page.getByLabel('Best Time to Call')).toHaveValue('Mornings');
    await expect(page.getByLabel('Address')).toHaveValue('5 Elm St, Springfield, IL 62701');
  });

  test('shows the server’s reason when an update is refused', async ({ page }) => {
    const patient = await createPatient();
    await signInWithForm(page, patient.email, 'Test-Password-1234');
    await expect(accountMenu(page, 'Test')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByLabel('First Name')).toHaveValue('Test');
    await deactivate(patient.userId);
    await page.getByLabel('Phone').fill('(555) 010-8888');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(errorToast(page, 'Profile update failed')).toContainText(
      'Your account has been deactivated. Please contact support.',
    );
  });
});

test.describe('pages for signed-in users', () => {
  test('sends visitors from /profile and /dashboard to /auth', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\?mode=signin$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?mode=signin&type=professional$/);
  });

  test('keeps patients out of the dashboard', async ({ page }) => {
    const patient = await createPatient();
    await signInWithForm(page, patient.email, 'Test-Password-1234');
    await expect(accountMenu(page, 'Test')).toBeVisible();
    await page.goto('/dashboard');
    // Sent to /auth, which sends signed-in users home.
    await expect(page).toHaveURL(`${stack().site}/`);
  });
});
