/**
 * Search journeys on a phone viewport: the full-screen search opened from the header.
 */
import { expect, test, type Locator, type Page } from './support/test';
import { withConsentChosen } from './support/shop';

test.beforeEach(async ({ page }) => {
  // A cookie choice already made: the banner stays out of the way.
  await withConsentChosen(page);
});

/** Opens the full-screen search from the header and returns its field. */
async function openSearch(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir la recherche' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recherche' });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('combobox', { name: 'Rechercher un produit ou une couleur' });
  await expect(box).toBeFocused();
  return box;
}

function colours(page: Page): Locator {
  return page
    .getByRole('listbox', { name: 'Suggestions' })
    .getByRole('group', { name: /^Couleurs/ })
    .getByRole('option');
}

test('« QNG » in the full-screen search: the Renault colour first, opened by a tap', async ({
  page,
}) => {
  const box = await openSearch(page);
  await box.fill('QNG');
  await expect(colours(page).first()).toContainText('Renault');
  await expect(colours(page).first()).toContainText('QNG');
  await colours(page).first().tap();
  await expect(page).toHaveURL(/\/catalogue-couleur\/auto\/renault\/qng-blanc-glacier$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('« blanc nacre » and « MOLZ » in the full-screen search', async ({ page }) => {
  const box = await openSearch(page);
  await box.fill('blanc nacre');
  await expect(colours(page).first()).toContainText(/Blanc.*Nacré/);
  await box.fill('MOLZ');
  await expect(colours(page).first()).toContainText('M0LZ');
  await expect(colours(page).first()).toContainText('Peugeot');
});

test('a product opened with the keyboard, then « see all results » with Enter', async ({
  page,
}) => {
  let box = await openSearch(page);
  await page.keyboard.type('vernis');
  const products = page.getByRole('group', { name: /^Produits/ }).getByRole('option');
  await expect(products.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/vernis-[a-z0-9-]+$/);

  box = await openSearch(page);
  await page.keyboard.type('vernis');
  await expect(products.first()).toBeVisible();
  await page.keyboard.press('ArrowUp');
  const active = await box.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${active}"]`)).toContainText('Voir tous les résultats');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/catalog\?search=vernis$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « vernis »');
  await expect(
    page
      .getByRole('region', { name: /produits/i })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
});
