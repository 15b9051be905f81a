import { expect, test, type Page } from '@playwright/test';
import type { PracticeDetailsInput } from '../../contracts/accounts/sign-up';
import { demoAccount } from '../support/stack';
import { createProfessional, TEST_PASSWORD } from '../support/users';
import { asNewClient, expectNoA11yViolations, signInWithForm, toast } from './fixtures';

const practice = (overrides: Partial<PracticeDetailsInput>): PracticeDetailsInput => ({
  contactName: 'Dr. Sage Holloway',
  officeName: 'Gate City Dental',
  phone: '(208) 555-0199',
  address: '200 Center St, Pocatello, ID',
  zip: '83201',
  specialty: 'General Dentistry',
  services: 'Cleanings, crowns',
  website: 'https://gatecity.example',
  couponOffer: '',
  practiceType: 'Group practice',
  yearsInPractice: 7,
  emergencyServices: false,
  acceptingNewPatients: true,
  languagesSpoken: 'English, Spanish',
  insuranceAccepted: 'Cigna',
  officeHours: 'Mon-Fri 8-5',
  practiceDescription: 'Family dentistry in the Gate City.',
  facebookUrl: '',
  instagramUrl: '',
  ...overrides,
});

/** The directory card of one office (names may repeat between runs; ids never do). */
const cardOf = (page: Page, officeId: string) =>
  page.getByRole('article').filter({ has: page.locator(`a[href="/dental-offices/${officeId}"]`) });

