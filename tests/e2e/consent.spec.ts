import { expect, test } from './support/test';
import { CONSENT_KEY } from './support/shop';

function storedConsent(page: import('@playwright/test').Page) {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  }, CONSENT_KEY);
}

test('the banner appears on a first visit, once; the choice survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  const accept = banner.getByRole('button', { name: 'Tout accepter' });
  const refuse = banner.getByRole('button', { name: 'Tout refuser' });
  await expect(accept).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Personnaliser' })).toBeVisible();
  // Refusing is as visible and as easy as accepting (CNIL): same style, size and row.
  expect(await refuse.getAttribute('class')).toBe(await accept.getAttribute('class'));
  const [a, r] = [(await accept.boundingBox())!, (await refuse.boundingBox())!];
  expect([r.width, r.height, r.y]).toEqual([a.width, a.height, a.y]);
  await refuse.click();
  await expect(banner).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({
    necessary: true,
    analytics: false,
    marketing: false,
    version: '2',
  });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
});

test('accept all stores every category', async ({ page }) => {
  await page.goto('/livraison');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Tout accepter' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({
    necessary: true,
    analytics: true,
    marketing: true,
  });
});

test('personalise: necessary locked on, defaults, saved choice shown again from the footer button', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Personnaliser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Préférences des cookies' });
  await expect(dialog).toBeVisible();
  const necessary = dialog.getByRole('switch', { name: 'Cookies nécessaires' });
  const analytics = dialog.getByRole('switch', { name: "Mesure d'audience" });
  const marketing = dialog.getByRole('switch', { name: 'Marketing' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await expect(analytics).toBeChecked();
  await expect(marketing).not.toBeChecked();

  await analytics.click();
  await marketing.click();
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  expect(await storedConsent(page)).toMatchObject({
    necessary: true,
    analytics: false,
    marketing: true,
  });

  await page.reload();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: "Mesure d'audience" })).not.toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Marketing' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the openCookiePreferences window event opens the dialog', async ({ page }) => {
  await page.goto('/faq');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  // The banner is in the server's HTML: its buttons are enabled once the page is hydrated, the
  // event's listener attached (an event dispatched before that reaches nobody).
  await expect(banner.getByRole('button', { name: 'Tout accepter' })).toBeEnabled();
  await page.evaluate(() => window.dispatchEvent(new Event('openCookiePreferences')));
  await expect(page.getByRole('dialog', { name: 'Préférences des cookies' })).toBeVisible();
});

test('a consent stored in an older format version keeps the choice and forces analytics on', async ({
  page,
}) => {
  await page.addInitScript((key) => {
    if (!window.sessionStorage.getItem('seeded')) {
      window.sessionStorage.setItem('seeded', '1');
      window.localStorage.setItem(
        key,
        JSON.stringify({ necessary: true, analytics: false, marketing: false, version: '1' }),
      );
    }
  }, CONSENT_KEY);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  await expect.poll(() => storedConsent(page)).toMatchObject({ analytics: true, version: '2' });
});

test('the banner is in the first HTML: shown before the scripts run on a first visit, never to a returning visitor, nor without JavaScript', async ({
  page,
  browser,
  baseURL,
}) => {
  // The page's scripts never arrive: what a phone shows while they download.
  await page.route(/\/_next\/static\/chunks\/[^?]*\.js(\?|$)/, (route) => route.abort());
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  // No handler before hydration: its buttons wait, disabled, rather than swallow a tap.
  await expect(banner.getByRole('button', { name: 'Tout accepter' })).toBeDisabled();

  await page.evaluate(
    (key) =>
      window.localStorage.setItem(
        key,
        JSON.stringify({ necessary: true, analytics: false, marketing: false, version: '2' }),
      ),
    CONSENT_KEY,
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(1);
  await expect(banner).toBeHidden();

  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const plain = await noScript.newPage();
    await plain.goto('/');
    await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(plain.getByTestId('cookie-banner')).toHaveCount(1);
    await expect(plain.getByTestId('cookie-banner')).toBeHidden();
  } finally {
    await noScript.close();
  }
});

test('a choice is asked again six months after it was made', async ({ page }) => {
  // A refusal stored seven months ago (as the browser of a visitor returning after it).
  await page.addInitScript((key) => {
    if (!window.sessionStorage.getItem('seeded')) {
      window.sessionStorage.setItem('seeded', '1');
      const made = new Date();
      made.setMonth(made.getMonth() - 7);
      window.localStorage.setItem(
        key,
        JSON.stringify({
          necessary: true,
          analytics: false,
          marketing: false,
          timestamp: made.toISOString(),
          version: '2',
        }),
      );
    }
  }, CONSENT_KEY);
  await page.goto('/livraison');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Tout accepter' }).click();
  await expect(banner).toBeHidden();
  const stored = (await storedConsent(page)) as { timestamp: string; analytics: boolean };
  expect(stored.analytics).toBe(true);
  expect(Date.now() - Date.parse(stored.timestamp)).toBeLessThan(60_000);
});
