/**
 * Professional prices on the cached pages: a verified professional reads HT first (TTC beside)
 * on a listing, a product page, a colour page, the cart and the checkout, and the server
 * charges them less than a visitor for the same cart; a professional not yet verified reads
 * retail prices and the note that verification is pending.
 */
import { expect, test, type Page } from './support/test';
import { htFromTtc } from '../../lib/money';
import { DEMO, signInAs } from './support/accounts';
import {
  byTestId,
  euros,
  localCartLine,
  queryDb,
  seedLocalCart,
  withConsentChosen,
} from './support/catalogue';

const COLOUR = '/catalogue-couleur/auto/renault/nv906-gris-aluminium';
const LISTING = '/produits/categorie/abrasifs';
const PENDING =
  "Votre compte professionnel est en cours de vérification : les prix affichés sont les prix publics. Vos prix professionnels s'appliqueront dès que votre compte sera vérifié.";

type Abrasive = { id: string; name: string; slug: string; price: number; percent: number };

/**
 * The first abrasive of the category's listing without variants nor a price of its own: its
 * professional price is the largest percentage of its brand and categories.
 */
async function abrasive(): Promise<Abrasive> {
  const rows = await queryDb<Abrasive>(
    `select p.id, p.name, p.slug, p.price_ttc as price,
       greatest(
         coalesce((select max(pp.discount_percent) from professional_prices pp
                   where pp.brand_id = p.brand_id), 0),
         coalesce((select max(pp.discount_percent) from professional_prices pp
                   join product_tags t on t.category_id = pp.category_id
                   where t.product_id = p.id), 0)) as percent
     from products p
     where p.is_active and p.visible_in_frontend and not p.has_variants
       and p.pro_price_ttc is null and (p.unlimited_stock or p.stock_quantity > 3)
       and not exists (select 1 from professional_prices pp where pp.product_id = p.id)
       and exists (select 1 from product_tags t join categories c on c.id = t.category_id
                   where t.product_id = p.id and c.slug = 'abrasifs')
     order by p.is_featured desc, p.name asc limit 1`,
  );
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  expect(row.percent).toBeGreaterThan(0);
  return row;
}

const proTtc = (p: Abrasive) => Math.round((p.price * (100 - p.percent)) / 100);

/** Empties an account's database cart (a run before may have left lines in it). */
async function emptyDatabaseCart(email: string) {
  await queryDb(`delete from cart_items where user_id = (select id from users where email = $1)`, [
    email,
  ]);
}

const seedCart = (page: Page, p: Abrasive, quantity: number) =>
  seedLocalCart(page, [localCartLine(p, quantity)]);

function card(page: Page, p: Abrasive) {
  return byTestId(page, 'product-card').filter({ hasText: p.name });
}

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

// Each journey goes through four pages and a sign-in: longer than the default 45 s on a busy
// machine.
test.describe.configure({ timeout: 90_000 });

