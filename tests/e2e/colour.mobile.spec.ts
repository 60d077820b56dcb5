/**
 * The colour page on a phone: the configurator and the calculator are usable (the page's axe
 * scan, in this state, is tests/e2e/accessibility.spec.ts).
 */
import { expect, test } from './support/test';

test('a phone shopper configures an aerosol from the coverage calculator', async ({ page }) => {
  await page.goto('/catalogue-couleur/auto/renault/qng-blanc-glacier');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Renault QNG Blanc Glacier' }),
  ).toBeVisible();
  await expect(page.getByTestId('prix-ttc')).toHaveText('29,90 €');

  await page.getByLabel('Longueur du dégât (cm)').fill('25');
  await page.getByLabel('Largeur (cm, facultatif)').fill('10');
  await expect(page.getByText('Nous vous conseillons : 1 × Bombe aérosol 400 ml')).toBeVisible();
  await page.getByRole('button', { name: 'Choisir cette suggestion' }).click();
  await expect(page.getByLabel('Volume')).toHaveValue('400ml');
  await expect(page.getByTestId('prix-ttc')).toHaveText('26,90 €');
});
