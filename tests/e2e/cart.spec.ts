/**
 * The cart on the server's terms: live stock checks with the spec's messages, every kind of
 * promo code, carriers and dangerous goods, and a tampered local cart that still shows the
 * server's prices.
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

type Product = { id: string; name: string; slug: string; price: number; stock: number };

/** One product of the demo data that is shown, without variants, matching `where`. */
async function product(where: string): Promise<Product> {
  const rows = await queryDb<Product>(
    `select p.id, p.name, p.slug, p.price_ttc as price, p.stock_quantity as stock
     from products p where p.is_active and p.visible_in_frontend and not p.has_variants
       and ${where} order by p.slug limit 1`,
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const lowStock = () =>
  product(
    `not p.unlimited_stock and p.stock_quantity between 2 and 5 and p.transport_class = 'none'`,
  );
const ordinary = () =>
  product(`p.unlimited_stock and p.transport_class = 'none' and p.price_ttc between 1500 and 4000`);
const aerosol = () =>
  product(`p.transport_class = 'aerosol' and (p.unlimited_stock or p.stock_quantity > 2)`);

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

test('a visitor adding beyond the stock reads the spec’s messages, and the quantity is adjusted', async ({
  page,
}) => {
  const p = await lowStock();
  await seedLocalCart(page, [localCartLine(p, p.stock)]);
  await page.goto(`/product/${p.slug}`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Stock insuffisant').first()).toBeVisible();
  await expect(
    page.getByText(
      `Seulement ${p.stock} article(s) en stock pour ${p.name}. Vous en avez déjà ${p.stock} dans votre panier.`,
    ),
  ).toBeVisible();
  await expect(byTestId(page, 'cart-count').first()).toHaveText(String(p.stock));

  await page.goto('/cart');
  const quantity = page.getByRole('spinbutton', { name: `Quantité de ${p.name}`, exact: true });
  await expect(quantity).toHaveValue(String(p.stock));
  await page.getByRole('button', { name: `Diminuer la quantité de ${p.name}` }).click();
  await expect(quantity).toHaveValue(String(p.stock - 1));
  await quantity.fill(String(p.stock + 3));
  await expect(page.getByText('Quantité ajustée').first()).toBeVisible();
  await expect(
    page.getByText(
      `Seulement ${p.stock} article(s) en stock pour ${p.name}. Vous en avez déjà ${p.stock - 1} dans votre panier.`,
    ),
  ).toBeVisible();
  await expect(quantity).toHaveValue(String(p.stock));
  // Said under the line too, not only in the passing toast.
  await expect(byTestId(page, 'cart-line-limit')).toHaveText(
    `Quantité ramenée à ${p.stock} : c'est tout le stock disponible.`,
  );
  await expect(byTestId(page, 'cart-subtotal')).toHaveText(euros(p.price * p.stock));
});

test('the product page says how few are left, and a stored quantity above the stock is lowered with « Quantité ajustée »', async ({
  page,
}) => {
  const p = await lowStock();
  await page.goto(`/product/${p.slug}`);
  await expect(byTestId(page, 'product-stock')).toHaveText(`Plus que ${p.stock} en stock`);

  // A cart kept from an earlier visit asks for more than is left: the server lowers the line.
  await seedLocalCart(page, [localCartLine(p, p.stock + 4)]);
  await page.goto('/cart');
  // The cart's first load checks the lines with the server: slow under a loaded machine.
  await expect(page.getByText('Quantité ajustée', { exact: true }).last()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(`${p.name} : quantité ramenée à ${p.stock}.`).last()).toBeVisible();
  const quantity = page.getByRole('spinbutton', { name: `Quantité de ${p.name}`, exact: true });
  await expect(quantity).toHaveValue(String(p.stock));
  await expect(byTestId(page, 'cart-subtotal')).toHaveText(euros(p.price * p.stock));
});

test('each kind of promo code changes the totals, with the spec’s toasts', async ({ page }) => {
  // Five codes one after the other, then axe: longer than the default budget on a busy machine.
  test.setTimeout(90_000);
  const p = await ordinary();
  await seedLocalCart(page, [localCartLine(p, 1)]);
  await page.goto('/cart');
  const subtotal = byTestId(page, 'cart-subtotal');
  const total = byTestId(page, 'cart-total');
  await expect(subtotal).toHaveText(euros(p.price));
  const shippingText = await byTestId(page, 'cart-shipping').textContent();
  const shipping = Math.round(Number(shippingText!.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
  expect(shipping).toBeGreaterThan(0);
  await expect(total).toHaveText(euros(p.price + shipping));

  const code = page.getByLabel('Code promo');
  const apply = page.getByRole('button', { name: 'Appliquer' });

  await code.fill('FAUXCODE');
  await apply.click();
  await expect(page.getByText('Code promo invalide').first()).toBeVisible();
  await expect(page.getByText("Ce code promo n'existe pas ou a expiré.").first()).toBeVisible();

  await code.fill('atelier15');
  await apply.click();
  await expect(page.getByText('Montant minimum non atteint').first()).toBeVisible();
  await expect(page.getByText('Commande minimum de 100€ requise.').first()).toBeVisible();

  await code.fill('bienvenue10');
  await apply.click();
  await expect(page.getByText('Code promo appliqué').first()).toBeVisible();
  const tenPercent = Math.round(p.price / 10);
  await expect(byTestId(page, 'cart-discount')).toHaveText(`−${euros(tenPercent)}`);
  await expect(total).toHaveText(euros(p.price - tenPercent + shipping));
  await page.getByRole('button', { name: 'Retirer le code' }).click();
  await expect(page.getByText('Code promo supprimé').first()).toBeVisible();
  await expect(total).toHaveText(euros(p.price + shipping));

  // Free shipping reads « Livraison offerte » at 0 €, not a discount plus a shipping line.
  const summary = page.getByRole('region', { name: 'Récapitulatif' });
  await code.fill('LIVRAISONOFFERTE');
  await apply.click();
  await expect(byTestId(page, 'cart-shipping')).toHaveText(euros(0));
  await expect(summary.getByText('Livraison offerte', { exact: true })).toBeVisible();
  await expect(byTestId(page, 'cart-discount')).toHaveCount(0);
  await expect(total).toHaveText(euros(p.price));
  await page.getByRole('button', { name: 'Retirer le code' }).click();

  // TOUTGRATIS: the order costs 1 €, shipping offered, the discount no more than the lines.
  await code.fill('toutgratis');
  await apply.click();
  await expect(byTestId(page, 'cart-shipping')).toHaveText(euros(0));
  await expect(summary.getByText('Livraison offerte', { exact: true })).toBeVisible();
  await expect(byTestId(page, 'cart-discount')).toHaveText(`−${euros(p.price - 100)}`);
  await expect(total).toHaveText(euros(100));
  await expect(byTestId(page, 'cart-total-ht')).toHaveText(euros(83));
  await expect(byTestId(page, 'cart-total-tva')).toHaveText(euros(17));
});

test('a fixed-amount code applies once the minimum order is reached', async ({ page }) => {
  const p = await ordinary();
  const quantity = Math.ceil(10_000 / p.price);
  await seedLocalCart(page, [localCartLine(p, quantity)]);
  await page.goto('/cart');
  await expect(byTestId(page, 'cart-subtotal')).toHaveText(euros(p.price * quantity));
  const totalBefore = await byTestId(page, 'cart-total').textContent();
  await page.getByLabel('Code promo').fill('Atelier15');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText('Code promo appliqué').first()).toBeVisible();
  await expect(byTestId(page, 'cart-discount')).toHaveText(`−${euros(1500)}`);
  const cents = (text: string | null) => Number(text!.replace(/[^\d]/g, ''));
  await expect(async () => {
    expect(cents(await byTestId(page, 'cart-total').textContent())).toBe(cents(totalBefore) - 1500);
  }).toPass();
});

test('a cart with an aerosol does not offer the carriers that refuse aerosols', async ({
  page,
}) => {
  const spray = await aerosol();
  const plain = await ordinary();
  await seedLocalCart(page, [localCartLine(plain, 1)]);
  await page.goto('/cart');
  await expect(byTestId(page, 'shipping-carrier')).toContainText('Mondial Relay');
  await expect(byTestId(page, 'shipping-excluded')).toHaveCount(0);

  await page.goto(`/product/${spray.slug}`);
  // The page promises the road carrier's delay only (the checkout's carriers for an aerosol).
  await expect(page.getByText('Livraison en 3 à 6 jours ouvrés en France')).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Produit ajouté au panier').first()).toBeVisible();
  await page.goto('/cart');
  await expect(byTestId(page, 'cart-line')).toHaveCount(2);
  await expect(byTestId(page, 'shipping-carrier')).toContainText(
    'Messagerie routière (marchandises dangereuses)',
  );
  const excluded = byTestId(page, 'shipping-excluded');
  await expect(excluded).toContainText(
    "Colissimo Domicile ne transporte pas les aérosols (UN1950) : ce transporteur n'est pas proposé pour ce panier.",
  );
  await expect(excluded).toContainText('Mondial Relay – Point Relais ne transporte pas');
  await expect(page.getByTestId('shipping-options')).toHaveCount(0);
});

test('a local cart whose prices and names were edited still shows the server’s', async ({
  page,
}) => {
  const p = await ordinary();
  const colour = (
    await queryDb<{ id: string }>(
      `select c.id from paint_colors c join paint_manufacturers m on m.id = c.manufacturer_id
       where c.color_code = 'QNG' and m.slug = 'renault'`,
    )
  )[0]!;
  await seedLocalCart(page, [
    localCartLine(p, 2, { price: 0.01, name: 'Produit gratuit' }),
    {
      id: `${colour.id}-peinture-pot:water:1`,
      productId: colour.id,
      variantId: 'peinture-pot:water:1',
      name: 'Pot offert',
      price: 0,
      quantity: 1,
      isColorProduct: true,
    },
    {
      id: 'abc-default',
      productId: 'abc',
      variantId: null,
      name: 'Inconnu',
      price: 1,
      quantity: 1,
    },
  ]);
  await page.goto('/cart');
  const rows = byTestId(page, 'cart-line');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).getByTestId('cart-line-name')).toHaveText(p.name);
  await expect(rows.nth(0).getByTestId('cart-line-total')).toHaveText(euros(p.price * 2));
  await expect(rows.nth(1).getByTestId('cart-line-name')).toContainText(
    'Renault QNG Blanc Glacier',
  );
  await expect(rows.nth(1).getByTestId('cart-line-total')).toHaveText(euros(4500));
  await expect(rows.nth(2).getByTestId('cart-line-message')).toHaveText(
    "Article illisible : il n'est pas compté dans le total.",
  );
  await expect(byTestId(page, 'cart-subtotal')).toHaveText(euros(p.price * 2 + 4500));
  await expect(page.getByText('Produit gratuit')).toHaveCount(0);
});
