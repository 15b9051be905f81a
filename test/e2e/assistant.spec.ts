import { expect, test, type Page } from '@playwright/test';
import { ANSWER_DISCLAIMER } from '../../contracts/assistant';
import { FAKE_ANSWER, fakeOpenAiClient } from '../support/fake-openai';
import { asNewClient, expectNoA11yViolations } from './fixtures';

/** The AI assistant page, against the stack whose model is the local fake provider. */

const STREAM_ROUTE = '**/api/functions/dental-ai-chat/stream';
const SUGGESTIONS = [
  'Why are my teeth sensitive to hot and cold?',
  'How often should I get my teeth cleaned?',
  'Is teeth whitening safe?',
  'What are the signs of gum disease?',
  'What should I do if I chipped a tooth?',
];
const FAILURE_TOAST = 'Failed to get AI response. Please try again.';
const APOLOGY = /couldn't get an answer.*try again.*dental professional directly/;
/** The fake's answer, as the page shows it (its markup rendered). */
const FAKE_FIRST_SENTENCE =
  'Fake model answer: sensitivity to cold usually means the dentin under the enamel is exposed.';

const fake = fakeOpenAiClient();

const questionBox = (page: Page) => page.getByLabel('Your dental question');
const askButton = (page: Page) => page.getByRole('button', { name: 'Ask AI' });

