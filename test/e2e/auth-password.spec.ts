import { expect, test } from '@playwright/test';
import { sentTo, waitForMail } from '../support/inbox';
import { stack } from '../support/stack';
import { createPatient } from '../support/users';
import { accountMenu, errorToast, signInWithForm, toast, uniqueEmail } from './fixtures';

test.describe('forgot password', () => {
  test('resets the password with the emailed code, then signs in with the new one', async ({
    page,
  }) => {
    const patient = await createPatient();
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(patient.email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      `If an account exists for ${patient.email}, we've sent a reset code.`,
    );

    const [mail] = await waitForMail(sentTo(patient.email));
    expect(mail?.subject).toBe('Your SmileGuide password reset code');
    const code = /reset code is (\d{6})/.exec(mail?.body.text ?? '')?.[1] ?? '';
    expect(mail?.body.text).toContain(
      `${stack().site}/forgot-password?email=${encodeURIComponent(patient.email)}`,
    );

    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(patient.email);
    await page.getByLabel('Reset Code').fill('000000');
    await page.getByLabel('New Password', { exact: true }).fill('fresh green meadows');
    await page.getByLabel('Confirm New Password').fill('fresh green meadow');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('Confirm New Password').fill('fresh green meadows');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(errorToast(page, 'Password reset failed')).toBeVisible();

    await page.getByLabel('Reset Code').fill(code);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, 'Password reset')).toContainText(
      'You can now sign in with your new password.',
    );
    await expect(page).toHaveURL(/\/auth\?mode=signin/);

    await signInWithForm(page, patient.email, 'Test-Password-1234');
    await expect(errorToast(page, 'Sign in failed')).toContainText('Incorrect email or password.');
    await signInWithForm(page, patient.email, 'fresh green meadows');
    await expect(toast(page, 'Sign in successful!')).toContainText('Welcome back, Test!');
    await expect(accountMenu(page, 'Test')).toBeVisible();
  });

  test('says the same for an address without an account, and sends nothing', async ({ page }) => {
    const email = uniqueEmail('no-account');
    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      `If an account exists for ${email}, we've sent a reset code.`,
    );
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    await expect(page.getByLabel('Reset Code')).toBeVisible();
    await expect(waitForMail(sentTo(email), { timeoutMs: 1500 })).rejects.toThrow();
  });

  test('opens at the new-password step from the emailed link', async ({ page }) => {
    await page.goto('/forgot-password?email=someone%40example.com');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('someone@example.com');
    await expect(page.getByLabel('Reset Code')).toBeVisible();
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByRole('button', { name: 'Send Reset Code' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('someone@example.com');
  });
});
