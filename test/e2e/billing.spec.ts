import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createProfessional, isListed } from '../support/professionals';
import { driveSubscription, payCheckout, subscriptionsOfOffice } from '../support/stripe';
import { callApi } from '../support/stack';
import {
  asNewClient,
  confirmationMail,
  expectNoA11yViolations,
  signInWithForm,
  toast,
  uniqueEmail,
} from './fixtures';

const PASSWORD = 'Test-Password-1234';
const listButton = (page: Page) =>
  page.getByRole('button', { name: 'List your practice - $200/month' });

/** Fills the local Stripe checkout page's card form and submits it. */
async function payWithCard(page: Page, number: string) {
  await expect(page.getByRole('heading', { name: /Subscribe to/ })).toBeVisible();
  await expect(page.getByText('$200.00')).toBeVisible();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

async function searchZip(page: Page, zip: string) {
  await page.goto(`/dental-offices?zip=${zip}&radius=5`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('professional billing', () => {
  test.beforeEach(async ({ page }) => {
    await asNewClient(page);
  });

  test('a professional signs up, confirms, pays with 4242, comes back live and is found by ZIP', async ({
    page,
  }) => {
    const email = uniqueEmail('paying-pro');
    const officeName = `Organ Mountain Smiles ${randomUUID().slice(0, 6)}`;
    await page.goto('/auth?mode=signup&type=professional');
    await page.getByRole('button', { name: 'Load Sample Data' }).click();
    await page.getByLabel('Office Name', { exact: true }).fill(officeName);
    await page
      .getByLabel('Office Address', { exact: true })
      .fill('2 Main St, Las Cruces, NM 88001');
    await page.getByLabel('ZIP Code', { exact: true }).fill('88001');
    await page.getByLabel('Email', { exact: true }).fill(email);
    const password = await page.getByLabel('Password', { exact: true }).inputValue();
    await page.getByRole('button', { name: 'Create Professional Account' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    await page.goto((await confirmationMail(email)).link);
    await expect(toast(page, 'Email confirmed')).toBeVisible();

    await signInWithForm(page, email, password);
    await expect(toast(page, 'Sign in successful!')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByText('Not live', { exact: true })).toBeVisible();
    await searchZip(page, '88001');
    await expect(page.getByRole('heading', { name: officeName })).toHaveCount(0);

    await page.goto('/dashboard');
    await listButton(page).click();
    await payWithCard(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Payment received - your listing is live')).toBeVisible();
    await expect(page.getByText('Next renewal')).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage billing' })).toBeVisible();
    await expectNoA11yViolations(page, { include: 'main' });

    await searchZip(page, '88001');
    await expect(page.getByRole('heading', { name: officeName })).toBeVisible();
  });

  test('a declined card leaves the listing not live, with a clear message', async ({ page }) => {
    const pro = await createProfessional({ zip: '88020' });
    await signInWithForm(page, pro.email, PASSWORD);
    await expect(toast(page, 'Sign in successful!')).toBeVisible();
    await page.goto('/dashboard');
    await listButton(page).click();
    await payWithCard(page, '4000 0000 0000 9995');
    await expect(page.getByRole('alert')).toHaveText('Your card has insufficient funds.');

    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Checkout cancelled')).toBeVisible();
    await expect(
      page.getByText(/You were not charged and your listing is not live yet/),
    ).toBeVisible();
    await expect(page.getByText('Not live', { exact: true })).toBeVisible();
    await searchZip(page, '88020');
    await expect(page.getByRole('heading', { name: pro.office.office_name })).toHaveCount(0);
  });

  test('cancelling in the portal keeps the listing until the period ends; the end takes it out of search', async ({
    page,
  }) => {
    const pro = await createProfessional({ zip: '88030' });
    const checkout = await callApi<{ url: string }>('POST', '/api/billing/checkout-session', {
      token: pro.tokens.IdToken,
    });
    await payCheckout(checkout.body.url);

    await signInWithForm(page, pro.email, PASSWORD);
    await expect(toast(page, 'Sign in successful!')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByText('Next renewal')).toBeVisible();
    await page.getByRole('button', { name: 'Manage billing' }).click();

    await expect(page.getByRole('heading', { name: /Billing for/ })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Your plan will be cancelled at the end of the billing period.',
    );
    await page.getByRole('link', { name: 'Return to the site' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Listed until')).toBeVisible();
    await expect(page.getByText(/Your plan will not renew/)).toBeVisible();
    await searchZip(page, '88030');
    await expect(page.getByRole('heading', { name: pro.office.office_name })).toBeVisible();

    // The paid month runs out.
    const [subscription] = await subscriptionsOfOffice(pro.office.id);
    await driveSubscription(subscription!.id, 'renew');
    // Stripe's news of the end arrives by webhook, a moment later (longer on a busy machine).
    await expect.poll(() => isListed(pro), { timeout: 30_000 }).toBe(false);
    await page.goto('/dashboard');
    await expect(listButton(page)).toBeVisible();
    await expect(page.getByText(/Your plan ended on/)).toBeVisible();
    await searchZip(page, '88030');
    await expect(page.getByRole('heading', { name: pro.office.office_name })).toHaveCount(0);
  });
});
