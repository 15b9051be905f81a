import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SearchOfficesResponse } from '../../contracts/offices';
import { expectNoA11yViolations } from './fixtures';

/** What the API answers for a search: the page must show exactly this. */
async function apiSearch(
  request: APIRequestContext,
  query: string,
): Promise<SearchOfficesResponse> {
  const response = await request.get(`/api/offices?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SearchOfficesResponse;
}

const foundLabel = (count: number) => `${count} ${count === 1 ? 'office' : 'offices'} found`;

async function search(page: Page, zip: string) {
  await page.getByLabel('ZIP code').fill(zip);
  await page.getByRole('button', { name: 'Search Offices' }).click();
}

test.describe('the office search page', () => {
  test('explains the directory before any search', async ({ page }) => {
    await page.goto('/dental-offices');
    await expect(page.getByRole('heading', { name: 'How Our Directory Works' })).toBeVisible();
    const zip = page.getByLabel('ZIP code');
    await expect(zip).toHaveAttribute('maxlength', '5');
    await expect(zip).toHaveAttribute('inputmode', 'numeric');
    const button = page.getByRole('button', { name: 'Search Offices' });
    await expect(button).toBeDisabled();

    await zip.pressSequentially('1000123');
    await expect(zip).toHaveValue('10001');
    await expect(button).toBeEnabled();
    await zip.fill('');
    await expect(button).toBeDisabled();

    await expect(
      page.getByRole('link', { name: 'List Your Practice - $200/month' }),
    ).toHaveAttribute('href', '/auth?mode=signup&type=professional');
    await expect(page.getByRole('heading', { name: /Dental Offices in/ })).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test('lists the offices near a ZIP with their details and links', async ({ page, request }) => {
    const expected = await apiSearch(request, 'zip=10001');
    expect(expected.count).toBeGreaterThan(1);
    const nearest = expected.offices[0] as SearchOfficesResponse['offices'][number];

    await page.goto('/dental-offices');
    await search(page, '10001');
    await expect(page).toHaveURL(/\/dental-offices\?zip=10001$/);
    await expect(page.getByRole('heading', { name: 'Dental Offices in 10001' })).toBeVisible();
    await expect(page.getByText(foundLabel(expected.count), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How Our Directory Works' })).toHaveCount(0);

    // One page at first, nearest first.
    const cards = page.getByRole('article');
    expect(expected.count).toBeGreaterThan(expected.offices.length);
    await expect(cards).toHaveCount(expected.offices.length);
    const card = cards.first();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(nearest.office_name);
    for (const text of [nearest.specialty, nearest.address, nearest.phone, nearest.services]) {
      await expect(card.getByText(text, { exact: true })).toBeVisible();
    }
    const miles = nearest.distance_miles.toFixed(1).replace(/\.0$/, '');
    await expect(card.getByText(`${miles} ${miles === '1' ? 'mile' : 'miles'} away`)).toBeVisible();
    const digits = nearest.phone.replace(/\D/g, '');
    await expect(card.getByRole('link', { name: 'Call Office' })).toHaveAttribute(
      'href',
      `tel:+1${digits}`,
    );
    const website = card.getByRole('link', { name: 'Visit Website' });
    await expect(website).toHaveAttribute('href', nearest.website);
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    // Coupons are unlocked by signing up.
    await expect(card.getByRole('link', { name: 'Sign up to unlock it' })).toHaveAttribute(
      'href',
      '/auth?mode=signup&type=patient',
    );

    // Nearest first, as the API ranks them.
    const names = await cards.getByRole('heading', { level: 3 }).allTextContents();
    expect(names).toEqual(expected.offices.map((office) => office.office_name));

    await card.getByRole('button', { name: 'Request Discount' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(nearest.office_name);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectNoA11yViolations(page);
  });

  test('shows a long list a page at a time', async ({ page, request }) => {
    const first = await apiSearch(request, 'zip=10001');
    const pageSize = first.offices.length;
    expect(first.count).toBeGreaterThan(pageSize * 2);
    const rest = await apiSearch(request, `zip=10001&offset=${pageSize}&limit=100`);
    const everyName = [...first.offices, ...rest.offices].map((office) => office.office_name);
    expect(everyName).toHaveLength(first.count);

    await page.goto('/dental-offices?zip=10001');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(pageSize);
    await expect(page.getByText(`Showing ${pageSize} of ${first.count} offices`)).toBeVisible();
    await page.getByRole('button', { name: `Show ${pageSize} more offices` }).click();
    await expect(cards).toHaveCount(pageSize * 2);
    await expect(page.getByText(`Showing ${pageSize * 2} of ${first.count} offices`)).toBeVisible();

    const left = first.count - pageSize * 2;
    await page
      .getByRole('button', { name: `Show ${left} more ${left === 1 ? 'office' : 'offices'}` })
      .click();
    await expect(cards).toHaveCount(first.count);
    await expect(page.getByRole('button', { name: /Show \d+ more/ })).toHaveCount(0);
    await expect(page.getByText(/Showing \d+ of/)).toHaveCount(0);
    await expect(page.getByText(foundLabel(first.count), { exact: true })).toBeVisible();
    expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(everyName);
  });

  test('keeps the search in the URL: reload, share, back and forward', async ({
    page,
    request,
  }) => {
    const boston = await apiSearch(request, 'zip=02108&radius=10&language=Spanish');
    await page.goto('/dental-offices?zip=02108&radius=10&language=Spanish');
    await expect(page.getByRole('heading', { name: 'Dental Offices in 02108' })).toBeVisible();
    await expect(page.getByText(foundLabel(boston.count), { exact: true })).toBeVisible();
    await expect(page.getByLabel('Search radius')).toHaveValue('10');
    await expect(page.getByLabel('Language')).toHaveValue('Spanish');

    await page.reload();
    await expect(page.getByText(foundLabel(boston.count), { exact: true })).toBeVisible();
    await expect(page.getByLabel('ZIP code')).toHaveValue('02108');

    await search(page, '60601');
    await expect(page.getByRole('heading', { name: 'Dental Offices in 60601' })).toBeVisible();
    await expect(page).toHaveURL(/zip=60601/);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Dental Offices in 02108' })).toBeVisible();
    await expect(page.getByLabel('ZIP code')).toHaveValue('02108');
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Dental Offices in 60601' })).toBeVisible();
    await expect(page.getByLabel('ZIP code')).toHaveValue('60601');
  });

  test('narrows the results with the filters', async ({ page, request }) => {
    const all = await apiSearch(request, 'zip=10001');
    const emergency = await apiSearch(request, 'zip=10001&emergency_services=true');
    const spanishNearby = await apiSearch(
      request,
      'zip=10001&radius=10&emergency_services=true&language=Spanish',
    );
    expect(emergency.count).toBeLessThan(all.count);

    await page.goto('/dental-offices?zip=10001');
    await expect(page.getByText(foundLabel(all.count), { exact: true })).toBeVisible();

    await page.getByLabel('Emergency services').check();
    await expect(page).toHaveURL(/emergency_services=true/);
    await expect(page.getByText(foundLabel(emergency.count), { exact: true })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(emergency.offices.length);
    await expect(cards.filter({ hasText: 'Emergency services' })).toHaveCount(
      emergency.offices.length,
    );

    await page.getByLabel('Search radius').selectOption('10');
    await page.getByLabel('Language').selectOption('Spanish');
    await expect(page).toHaveURL(/radius=10/);
    await expect(page).toHaveURL(/language=Spanish/);
    await expect(page.getByText(foundLabel(spanishNearby.count), { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'within 10 miles' })).toBeVisible();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\?zip=10001&radius=10$/);
    await expect(page.getByLabel('Emergency services')).not.toBeChecked();
  });

  test('offers web searches when no office is listed nearby', async ({ page }) => {
    await page.goto('/dental-offices');
    await search(page, '59001');
    await expect(page.getByRole('heading', { name: 'Dental Offices in 59001' })).toBeVisible();
    await expect(page.getByText('0 offices found', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'No offices found in our directory' }),
    ).toBeVisible();

    const google = page.getByRole('link', { name: 'Search Google for dentists near 59001' });
    await expect(google).toHaveAttribute(
      'href',
      'https://www.google.com/search?q=dentists+near+59001',
    );
    const yelp = page.getByRole('link', { name: 'Find dentists near 59001 on Yelp' });
    await expect(yelp).toHaveAttribute(
      'href',
      'https://www.yelp.com/search?find_desc=Dentists&find_loc=59001',
    );
    for (const link of [google, yelp]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    await page.getByRole('button', { name: 'Search within 50 miles' }).click();
    await expect(page).toHaveURL(/zip=59001&radius=50/);
    await expect(page.getByLabel('Search radius')).toHaveValue('50');
    await expect(page.getByRole('status').filter({ hasText: 'within 50 miles' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('shows that it is searching while the answer is on its way', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/offices?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dental-offices');
    await search(page, '98101');
    await expect(page.getByText('Searching for offices near 98101…')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    release();
    await expect(page.getByText(/\d+ offices? found/)).toBeVisible();
    await expect(page.getByText('Searching for offices near 98101…')).toHaveCount(0);
  });

  test('says clearly when a ZIP code is unknown or malformed', async ({ page }) => {
    await page.goto('/dental-offices');
    await search(page, '00000');
    await expect(
      page.getByText("We couldn't find ZIP code 00000. Check the number and try again."),
    ).toBeVisible();
    await expect(page.getByLabel('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('heading', { name: /Dental Offices in/ })).toHaveCount(0);

    await search(page, '12ab');
    await expect(page.getByText('ZIP code must be exactly 5 digits')).toBeVisible();
    await expect(page).toHaveURL(/zip=12ab/);
  });

  test('logs a failed search and shows the error alone, with a retry', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/api/offices?*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Service unavailable' } }),
      }),
    );
    await page.goto('/dental-offices?zip=10001');
    await expect(
      page.getByRole('alert').filter({ hasText: "We couldn't load offices right now." }),
    ).toBeVisible({ timeout: 20_000 });
    // A failure is not an empty directory: no count, no "no offices" message.
    await expect(page.getByText(/offices? found/)).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: 'No offices found in our directory' }),
    ).toHaveCount(0);
    expect(errors.some((text) => text.includes('Office search failed'))).toBe(true);

    await page.unroute('**/api/offices?*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(/\d+ offices found/)).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dental-offices?zip=10001');
    await expect(page.getByRole('heading', { name: 'Dental Offices in 10001' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    // The filters fold away behind a button.
    await expect(page.getByLabel('Search radius')).toBeHidden();
    await page.getByRole('button', { name: 'Show filters' }).click();
    await expect(page.getByLabel('Search radius')).toBeVisible();
    await page.getByRole('button', { name: 'Hide filters' }).click();
    await expect(page.getByLabel('Search radius')).toBeHidden();

    // Nothing runs off the side, and the card's actions are comfortably tappable.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const card = page.getByRole('article').first();
    for (const name of ['Call Office', 'Visit Website', 'Request Discount']) {
      const box = await card
        .getByRole(name === 'Request Discount' ? 'button' : 'link', { name })
        .boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
      expect(box?.width ?? 0).toBeGreaterThan(300);
    }
    await expectNoA11yViolations(page);
  });
});
