import { expect, test, type Page } from '@playwright/test';
import { cognitoCall } from '../support/cognito';
import { sentTo, waitForMail } from '../support/inbox';
import { demoAccount, stack } from '../support/stack';
import { createPatient } from '../support/users';
import {
  accountMenu,
  cognitoCalls,
  confirmationMail,
  errorToast,
  expectNoA11yViolations,
  signInWithForm,
  toast,
  uniqueEmail,
} from './fixtures';

const PASSWORD = 'blue harbor lanterns';

async function fillPatientForm(page: Page, email: string, confirmPassword = PASSWORD) {
  await page.getByLabel('First Name').fill('Maria');
  await page.getByLabel('Last Name').fill('Lopez');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone').fill('(212) 555-0101');
  await page.getByLabel('Address').fill('10 W 20th St, New York, NY 10011');
  await page.getByLabel('Best Time to Call').fill('Weekday evenings');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(confirmPassword);
}

test.describe('sign-up', () => {
  test('a patient signs up, confirms with the emailed code and is signed in', async ({ page }) => {
    const email = uniqueEmail('patient');
    await page.goto('/auth?mode=signup&type=patient');
    await expect(page.getByRole('tab', { name: 'Sign Up', selected: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Patient Account' })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Unlock Exclusive Coupons' })).toBeVisible();
    await expect(page.getByText('At least 12 characters.')).toBeVisible();
    await expectNoA11yViolations(page, { include: 'main' });

    await fillPatientForm(page, email);
    await page.getByRole('button', { name: 'Create Patient Account' }).click();
    await expect(toast(page, 'Account created successfully!')).toContainText(
      'Please check your email to verify your account.',
    );

    // The confirmation step, with the address filled in.
    await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    const { code } = await confirmationMail(email);
    await page.getByLabel('Verification Code').fill(code);
    await page.getByRole('button', { name: 'Confirm Email' }).click();
    await expect(toast(page, 'Email confirmed')).toContainText('You can sign in now.');

    await expect(page).toHaveURL(/\/auth\?mode=signin/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page, 'Sign in successful!')).toContainText('Welcome back, Maria!');
    await expect(page).toHaveURL(`${stack().site}/`);

    const banner = page.getByRole('banner');
    await expect(accountMenu(page, 'Maria')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('a professional signs up with the sample data, confirms by link and sees the dashboard', async ({
    page,
  }) => {
    const email = uniqueEmail('professional');
    await page.goto('/auth?mode=signup&type=professional');
    await expect(page.getByRole('radio', { name: 'Professional Account' })).toBeChecked();
    for (const section of [
      'Basic Information',
      'Practice Details',
      'Services & Operations',
      'Marketing & Visibility',
      'Account Security',
    ]) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    await expect(
      page.getByRole('heading', { name: 'List Your Practice for $200/month' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Load Sample Data' }).click();
    const filled: Array<[string, string]> = [
      ['Office Name', 'Bright Smiles Family Dentistry'],
      ['Contact Name', 'Dr. Elena Rivera'],
      ['Office Phone', '(512) 555-0134'],
      ['Office Address', '1200 Congress Ave, Suite 300, Austin, TX 78701'],
      ['ZIP Code', '78701'],
      ['Specialty', 'General Dentistry'],
      ['Practice Type', 'Group practice'],
      ['Years in Practice', '15'],
      ['Office Hours', 'Mon-Thu 8:00-17:00, Fri 8:00-14:00'],
      ['Languages Spoken', 'English, Spanish'],
      ['Insurance Accepted', 'Delta Dental, Cigna, Aetna, MetLife'],
      ['Website', 'https://brightsmiles.example'],
      ['Coupon Offer', '20% off your first visit'],
      ['Facebook', 'https://facebook.com/brightsmilesaustin'],
      ['Instagram', 'https://instagram.com/brightsmilesaustin'],
    ];
    for (const [label, value] of filled) {
      await expect(page.getByLabel(label, { exact: true }), label).toHaveValue(value);
    }
    for (const label of ['Services Offered', 'Practice Description', 'Email']) {
      await expect(page.getByLabel(label, { exact: true }), label).not.toHaveValue('');
    }
    await expect(page.getByLabel('Offers emergency services')).toBeChecked();
    await expect(page.getByLabel('Accepting new patients')).toBeChecked();
    const samplePassword = await page.getByLabel('Password', { exact: true }).inputValue();
    expect(samplePassword.length).toBeGreaterThanOrEqual(12);
    await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveValue(samplePassword);

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Create Professional Account' }).click();
    await expect(toast(page, 'Account created successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();

    // The emailed link confirms on its own, from the site root.
    const { link } = await confirmationMail(email);
    expect(link.startsWith(`${stack().site}/?confirm=1&email=`)).toBe(true);
    await page.goto(link);
    await expect(toast(page, 'Email confirmed')).toContainText('You can sign in now.');
    await expect(page).toHaveURL(/\/auth\?mode=signin/);

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(samplePassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page, 'Sign in successful!')).toContainText('Welcome back, Elena!');
    // A professional's footer links to the dashboard too.
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Dashboard', exact: true }),
    ).toBeVisible();

    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Bright Smiles Family Dentistry' }),
    ).toBeVisible();
    await expect(page.getByText('Not live', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'List your practice - $200/month' }),
    ).toBeVisible();
    const details = page.getByRole('definition');
    await expect(details.filter({ hasText: email })).toBeVisible();
    await expect(details.filter({ hasText: 'Delta Dental, Cigna, Aetna, MetLife' })).toBeVisible();
    await expectNoA11yViolations(page, { include: 'main' });
  });

  test('keeps the address in step with the tabs and the account type', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup&type=patient$/);
    await page.getByRole('radio', { name: 'Professional Account' }).check();
    await expect(page).toHaveURL(/\/auth\?mode=signup&type=professional$/);
    await expect(page.getByRole('button', { name: 'Load Sample Data' })).toBeVisible();
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signin&type=professional$/);
    await expect(page.getByRole('heading', { name: 'Reach New Patients' })).toBeVisible();
  });

  test('does nothing at all when the passwords differ', async ({ page }) => {
    const calls = cognitoCalls(page);
    await page.goto('/auth?mode=signup&type=patient');
    await fillPatientForm(page, uniqueEmail('mismatch'), 'a different password');
    await page.getByRole('button', { name: 'Create Patient Account' }).click();
    await page.waitForTimeout(1000);
    expect(calls).toEqual([]);
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    await expect(page.getByText(/match/i)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create Patient Account' })).toBeVisible();
  });

  test('names every required patient field', async ({ page }) => {
    const calls = cognitoCalls(page);
    await page.goto('/auth?mode=signup&type=patient');
    await page.getByRole('button', { name: 'Create Patient Account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone is required',
      'Password is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await expect(page.getByText('Password must be at least 12 characters')).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('names every required professional field and keeps years in practice within 0-60', async ({
    page,
  }) => {
    await page.goto('/auth?mode=signup&type=professional');
    await page.getByRole('button', { name: 'Create Professional Account' }).click();
    for (const message of [
      'Office name is required',
      'Contact name is required',
      'Email is required',
      'Office phone is required',
      'Office address is required',
      'ZIP code is required',
      'Specialty is required',
      'Password is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    for (const label of ['Website', 'Facebook', 'Instagram']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('type', 'url');
    }
    const years = page.getByLabel('Years in Practice');
    await expect(years).toHaveAttribute('type', 'number');
    await expect(years).toHaveAttribute('min', '0');
    await expect(years).toHaveAttribute('max', '60');
    const rangeMessage = page.getByText('Years in practice must be a number from 0 to 60');
    for (const [value, invalid] of [
      ['61', true],
      ['-1', true],
      ['60', false],
      ['0', false],
    ] as const) {
      await years.fill(value);
      if (invalid) await expect(rangeMessage, value).toBeVisible();
      else await expect(rangeMessage, value).toBeHidden();
    }
    await page.getByLabel('Website', { exact: true }).fill('my office');
    await expect(page.getByText('Website must be a web address starting with http')).toBeVisible();
  });

  test('signing up with an address that has an account looks the same, and mails its owner', async ({
    page,
  }) => {
    const { email } = await createPatient();
    await page.goto('/auth?mode=signup&type=patient');
    await fillPatientForm(page, email);
    await page.getByRole('button', { name: 'Create Patient Account' }).click();
    await expect(toast(page, 'Account created successfully!')).toContainText(
      'Please check your email to verify your account.',
    );
    await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    const [notice] = await waitForMail(
      (mail) => sentTo(email)(mail) && mail.subject.startsWith('You already have'),
    );
    expect(notice?.body.text).toContain('no new one was created');
  });
});

test.describe('sign-in', () => {
  test('signs in and out, with their toasts', async ({ page }) => {
    const patient = demoAccount('patient');
    await signInWithForm(page, patient.email, patient.password);
    await expect(toast(page, 'Sign in successful!')).toContainText('Welcome back, Pat!');
    await expect(page).toHaveURL(`${stack().site}/`);

    await accountMenu(page, 'Pat').click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(toast(page, 'Signed out successfully')).toContainText('Come back soon!');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'List Your Practice' }),
    ).toBeVisible();
  });

  test('names the required fields and shows and hides the password', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret words');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expectNoA11yViolations(page, { include: 'main' });
  });

  test('gives the same answer for a wrong password and an unknown account', async ({ page }) => {
    await signInWithForm(page, demoAccount('patient').email, 'not the right password');
    await expect(errorToast(page, 'Sign in failed')).toContainText('Incorrect email or password.');
    await signInWithForm(page, uniqueEmail('nobody'), 'not the right password');
    await expect(errorToast(page, 'Sign in failed')).toContainText('Incorrect email or password.');
    await expect(page).toHaveURL(/\/auth/);
  });

  test('sends a signed-in user from /auth to the home page', async ({ page }) => {
    const patient = demoAccount('patient');
    await signInWithForm(page, patient.email, patient.password);
    await expect(accountMenu(page, 'Pat')).toBeVisible();
    await page.goto('/auth?mode=signup&type=professional');
    await expect(page).toHaveURL(`${stack().site}/`);
    await expect(accountMenu(page, 'Pat')).toBeVisible();
  });

  test('refuses a disabled account', async ({ page }) => {
    const patient = await createPatient();
    await cognitoCall('AdminDisableUser', {
      UserPoolId: stack().cognito.userPoolId,
      Username: patient.email,
    });
    await signInWithForm(page, patient.email, 'Test-Password-1234');
    await expect(errorToast(page, 'Sign in failed')).toContainText(
      'Your account has been deactivated. Please contact support.',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('Remember me', () => {
  test('unchecked: the session ends with the tab', async ({ page, browser }) => {
    const patient = demoAccount('patient');
    await signInWithForm(page, patient.email, patient.password);
    await expect(accountMenu(page, 'Pat')).toBeVisible();
    await page.reload();
    await expect(accountMenu(page, 'Pat')).toBeVisible();

    // A new browser gets local storage and cookies, never the old tab's session storage.
    const restarted = await browser.newContext({
      storageState: await page.context().storageState(),
    });
    const next = await restarted.newPage();
    await next.goto('/');
    await expect(next.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await restarted.close();
  });

  test('checked: the session survives a browser restart', async ({ page, browser }) => {
    const patient = demoAccount('patient');
    await signInWithForm(page, patient.email, patient.password, { remember: true });
    await expect(accountMenu(page, 'Pat')).toBeVisible();

    const restarted = await browser.newContext({
      storageState: await page.context().storageState(),
    });
    const next = await restarted.newPage();
    await next.goto('/');
    await expect(accountMenu(next, 'Pat')).toBeVisible();
    await restarted.close();
  });
});
