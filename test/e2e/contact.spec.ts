import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { replyTo, sentTo, waitForMail } from '../support/inbox';
import { withRoomInWindow } from '../support/rate-window';
import { callApi } from '../support/stack';
import { asNewClient, expectNoA11yViolations } from './fixtures';

test.describe('the contact page', () => {
  let ip: string;
  test.beforeEach(async ({ page }) => {
    ip = await asNewClient(page);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('shows the info cards, support hours and three FAQ items', async ({ page }) => {
    const cards = page.getByRole('region', { name: 'Ways to reach us' });
    for (const title of ['Phone', 'Email', 'Service Area', 'Credentials']) {
      await expect(cards.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(cards.getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18005550142',
    );
    await expect(cards.getByRole('link', { name: 'support@smileguide.example' })).toBeVisible();
    await expect(cards.getByText('United States (online)')).toBeVisible();
    await expect(
      cards.getByText(
        'Backed by 30+ years of experience of a certified dental hygienist since 1996.',
      ),
    ).toBeVisible();

    const hours = page.getByRole('region', { name: 'Support Hours' });
    const rows = hours.getByRole('term');
    await expect(rows).toHaveText(['Mon-Fri', 'Sat', 'Sunday']);
    await expect(hours.getByRole('definition')).toHaveText([
      '8:00-18:00 EST',
      '10:00-14:00 EST',
      'Closed',
    ]);
    await expect(hours.getByText('Emergency guidance 24/7')).toBeVisible();
    await expect(
      hours.getByText('For dental emergencies, call 911 or go to the nearest emergency room.'),
    ).toBeVisible();

    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq.getByRole('group')).toHaveCount(3);
    const answer = faq.getByText(/We reply to every message within 24 hours/);
    await expect(answer).toBeHidden();
    await faq.getByText('How quickly will I hear back?').click();
    await expect(answer).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('names each required field', async ({ page }) => {
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Subject is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Email').fill('sam@');
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('sends a message that reaches support and confirms to the sender', async ({ page }) => {
    const email = `contact-e2e+${randomUUID().slice(0, 8)}@example.com`;
    await page.getByLabel('Name').fill('Sam Park');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Subject').fill('Listing question');
    await page.getByLabel('Message').fill('How do I update my office hours?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Message sent!' })).toContainText(
      "We'll reply within 24 hours.",
    );
    const inline = page.getByRole('main');
    await expect(inline.getByText('Message sent!', { exact: true })).toBeVisible();
    await expect(inline.getByText("We'll reply within 24 hours.", { exact: true })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');

    const [toSupport] = await waitForMail(
      (mail) => sentTo('support@smileguide.local')(mail) && replyTo(mail).includes(email),
    );
    expect(toSupport?.subject).toBe('New contact message from Sam Park: Listing question');
    expect(toSupport?.body.text).toContain('How do I update my office hours?');
    const [confirmation] = await waitForMail(sentTo(email));
    expect(confirmation?.subject).toBe('We received your message - SmileGuide Dental');
    expect(confirmation?.body.text).toContain('will reply within 24 hours');
  });

  test('says how long to wait once this client has sent too many requests', async ({ page }) => {
    test.setTimeout(120_000);
    await page.getByLabel('Name').fill('Sam Park');
    await page.getByLabel('Email').fill('sam@example.com');
    await page.getByLabel('Subject').fill('Listing question');
    await page.getByLabel('Message').fill('How do I update my office hours?');
    // Spend this client's allowance (refused requests count too) just before the page sends, so
    // the send falls in the same rate-limit window as the spent allowance, even on a slow machine.
    await withRoomInWindow(30_000);
    for (let request = 0; request < 10; request += 1) {
      await callApi('POST', '/api/contact', { body: {}, ip });
    }
    await page.getByRole('button', { name: 'Send Message' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Too many requests' });
    await expect(alert).toContainText(/Please wait \d+ seconds and try again\./);
    await expect(page.getByLabel('Message')).toHaveValue('How do I update my office hours?');
  });
});
