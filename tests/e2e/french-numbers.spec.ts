/**
 * Numbers the French way on the pages a shopper walks through (issue 14): « 0,5 L », « 400 ml »,
 * « 1,2 kg », « 12,50 € », never « 0.5 L » — home, a category listing, a product page with
 * volumes, a colour page, the search results, the colour results and the cart. The check itself
 * is unit-tested (tests/unit/english-decimal.test.ts) and runs on every page of every journey
 * (support/test.ts); here it also runs after the toast and on the cart holding a « 0,5 L » pot.
 */
import { expect, test } from './support/test';
import { expectFrenchNumbers } from './support/shop';
import { listingCase, queryDb, withConsentChosen } from './support/catalogue';

const COLOUR = '/catalogue-couleur/auto/renault/nv906-gris-aluminium';

test('no page of the shopping journey writes a decimal point before a unit', async ({ page }) => {
  test.setTimeout(120_000);
  await withConsentChosen(page);
  const listing = await listingCase();
  // A product sold in several volumes (« 0,5 L », « 1 L »…).
  const [product] = await queryDb<{ slug: string; name: string }>(
    `select p.slug, p.name from products p
     where p.is_active and p.visible_in_frontend and p.has_variants
       and exists (select 1 from product_variants v
                   where v.product_id = p.id and v.is_active and v.variant_name ~ '\\d[.,]\\d')
     order by p.slug limit 1`,
  );
  expect(product).toBeDefined();

  const pages = [
    '/',
    `/produits/categorie/${listing.category.slug}`,
    `/product/${product!.slug}`,
    `/catalog?search=${encodeURIComponent(product!.name.split(' ')[0]!)}`,
    '/couleurs-recherche?q=NV906',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await expectFrenchNumbers(page);
  }

  // The colour page, then the cart holding its « 0,5 L » pot.
  await page.goto(COLOUR);
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await expect(page.getByText(/0,5 L ajoutée au panier\./).last()).toBeVisible();
  await expectFrenchNumbers(page);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-subtotal')).toContainText('€');
  await expect(page.getByTestId('cart-line').first()).toContainText('0,5 L');
  await expectFrenchNumbers(page);
});