test.describe('the AI assistant page', () => {
  test.beforeEach(async ({ page }) => {
    await fake.reset();
    await asNewClient(page);
  });

  test.afterAll(async () => {
    await fake.reset();
  });

  for (const path of ['/', '/dental-ai']) {
    test(`${path} shows both tabs, the question box, five suggestions, why-choose and the call to action`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Text Chat' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('tab', { name: 'Voice Chat' })).toBeVisible();
      await expect(questionBox(page)).toBeVisible();
      await expect(askButton(page)).toBeVisible();
      const suggestions = page
        .getByRole('region', { name: 'Popular questions' })
        .getByRole('button');
      await expect(suggestions).toHaveText(SUGGESTIONS);
      const why = page.getByRole('region', { name: 'Why Choose SmileGuide Dental?' });
      await expect(why.getByRole('heading', { name: '30+ Years of Experience' })).toBeVisible();
      await expect(why.getByText(/certified dental hygienist since 1996/)).toBeVisible();
      const cta = page.getByRole('region', { name: 'Ready for a healthier smile?' });
      await expect(
        cta.getByText(
          'Backed by 30+ years of experience of a certified dental hygienist since 1996',
        ),
      ).toBeVisible();
      await expect(cta.getByRole('link', { name: 'Find Dental Offices' })).toHaveAttribute(
        'href',
        '/dental-offices',
      );
      await expectNoA11yViolations(page);
    });
  }

  test('the Voice Chat tab connects to the voice assistant, and the text chat is a tab away', async ({
    page,
  }) => {
    await page.goto('/dental-ai');
    await page.getByRole('tab', { name: 'Voice Chat' }).click();
    await expect(
      page.getByRole('heading', { name: 'Talk with our AI dental assistant' }),
    ).toBeVisible();
    await expect(page.getByTestId('voice-status')).toContainText('Connected', { timeout: 20_000 });
    await page.getByRole('tab', { name: 'Text Chat' }).click();
    await expect(page.getByRole('tab', { name: 'Text Chat' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(questionBox(page)).toBeVisible();
  });

  test('an empty or whitespace question is not sent', async ({ page }) => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/functions/dental-ai-chat')) sent += 1;
    });
    await page.goto('/');
    await expect(askButton(page)).toBeDisabled();
    await questionBox(page).fill('    ');
    await expect(askButton(page)).toBeDisabled();
    await questionBox(page).press('Enter');
    await page.waitForTimeout(300);
    expect(sent).toBe(0);
  });

  test('idle → loading (the answer streams in) → answered → Ask Another Question resets to an empty box', async ({
    page,
  }) => {
    // The fake streams the answer's first words, then a word a second until it is released, so
    // the streaming state outlasts the checks on it, and the assistant never sees a stalled model.
    await fake.setMode('held');
    await page.goto('/');
    await questionBox(page).fill('Why are my teeth sensitive to cold?');
    await askButton(page).click();

    // Loading: the button is busy and the answer arrives in pieces.
    await expect(page.getByRole('button', { name: 'Asking…' })).toBeDisabled();
    await expect(page.getByText('Writing the answer…')).toBeVisible();
    const response = page.getByRole('region', { name: 'AI Response' });
    await expect(response).toContainText('Fake model answer');
    const partial = (await response.innerText()).length;
    await expect(page.getByRole('button', { name: 'Ask Another Question' })).toBeHidden();
    // No disclaimer while the answer is still streaming in.
    await expect(page.getByRole('note', { name: 'Disclaimer' })).toBeHidden();

    // Answered.
    await fake.release();
    await expect(page.getByRole('button', { name: 'Ask Another Question' })).toBeVisible();
    expect((await response.innerText()).length).toBeGreaterThan(partial);
    await expect(response.getByText(FAKE_FIRST_SENTENCE)).toBeVisible();
    await expect(response.getByRole('listitem')).toHaveText([
      'Use a toothpaste for sensitive teeth twice a day.',
      'Brush gently with a soft brush.',
    ]);
    await expect(response.locator('strong', { hasText: 'See a dentist' })).toBeVisible();
    // Then the disclaimer from the stream's final event: once, after the answer.
    const disclaimer = page.getByRole('note', { name: 'Disclaimer' });
    await expect(disclaimer).toHaveCount(1);
    await expect(disclaimer).toContainText(ANSWER_DISCLAIMER);
    await expect(page.getByText(ANSWER_DISCLAIMER, { exact: false })).toHaveCount(1);
    expect(FAKE_ANSWER).not.toContain(ANSWER_DISCLAIMER);
    const below = await disclaimer.evaluate((note) => {
      const answer = note.parentElement?.querySelector('[aria-busy]');
      return answer
        ? Boolean(answer.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING)
        : false;
    });
    expect(below).toBe(true);

    const office = page.getByRole('region', { name: 'Featured Office' });
    await expect(office.getByText('20% off first visit')).toBeVisible();
    await expect(office.getByText('4.9')).toBeVisible();
    await expect(office.getByRole('link', { name: 'Sign Up to Unlock' })).toHaveAttribute(
      'href',
      '/auth?mode=signup&type=patient',
    );
    await expect(page.getByRole('link', { name: 'Find More Offices' })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Ask Another Question' }).click();
    await expect(questionBox(page)).toHaveValue('');
    await expect(questionBox(page)).toBeFocused();
    await expect(response).toBeHidden();
    await expect(office).toBeHidden();
    await expect(page.getByRole('region', { name: 'Popular questions' })).toBeVisible();
  });

  test('a suggested question is asked when clicked; Find More Offices opens the directory', async ({
    page,
  }) => {
    await page.goto('/dental-ai');
    await page.getByRole('button', { name: 'What are the signs of gum disease?' }).click();
    await expect(page.getByText('You asked')).toBeVisible();
    await expect(questionBox(page)).toHaveValue('What are the signs of gum disease?');
    await expect(page.getByRole('region', { name: 'AI Response' })).toContainText(
      FAKE_FIRST_SENTENCE,
    );
    await page.getByRole('link', { name: 'Find More Offices' }).click();
    await expect(page).toHaveURL(/\/dental-offices$/);
  });

  test('Sign Up to Unlock goes to the patient sign-up', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Is teeth whitening safe?' }).click();
    await page.getByRole('link', { name: 'Sign Up to Unlock' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup&type=patient$/);
  });

  test('when the model fails, the answer comes from the dental knowledge base', async ({
    page,
  }) => {
    await fake.setMode('error');
    await page.goto('/');
    await page.getByRole('button', { name: 'Why are my teeth sensitive to hot and cold?' }).click();
    const response = page.getByRole('region', { name: 'AI Response' });
    await expect(
      response.locator('strong', { hasText: 'Tooth sensitivity' }).first(),
    ).toBeVisible();
    // One clear topic answers this question, so there is no list of topics.
    await expect(response.getByText(/^Topics: /)).toHaveCount(0);
    await expect(page.getByRole('note', { name: 'Disclaimer' })).toHaveCount(1);
    await expect(page.getByRole('alert').filter({ hasText: FAILURE_TOAST })).toHaveCount(0);
  });

  test('a follow-up that names no subject is answered about the question before it', async ({
    page,
  }) => {
    await fake.setMode('error');
    await page.goto('/');
    const response = page.getByRole('region', { name: 'AI Response' });
    await questionBox(page).fill('What is a dental crown?');
    await askButton(page).click();
    await expect(response.locator('strong', { hasText: 'Dental crowns' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Ask Another Question' }).click();
    await questionBox(page).fill('How long do they last?');
    await askButton(page).click();
    await expect(page.getByText('You asked').locator('..')).toContainText('How long do they last?');
    await expect(response.locator('strong').first()).toHaveText('Dental crowns');
  });

  test('an empty response gives the failure toast and an apology', async ({ page }) => {
    await page.route(STREAM_ROUTE, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body: 'data: {"type":"done","topics":[],"source":"openai"}\n\n',
      }),
    );
    await page.goto('/');
    await questionBox(page).fill('Is flossing really necessary?');
    await askButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: FAILURE_TOAST })).toBeVisible();
    await expect(page.getByRole('region', { name: 'AI Response' })).toContainText(APOLOGY);
    await expect(page.getByRole('button', { name: 'Ask Another Question' })).toBeVisible();
  });

  test('a server failure gives the failure toast and an apology', async ({ page }) => {
    await page.route(STREAM_ROUTE, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong.' } }),
      }),
    );
    await page.goto('/');
    await questionBox(page).fill('Is flossing really necessary?');
    await questionBox(page).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: FAILURE_TOAST })).toBeVisible();
    await expect(page.getByRole('region', { name: 'AI Response' })).toContainText(APOLOGY);
  });

  test('asking too quickly shows how long to wait, and keeps the question', async ({ page }) => {
    await page.route(STREAM_ROUTE, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '30' },
        body: JSON.stringify({
          error: {
            code: 'rate_limited',
            message: 'Too many requests. Please wait 30 seconds and try again.',
          },
        }),
      }),
    );
    await page.goto('/');
    await questionBox(page).fill('Can I brush right after eating?');
    await askButton(page).click();
    await expect(
      page.getByText(
        /^You're asking questions quickly — please wait (30|29|28) seconds and try again\.$/,
      ),
    ).toBeVisible();
    await expect(questionBox(page)).toHaveValue('Can I brush right after eating?');
    await expect(askButton(page)).toBeDisabled();
  });
});
