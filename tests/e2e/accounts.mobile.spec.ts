import { expect, test } from './support/test';
import { authDialog, DEMO, signInAs, signOutFromMenu } from './support/accounts';
import { withConsentChosen } from './support/shop';

// Whole account journeys (several server actions and page loads each) on a shared machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

test('on a phone: the dialog fits, sign in, the account menu, the profile, sign out', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Connexion' }).click();
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  await page.keyboard.press('Escape');

  await signInAs(page, DEMO.verifiedPro);
  await expect(page.getByTestId('verified-pro-badge')).toBeVisible();
  await page.getByTestId('account-menu').filter({ visible: true }).click();
  await page.getByRole('menuitem', { name: 'Mon profil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Mon profil' })).toBeVisible();
  await expect(page.getByLabel('Raison sociale')).toHaveValue('Atelier Benali Peinture');
  // The page itself, once the sign-in toast has gone (the toaster's colours are the frame's).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await signOutFromMenu(page);
  await expect(page).toHaveURL(/\/$/);
});
