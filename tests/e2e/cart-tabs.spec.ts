/**
 * Two tabs of the shop keep one cart (issue 14): a change made in one — quantity, promo code,
 * a line added, a line removed, the cart emptied — shows in the other without a reload.
 */
import { expect, test } from './support/test';
import {
  byTestId,
  euros,
  localCartLine,
  queryDb,
  seedLocalCart,
  withConsentChosen,
} from './support/catalogue';

type Product = { id: string; name: string; slug: string; price: number };

test('a change in one tab shows in the other at once', async ({ page: first, context }) => {
  test.setTimeout(90_000);
  const [p, q] = await queryDb<Product>(
    `select p.id, p.name, p.slug, p.price_ttc as price from products p
     where p.is_active and p.visible_in_frontend and not p.has_variants and p.unlimited_stock
       and p.transport_class = 'none' and p.price_ttc between 1500 and 4000
     order by p.slug limit 2`,
  );
  expect(q).toBeDefined();
  await withConsentChosen(first);
  await seedLocalCart(first, [localCartLine(p!, 1)]);
  await first.goto('/cart');
  const second = await context.newPage();
  await withConsentChosen(second);
  await second.goto('/cart');

  const quantity = (page: typeof first, name: string) =>
    page.getByRole('spinbutton', { name: `Quantité de ${name}`, exact: true });
  // A cart's first load checks its lines with the server: slow under a loaded machine.
  await expect(quantity(second, p!.name)).toHaveValue('1', { timeout: 30_000 });

  // A quantity raised in the first tab.
  await first.getByRole('button', { name: `Augmenter la quantité de ${p!.name}` }).click();
  await expect(quantity(first, p!.name)).toHaveValue('2');
  await expect(quantity(second, p!.name)).toHaveValue('2');
  await expect(byTestId(second, 'cart-subtotal')).toHaveText(euros(p!.price * 2));

  // A promo code applied in the second tab.
  await second.getByLabel('Code promo').fill('bienvenue10');
  await second.getByRole('button', { name: 'Appliquer' }).click();
  await expect(byTestId(second, 'cart-discount')).toBeVisible();
  await expect(byTestId(first, 'cart-discount')).toHaveText(
    `−${euros(Math.round((p!.price * 2) / 10))}`,
  );

  // A line added from a product page in the first tab (which drops the code, spec section 5).
  await first.goto(`/product/${q!.slug}`);
  await first.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(byTestId(second, 'cart-line')).toHaveCount(2);
  await expect(quantity(second, q!.name)).toHaveValue('1');
  await expect(byTestId(second, 'cart-discount')).toHaveCount(0);

  // A line removed in the second tab: the first tab's header counts again.
  await second.getByRole('button', { name: `Retirer ${q!.name} du panier` }).click();
  await expect(byTestId(first, 'cart-count').first()).toHaveText('2');

  // The cart emptied in the second tab.
  await first.goto('/cart');
  await expect(quantity(first, p!.name)).toHaveValue('2', { timeout: 30_000 });
  await second.getByRole('button', { name: 'Vider le panier' }).click();
  await expect(byTestId(first, 'cart-empty')).toBeVisible();
  await expect(byTestId(first, 'cart-count')).toHaveCount(0);
});