test('a verified professional reads HT prices everywhere and pays less than a visitor', async ({
  page,
}) => {
  const p = await abrasive();
  const pro = proTtc(p);
  expect(pro).toBeLessThan(p.price);
  await emptyDatabaseCart(DEMO.verifiedPro.email);
  await seedCart(page, p, 2);

  // The same cart, priced by the server for a visitor…
  await page.goto('/cart');
  // The first page of a fresh browser hydrates slowly on a busy machine.
  await expect(byTestId(page, 'cart-subtotal')).toHaveText(euros(p.price * 2), {
    timeout: 30_000,
  });
  const visitorTotal = await byTestId(page, 'cart-total').textContent();
  const shipping = await byTestId(page, 'cart-shipping').textContent();

  // …then for the verified professional, once signed in.
  await signInAs(page, DEMO.verifiedPro);
  await expect(page.getByText('Sous-total HT', { exact: true })).toBeVisible();
  await expect(page.getByText('Prix professionnels appliqués.')).toBeVisible();
  const line = byTestId(page, 'cart-line').filter({ hasText: p.name });
  await expect(line.getByTestId('cart-line-unit')).toContainText(
    `${euros(htFromTtc(pro))} HT (${euros(pro)} TTC)`,
  );
  const proTotal = await byTestId(page, 'cart-total').textContent();
  const cents = (text: string | null) => Number(text!.replace(/[^\d]/g, ''));
  expect(cents(proTotal)).toBe(cents(visitorTotal) - (p.price - pro) * 2);
  // Every figure HT, and the column adds up: sous-total HT + livraison HT = total HT, then
  // total HT + TVA = total TTC (the same shipping, HT now).
  const figure = async (id: string) => cents(await byTestId(page, id).textContent());
  const [subHt, shipHt, totalHt, tvaCart] = [
    await figure('cart-subtotal'),
    await figure('cart-shipping'),
    await figure('cart-total-ht'),
    await figure('cart-total-tva'),
  ];
  expect(Math.abs(subHt - (pro * 2) / 1.2)).toBeLessThan(1);
  expect(Math.abs(shipHt - cents(shipping) / 1.2)).toBeLessThan(1);
  expect(subHt + shipHt).toBe(totalHt);
  // One line: its HT is the sous-total HT (its share of the rounding included).
  expect(await figure('cart-line-total')).toBe(subHt);
  expect(totalHt + tvaCart).toBe(cents(proTotal));
  // HT first, TTC beside: the HT total is the summary's first total.
  const totals = page.locator('[data-testid="cart-total-ht"], [data-testid="cart-total"]');
  await expect(totals.first()).toHaveAttribute('data-testid', 'cart-total-ht');
  await expect(page.getByTestId('pro-pending-note')).toHaveCount(0);

  // The checkout charges what the cart showed: the professional subtotal, HT first, and
  // HT + TVA = TTC to the cent.
  await page.goto('/checkout');
  const summary = byTestId(page, 'checkout-summary');
  await expect(summary.getByTestId('checkout-subtotal')).toHaveText(euros(subHt));
  await expect(summary.getByText('Prix professionnels appliqués', { exact: true })).toBeVisible();
  await expect(summary.locator('dd').nth(2)).toHaveAttribute('data-testid', 'checkout-total-ht');
  const ht = cents(await summary.getByTestId('checkout-total-ht').textContent());
  const tva = cents(await summary.getByTestId('checkout-tva').textContent());
  const ttc = cents(await summary.getByTestId('checkout-total').textContent());
  expect(ht + tva).toBe(ttc);
  expect(ttc).toBe(cents(proTotal));

  // A listing: the card shows the professional price HT first, TTC beside.
  await page.goto(LISTING);
  const price = card(page, p).locator('[data-pro-price]');
  await expect(price.getByTestId('card-price')).toHaveText(`${euros(htFromTtc(pro))} HT`);
  await expect(price).toContainText(`${euros(pro)} TTC`);

  // The product page.
  await page.goto(`/product/${p.slug}`);
  await expect(byTestId(page, 'product-price')).toHaveText(`${euros(htFromTtc(pro))} HT`);
  await expect(byTestId(page, 'product-price-ttc')).toHaveText(`${euros(pro)} TTC`);
  await expect(page.getByText(`Prix public ${euros(p.price)}`)).toBeVisible();

  // A colour page: the configurator's price HT first.
  await page.goto(COLOUR);
  const configurator = page.locator('[data-pro-price]').filter({ visible: true });
  await expect(configurator).toContainText('Prix HT');
  await expect(byTestId(page, 'prix-ht')).toHaveText(/^\d+,\d{2}\s€$/);
  await expect(byTestId(page, 'prix-ttc')).toHaveText(/^soit \d+,\d{2}\s€ TTC$/);

  await emptyDatabaseCart(DEMO.verifiedPro.email);
});

test('a professional awaiting verification reads retail prices and the pending note', async ({
  page,
}) => {
  const p = await abrasive();
  await emptyDatabaseCart(DEMO.pro.email);
  await seedCart(page, p, 1);
  await page.goto(LISTING);
  await expect(page.getByTestId('pro-pending-note')).toHaveCount(0);
  await signInAs(page, DEMO.pro);

  const note = byTestId(page, 'pro-pending-note');
  await expect(note).toHaveText(PENDING);
  await expect(card(page, p).getByTestId('card-price')).toHaveText(euros(p.price));
  await expect(page.locator('[data-pro-price]')).toHaveCount(0);

  await page.goto(`/product/${p.slug}`);
  await expect(note).toHaveText(PENDING);
  await expect(byTestId(page, 'product-price')).toHaveText(`${euros(p.price)} TTC`);

  await page.goto(COLOUR);
  await expect(note).toHaveText(PENDING);
  await expect(byTestId(page, 'prix-ttc')).toHaveText(/^\d+,\d{2}\s€$/);

  await page.goto('/cart');
  await expect(note).toHaveText(PENDING);
  await expect(byTestId(page, 'cart-subtotal')).toHaveText(euros(p.price));
  await expect(page.getByText('Prix professionnels appliqués.')).toHaveCount(0);

  await emptyDatabaseCart(DEMO.pro.email);
});