test.describe('the professional’s listing', () => {
  test('an edit on the dashboard shows in the directory at once', async ({ page }) => {
    await asNewClient(page);
    const owner = await createProfessional(practice({}), { live: true });
    await signInWithForm(page, owner.email, TEST_PASSWORD);
    await page.waitForURL('/');
    await page.goto('/dashboard');

    const preview = page.getByRole('region', { name: 'How patients see your listing' });
    await expect(preview.getByRole('heading', { name: 'Gate City Dental' })).toBeVisible();
    await expect(page.getByText('No activity yet.')).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Edit Listing' }).click();
    const name = page.getByLabel(/Office Name/);
    await expect(name).toHaveValue('Gate City Dental');
    // The sign-up's rules apply here too.
    await page.getByLabel(/Years in Practice/).fill('75');
    await page.getByRole('button', { name: 'Save Listing' }).click();
    await expect(page.getByText('Years in practice must be a number from 0 to 60')).toBeVisible();

    await page.getByLabel(/Years in Practice/).fill('8');
    await name.fill('Rock Springs Family Dental');
    await page.getByLabel(/Office Address/).fill('50 Elk St, Rock Springs, WY');
    await page.getByLabel(/ZIP Code/).fill('82901');
    await page.getByLabel(/Coupon Offer/).fill('Free electric toothbrush for new patients');
    await page.getByRole('button', { name: 'Save Listing' }).click();
    await expect(toast(page, 'Listing updated')).toContainText('The directory shows your changes');
    await expect(
      preview.getByRole('heading', { name: 'Rock Springs Family Dental' }),
    ).toBeVisible();
    await expect(preview.getByText('50 Elk St, Rock Springs, WY 82901')).toBeVisible();
    await expect(preview.getByText('Free electric toothbrush for new patients')).toBeVisible();

    // Found at the new ZIP, under the new name, and no longer at the old one.
    await page.goto('/dental-offices?zip=82901&radius=10');
    const card = cardOf(page, owner.officeId);
    await expect(card.getByRole('heading', { name: 'Rock Springs Family Dental' })).toBeVisible();
    await expect(card).toContainText('50 Elk St, Rock Springs, WY 82901');
    await page.goto('/dental-offices?zip=83201&radius=10');
    await expect(page.getByRole('status').filter({ hasText: 'offices found' })).toBeVisible();
    await expect(cardOf(page, owner.officeId)).toHaveCount(0);

    // The card links to the office's own page.
    await page.goto('/dental-offices?zip=82901&radius=10');
    await card.getByRole('link', { name: 'Rock Springs Family Dental', exact: true }).click();
    await expect(page).toHaveURL(`/dental-offices/${owner.officeId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Rock Springs Family Dental' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Rock Springs Family Dental, Rock Springs, WY \|/);

    // That visit is on the dashboard's numbers.
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: /^1\s*Profile page views$/ })).toBeVisible();
  });
});

test.describe('an office’s public page', () => {
  test('shows the whole listing with its actions and structured data', async ({ page }) => {
    await asNewClient(page);
    const owner = await createProfessional(
      practice({
        officeName: 'Pierre River Dental',
        address: '12 Capitol Ave, Pierre, SD',
        zip: '57501',
        facebookUrl: 'https://facebook.example/pierreriver',
        couponOffer: 'Two free x-rays with a cleaning',
      }),
      { live: true },
    );
    await page.goto(`/dental-offices/${owner.officeId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pierre River Dental' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Pierre River Dental, Pierre, SD \|/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Pierre River Dental: General Dentistry in Pierre, SD\./,
    );
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Dentist',
      name: 'Pierre River Dental',
      telephone: '(208) 555-0199',
      address: { postalCode: '57501', addressLocality: 'Pierre', addressRegion: 'SD' },
      sameAs: ['https://gatecity.example', 'https://facebook.example/pierreriver'],
    });
    await expect(page.getByText('Mon-Fri 8-5')).toBeVisible();
    await expect(page.getByText('English, Spanish')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.example/pierreriver',
    );
    await expect(page.getByRole('link', { name: /Call Office/ })).toHaveAttribute(
      'href',
      'tel:+12085550199',
    );
    await expect(page.getByRole('link', { name: /Visit Website/ })).toHaveAttribute(
      'href',
      'https://gatecity.example',
    );
    await page.getByRole('button', { name: 'Request Discount' }).click();
    await expect(page.getByRole('dialog')).toContainText('Pierre River Dental');
    await page.keyboard.press('Escape');
    await expectNoA11yViolations(page);
  });

  test('says clearly when an office is not listed', async ({ page }) => {
    const unlisted = await createProfessional(practice({ zip: '57501' }), { live: false });
    for (const id of [unlisted.officeId, 'ofc_no_such_office']) {
      await page.goto(`/dental-offices/${id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'This office is not listed' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Search Offices' })).toBeVisible();
    }
  });
});

test.describe('coupons', () => {
  test('a patient sees the coupon, a visitor does not', async ({ page }) => {
    await asNewClient(page);
    const COUPON = 'Free fluoride treatment for kids';
    const owner = await createProfessional(
      practice({
        officeName: 'Mitchell Prairie Dental',
        address: '1 Main St, Mitchell, SD',
        zip: '57301',
        couponOffer: COUPON,
      }),
      { live: true },
    );
    const card = cardOf(page, owner.officeId);

    await page.goto('/dental-offices?zip=57301&radius=10');
    await expect(card.getByRole('link', { name: 'Sign up to unlock it' })).toBeVisible();
    await expect(page.getByText(COUPON)).toHaveCount(0);
    await page.goto(`/dental-offices/${owner.officeId}`);
    await expect(page.getByRole('link', { name: 'Sign up to unlock it' })).toBeVisible();
    await expect(page.getByText(COUPON)).toHaveCount(0);

    const patient = demoAccount('patient');
    await signInWithForm(page, patient.email, patient.password);
    await page.waitForURL('/');
    await page.goto('/dental-offices?zip=57301&radius=10');
    await expect(card.getByText(COUPON)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Sign up to unlock it' })).toHaveCount(0);
    await page.goto(`/dental-offices/${owner.officeId}`);
    await expect(page.getByText(COUPON)).toBeVisible();
  });
});
