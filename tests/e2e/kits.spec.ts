/**
 * Repair kits (issue 41 §3): « add a kit » from a colour page to the cart, where the server
 * prices it (the same price as the card) and lists its content. Price rule, derived stock,
 * order-time stock and admin CRUD are proved in tests/integration/repair-kits*.test.ts.
 */
import { expect, test } from './support/test';

const QNG = '/catalogue-couleur/auto/renault/qng-blanc-glacier';

test('a scratch kit for QNG goes from the colour page to the cart with its content', async ({
  page,
}) => {
  await page.goto(QNG);
  const kit = page.getByRole('article', { name: 'Kit retouche rayure pour QNG' });
  await expect(kit).toContainText('Contenu du kit');
  await expect(kit).toContainText('1 × Peinture en bombe Renault QNG Blanc Glacier');
  await expect(kit).toContainText('1 × Vernis 2K brillant en aérosol 400 ml');
  const price = (await kit.getByText(/^\d+,\d{2}\s€$/).textContent())!.trim();
  await kit.getByRole('button', { name: 'Ajouter le kit au panier' }).click();
  await expect(
    page.getByText('Kit retouche rayure pour QNG (Blanc Glacier) ajouté au panier.'),
  ).toBeVisible();

  await page.goto('/cart');
  const row = page.getByTestId('cart-line');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Kit retouche rayure pour QNG (Blanc Glacier)');
  await expect(row).toContainText(/Contenu : 1 × Peinture en bombe .*Ruban de masquage/);
  await expect(row.getByTestId('cart-line-total')).toHaveText(price);
});
