import { expect, test, type Page } from '@playwright/test';
import { createPatient } from '../support/users';
import { accountMenu, signInWithForm, toast } from './fixtures';

/** The ID token the identity service keeps for this tab (session storage: not remembered). */
function storedIdToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    for (let index = 0; index < sessionStorage.length; index += 1) {
      const key = sessionStorage.key(index) ?? '';
      if (key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.idToken')) {
        return sessionStorage.getItem(key);
      }
    }
    return null;
  });
}

function claims(token: string): { exp: number; iat: number } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    exp: number;
    iat: number;
  };
}

test.describe('the session', () => {
  test('is refreshed before its tokens expire, and API calls keep working after', async ({
    page,
  }) => {
    // The test stack issues 100-second tokens, so the whole cycle fits in about two minutes.
    test.setTimeout(150_000);
    const patient = await createPatient();
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['x-amz-target']?.endsWith('GetTokensFromRefreshToken')) {
        refreshes.push(request.url());
      }
    });
    await signInWithForm(page, patient.email, 'Test-Password-1234');
    await expect(accountMenu(page, 'Test')).toBeVisible();

    const first = await storedIdToken(page);
    if (!first) throw new Error('No ID token stored after signing in');
    const { exp, iat } = claims(first);
    expect(exp - iat, 'the test stack runs with LOCAL_TOKEN_SECONDS=100').toBeLessThanOrEqual(120);

    // Checked every 30 s, refreshed with 90 s or less to go: well before the token expires.
    await page.waitForRequest(
      (request) =>
        request.headers()['x-amz-target']?.endsWith('GetTokensFromRefreshToken') ?? false,
      { timeout: 45_000 },
    );
    expect(Date.now()).toBeLessThan(exp * 1000);
    await expect.poll(() => storedIdToken(page)).not.toBe(first);

    // Past the first token's expiry, a signed-in call still succeeds with a fresh token.
    await page.waitForTimeout(Math.max(0, exp * 1000 - Date.now() + 2_000));
    await accountMenu(page, 'Test').click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByLabel('Best Time to Call').fill('After lunch');
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/profile') && response.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().headers().authorization).not.toBe(`Bearer ${first}`);
    await expect(toast(page, 'Profile updated successfully')).toBeVisible();
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
  });
});
