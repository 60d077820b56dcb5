/**
 * Shade variants (issue 41 §1): a signed-in buyer chooses « plus claire » of Peugeot EWP on the
 * colour page (« standard » preselected), orders by transfer and finds the variant on the
 * account order page. The server's check, the order snapshot, the invoice and the e-mail are
 * proven by tests/integration/shade-variants.test.ts.
 */
import { byTestId } from './support/catalogue';
import { uniqueEmail } from './support/accounts';
import { createCustomer, signedIn } from './support/session';
import { queryDb, withConsentChosen } from './support/shop';
import { expect, test } from './support/test';

test('a buyer chooses the « plus claire » variant and finds it on the order', async ({ page }) => {
  const email = uniqueEmail('variante');
  const id = await createCustomer(email);
  await queryDb(
    `insert into addresses (user_id, label, first_name, last_name, address_line1, city,
       postal_code, is_default)
     values ($1, 'Atelier', 'Lucie', 'Carrossier', '8 avenue Jean Jaurès', 'Lyon', '69007', true)`,
    [id],
  );
  await signedIn(page, email);
  await withConsentChosen(page);

  await page.goto('/catalogue-couleur/auto/peugeot/ewp-blanc-banquise');
  const shades = page.getByRole('group', { name: 'Variante de teinte' });
  await expect(shades.getByRole('radio', { name: /^standard/ })).toBeChecked();
  // The radios are visually hidden under their cards (as the product types): click the card.
  await shades.getByText('plus claire', { exact: true }).click();
  await expect(shades.getByRole('radio', { name: /^plus claire/ })).toBeChecked();
  await page.getByLabel('Type de peinture').selectOption('water');
  await page.getByLabel('Volume').selectOption('0.5 L');
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await expect(
    page.getByText(/variante plus claire \(EWP-V1\).*ajoutée au panier\./).first(),
  ).toBeVisible();

  await page.goto('/checkout');
  await expect(byTestId(page, 'checkout-line')).toHaveCount(1, { timeout: 30_000 });
  await expect(byTestId(page, 'checkout-line')).toContainText('variante plus claire (EWP-V1)');
  await expect(page.getByRole('radio', { name: /Atelier/ })).toBeChecked();
  await page.getByLabel(/exclue du droit de rétractation de 14 jours/).check();
  await page.getByLabel(/J'ai lu et j'accepte les conditions générales de vente/).check();
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();

  await expect(page).toHaveURL(/\/profile\/commandes\/NU-\d{4}-\d{6}\?confirmation=1$/);
  await expect(byTestId(page, 'order-line')).toContainText('variante plus claire (EWP-V1)');
  await expect(byTestId(page, 'order-line-shade')).toHaveText(
    'Variante de teinte : plus claire (code EWP-V1)',
  );
});
