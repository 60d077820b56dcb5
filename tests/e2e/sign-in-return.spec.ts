/**
 * The page a visitor goes back to after signing in (issue 34, section 3): a `retour` that a
 * browser would read as another site — a tab, a line feed or a carriage return between two
 * slashes, a dot segment before them — never takes the signed-in visitor off the shop. Signed
 * in for real, through the dialog that `?connexion=1` opens.
 */
import { expect, test, type Page } from './support/test';
import { DEMO, authDialog, submitSignIn } from './support/accounts';
import { withConsentChosen } from './support/shop';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

/** Every request to the attacker's host is answered locally and remembered. */
async function watchEvilHost(page: Page) {
  const reached: string[] = [];
  // Matched on the host: the shop's own address carries `evil.example` in its query.
  await page.context().route(
    (url) => url.hostname === 'evil.example',
    async (route) => {
      reached.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>ailleurs</h1>' });
    },
  );
  return reached;
}

for (const retour of [
  '%2F%09%2Fevil.example',
  '%2F%0A%2Fevil.example',
  '%2F%0D%2Fevil.example',
  '%2F.%2F%2Fevil.example',
]) {
  test(`a sign-in with retour=${retour} stays on the shop`, async ({ page, baseURL }) => {
    const reached = await watchEvilHost(page);
    await page.goto(`/?connexion=1&retour=${retour}`);
    await expect(authDialog(page)).toBeVisible();
    await submitSignIn(page, DEMO.individual.email, DEMO.individual.password);
    await page.waitForLoadState('load');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByTestId('account-menu').filter({ visible: true })).toBeVisible();
    expect(reached).toEqual([]);
  });
}

test('a sign-in with a path of the shop as retour goes there', async ({ page, baseURL }) => {
  await page.goto('/?connexion=1&retour=%2Fcontact%3Fsujet%3Dlivraison');
  await expect(authDialog(page)).toBeVisible();
  await submitSignIn(page, DEMO.individual.email, DEMO.individual.password);
  await expect(page).toHaveURL(`${baseURL}/contact?sujet=livraison`);
});
