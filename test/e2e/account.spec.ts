import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '../support/cognito';
import { mails, sentTo, waitForMail } from '../support/inbox';
import { createPatient, createUser, TEST_PASSWORD } from '../support/users';
import { accountMenu, errorToast, signInWithForm, toast, uniqueEmail } from './fixtures';

/**
 * Account self-service in the browser: a new sign-up code, password and email changes, signing
 * out everywhere, two-step sign-in (codes computed from the app's secret), the admin dashboard's
 * two-step gate, and taking one's data away before deleting the account.
 */

async function signInAs(page: Page, email: string, password = TEST_PASSWORD) {
  await signInWithForm(page, email, password);
  await expect(toast(page, 'Sign in successful!')).toBeVisible();
}

async function openSecurity(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Security', level: 2 })).toBeVisible();
}

const codeIn = (text: string | undefined, pattern: RegExp) => pattern.exec(text ?? '')?.[1] ?? '';

test.describe('sign-up code', () => {
  test('a new code replaces the lost one, and confirms the account', async ({ page }) => {
    const email = uniqueEmail('resend');
    await page.goto('/auth?mode=signup&type=patient');
    await page.getByLabel('First Name').fill('Rene');
    await page.getByLabel('Last Name').fill('Sender');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone').fill('(212) 555-0102');
    await page.getByLabel('Password', { exact: true }).fill('lost code lanterns');
    await page.getByLabel('Confirm Password', { exact: true }).fill('lost code lanterns');
    await page.getByRole('button', { name: 'Create Patient Account' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    const [first] = await waitForMail(sentTo(email));
    const firstCode = codeIn(first?.body.text, /verification code is (\d{6})/);

    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(toast(page, 'Code sent')).toBeVisible();
    // The cool-down shows on the button.
    await expect(page.getByRole('button', { name: /Resend code \(\d+s\)/ })).toBeDisabled();
    const both = await waitForMail(sentTo(email), { count: 2 });
    const newCode = codeIn(both.at(-1)?.body.text, /verification code is (\d{6})/);
    expect(newCode).toMatch(/^\d{6}$/);

    if (newCode !== firstCode) {
      await page.getByLabel('Verification Code').fill(firstCode);
      await page.getByRole('button', { name: 'Confirm Email' }).click();
      await expect(errorToast(page, 'Email confirmation failed')).toBeVisible();
    }
    await page.getByLabel('Verification Code').fill(newCode);
    await page.getByRole('button', { name: 'Confirm Email' }).click();
    await expect(toast(page, 'Email confirmed')).toBeVisible();
  });

  test('answers the same for an address without an account, and sends nothing', async ({
    page,
  }) => {
    const email = uniqueEmail('nobody');
    await page.goto('/auth?mode=signup&type=patient');
    await page.getByLabel('First Name').fill('No');
    await page.getByLabel('Last Name').fill('Body');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone').fill('(212) 555-0103');
    await page.getByLabel('Password', { exact: true }).fill('nobody lanterns x');
    await page.getByLabel('Confirm Password', { exact: true }).fill('nobody lanterns x');
    await page.getByRole('button', { name: 'Create Patient Account' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    const other = uniqueEmail('unknown');
    await page.getByLabel('Email', { exact: true }).fill(other);
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(toast(page, 'Code sent')).toBeVisible();
    await expect(waitForMail(sentTo(other), { timeoutMs: 1500 })).rejects.toThrow();
  });
});

test.describe('the security section', () => {
  test('changes the password, then signs in with the new one', async ({ page }) => {
    const patient = await createPatient();
    await signInAs(page, patient.email);
    await openSecurity(page);
    await page.getByLabel('Current Password').first().fill('not my password at all');
    await page.getByLabel('New Password', { exact: true }).fill('brand new harbor lights');
    await page.getByLabel('Confirm New Password').fill('brand new harbor lights');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(errorToast(page, 'Password change failed')).toContainText(
      'Your current password is not correct.',
    );
    await page.getByLabel('Current Password').first().fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, 'Password changed')).toBeVisible();

    await accountMenu(page, 'Test').click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await signInWithForm(page, patient.email, TEST_PASSWORD);
    await expect(errorToast(page, 'Sign in failed')).toContainText('Incorrect email or password.');
    await signInAs(page, patient.email, 'brand new harbor lights');
  });

  test('changes the email with the code sent to the new address', async ({ page }) => {
    const patient = await createPatient();
    const newEmail = `moved-e2e+${randomUUID().slice(0, 8)}@example.com`;
    await signInAs(page, patient.email);
    await openSecurity(page);
    await page.getByLabel('New Email').fill(newEmail);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(toast(page, 'Check your new inbox')).toBeVisible();
    const [mail] = await waitForMail(sentTo(newEmail));
    await page
      .getByLabel('Email Code')
      .fill(codeIn(mail?.body.text, /confirmation code is (\d{6})/));
    await page.getByRole('button', { name: 'Confirm New Email' }).click();
    await expect(toast(page, 'Email changed')).toContainText(newEmail);
    await expect(page.getByText(`You sign in with ${newEmail}.`)).toBeVisible();
    await waitForMail(
      (candidate) => sentTo(patient.email)(candidate) && /changed/.test(candidate.subject),
    );

    await accountMenu(page, 'Test').click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await signInAs(page, newEmail);
  });

  test("signing out everywhere ends a second browser's session too", async ({ page, browser }) => {
    const patient = await createPatient();
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInAs(otherPage, patient.email);
    await signInAs(page, patient.email);
    await openSecurity(page);
    await page.getByRole('button', { name: 'Sign Out Everywhere' }).click();
    await expect(toast(page, 'Signed out everywhere')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);

    // The other browser's token is refused by the server: its profile no longer loads.
    await otherPage.goto('/profile');
    await expect(otherPage.getByRole('heading', { name: 'Security', level: 2 })).toHaveCount(0);
    await expect(otherPage.getByText('We could not load your profile')).toBeVisible();
    await other.close();
  });

  test('turns two-step sign-in on, signs in with a code, and turns it off', async ({ page }) => {
    const patient = await createPatient();
    await signInAs(page, patient.email);
    await openSecurity(page);
    await page.getByRole('button', { name: 'Set Up Authenticator App' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const secret = (await page.getByLabel('Setup key').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel('Code from the App').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn On Two-Step Sign-In' }).click();
    await expect(toast(page, 'Two-step sign-in is on')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);

    await page.waitForTimeout(1100);
    await signInWithForm(page, patient.email, TEST_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await page
      .getByLabel('Authentication Code')
      .fill(totpCode(secret) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(errorToast(page, 'Sign in failed')).toContainText('That code is not right');
    await page.getByLabel('Authentication Code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(toast(page, 'Sign in successful!')).toBeVisible();

    await openSecurity(page);
    await expect(page.getByText('Two-step sign-in is on:')).toBeVisible();
    await page.getByLabel('Current Password').first().fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Turn Off Two-Step Sign-In' }).click();
    await expect(toast(page, 'Two-step sign-in is off')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set Up Authenticator App' })).toBeVisible();
  });
});

test.describe('the admin dashboard', () => {
  test('sends an admin without two-step sign-in to set it up', async ({ page }) => {
    const admin = await createUser({
      userType: 'patient',
      firstName: 'Newt',
      lastName: 'Admin',
      groups: ['admin'],
    });
    await signInAs(page, admin.email);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Two-step sign-in required' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'User Management' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Set Up Two-Step Sign-In' }).click();
    await expect(page).toHaveURL(/\/profile\?setup=two-step/);
    await expect(
      page.getByText('Set up two-step sign-in to open the admin dashboard'),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
  });
});

test.describe('your data', () => {
  test('exports my data, then deletes the account, and sign-in is refused', async ({ page }) => {
    const patient = await createPatient();
    await signInAs(page, patient.email);
    await page.goto('/profile');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export My Data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('smileguide-my-data.json');
    const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
      account: { email: string };
      profile: { user_id: string };
    };
    expect(data.account.email).toBe(patient.email);
    expect(data.profile.user_id).toBe(patient.userId);

    await page.getByRole('button', { name: 'Delete Account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Current Password').fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(dialog.getByText('Tick the box to confirm')).toBeVisible();
    await dialog.getByLabel(/I understand/).check();
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(toast(page, 'Account deleted')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await waitForMail((mail) => sentTo(patient.email)(mail) && /was deleted/.test(mail.subject));

    await signInWithForm(page, patient.email, TEST_PASSWORD);
    await expect(errorToast(page, 'Sign in failed')).toContainText('Incorrect email or password.');
    expect((await mails()).some((mail) => sentTo(patient.email)(mail))).toBe(true);
  });
});
