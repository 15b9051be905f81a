import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { demoOffices } from '../../local/seed/offices';
import { replyTo, sentTo, waitForMail } from '../support/inbox';
import { asNewClient, expectNoA11yViolations } from './fixtures';

async function searchZip(page: Page, zip: string) {
  await page.goto('/dental-offices');
  await page.getByLabel('ZIP code').fill(zip);
  await page.getByRole('button', { name: 'Search Offices' }).click();
  await expect(page.getByRole('heading', { name: `Dental Offices in ${zip}` })).toBeVisible();
}

/** Opens the discount dialog from the n-th result card; returns the office's name. */
async function requestDiscountFrom(page: Page, index: number): Promise<string> {
  const card = page.getByRole('article').nth(index);
  const name = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await card.getByRole('button', { name: 'Request Discount' }).click();
  await expect(page.getByRole('dialog')).toContainText(name);
  return name;
}

test.describe('a discount request', () => {
  test.beforeEach(async ({ page }) => {
    await asNewClient(page);
  });

  test('goes from an office card to the office and a confirmation to the requester', async ({
    page,
  }) => {
    await searchZip(page, '10001');
    const officeName = await requestDiscountFrom(page, 0);
    const office = demoOffices().find((candidate) => candidate.office_name === officeName);
    if (!office) throw new Error(`${officeName} is not a demo office`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Request a Discount' })).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expectNoA11yViolations(page, { include: '[role="dialog"]' });

    // Name and email are required: the toast says so, word for word, and nothing is sent.
    await dialog.getByLabel('Email').fill('someone@example.com');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    const missing = page.getByRole('alert').filter({ hasText: 'Missing Information' });
    await expect(missing).toContainText('Please fill in your name and email address.');
    await expect(dialog.getByRole('heading', { name: 'Request a Discount' })).toBeVisible();

    const email = `discount-e2e+${randomUUID().slice(0, 8)}@example.com`;
    await dialog.getByLabel('Name').fill('Maria Lopez');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('(212) 555-0101');
    await dialog.getByLabel('Location').fill('Chelsea, New York');
    await dialog.getByLabel('Message').fill('Is the first cleaning discounted?');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Request Submitted!' })).toContainText(
      `Your discount request has been sent to ${officeName}`,
    );
    await expect(dialog.getByRole('heading', { name: 'Request Submitted!' })).toBeVisible();
    await expect(dialog).toContainText('will contact you within 24-48 hours');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    const [toOffice] = await waitForMail(
      (mail) => sentTo(office.contact_email)(mail) && replyTo(mail).includes(email),
    );
    expect(toOffice?.subject).toBe('New discount request from Maria Lopez');
    expect(toOffice?.body.text).toContain('(212) 555-0101');
    expect(toOffice?.body.text).toContain('Chelsea, New York');
    expect(toOffice?.body.text).toContain('Is the first cleaning discounted?');

    const [confirmation] = await waitForMail(sentTo(email));
    expect(confirmation?.subject).toBe(`Your discount request to ${officeName}`);
    expect(confirmation?.body.text).toContain('within 24-48 hours');
  });

  test('starts from an empty form when opened for another office', async ({ page }) => {
    await searchZip(page, '10001');
    await requestDiscountFrom(page, 0);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Half-typed name');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    const second = await requestDiscountFrom(page, 1);
    await expect(dialog).toContainText(second);
    await expect(dialog.getByLabel('Name')).toHaveValue('');
  });
});
