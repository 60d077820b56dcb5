/**
 * Helpers of the catalogue journeys: database facts (the seeded demo catalogue the app under
 * test reads), cookie choice made beforehand, axe check, and the shared shopping journey.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { formatCents } from '../../../lib/money';
import { queryDb } from './shop';

// The shop-wide helpers, for the catalogue journeys that import everything from here.
export {
  expectNoSeriousA11yViolation,
  localCartLine,
  queryDb,
  seedLocalCart,
  withConsentChosen,
} from './shop';

export const PAGE_SIZE = 12;

/**
 * Elements by test id, visible ones only: with Cache Components the page navigated away from
 * stays in the document (hidden, React Activity) and would match too.
 */
export function byTestId(page: Page, id: string): Locator {
  return page.getByTestId(id).filter({ visible: true });
}

const SHOWN = 'p.is_active and p.visible_in_frontend';

/** The price a card or the product page shows for an amount in cents. */
export const euros = (cents: number) => formatCents(cents);

export type ListingCase = {
  category: { slug: string; name: string; section: string };
  brand: { slug: string; name: string };
  minCents: number;
  maxCents: number;
  expected: number;
};

/**
 * The category and brand with the most products (more than one page), and a price range that
 * leaves out the dearest one but still needs a second page.
 */
export async function listingCase(): Promise<ListingCase> {
  const [best] = await queryDb<{
    slug: string;
    name: string;
    section: string;
    brand_slug: string;
    brand_name: string;
    prices: number[];
  }>(
    `select c.slug, c.name, c.section::text as section, b.slug as brand_slug, b.name as brand_name,
       array_agg(coalesce((select min(v.price_ttc) from product_variants v where v.product_id = p.id and v.is_active and p.has_variants), p.price_ttc)) as prices
     from categories c join product_tags pt on pt.category_id = c.id
     join products p on p.id = pt.product_id and ${SHOWN}
     join brands b on b.id = p.brand_id
     group by c.slug, c.name, c.section, b.slug, b.name
     having count(*) > $1 + 1 order by count(*) desc, c.slug limit 1`,
    [PAGE_SIZE],
  );
  if (!best) throw new Error('le catalogue de démonstration n’a aucune catégorie sur deux pages');
  const prices = [...best.prices].sort((a, b) => a - b);
  const minCents = Math.floor((prices[0] as number) / 100) * 100;
  const maxCents = Math.floor((prices[prices.length - 1] as number) / 100) * 100 - 1;
  const expected = prices.filter((p) => p >= minCents && p <= maxCents).length;
  return {
    category: { slug: best.slug, name: best.name, section: best.section },
    brand: { slug: best.brand_slug, name: best.brand_name },
    minCents,
    maxCents,
    expected,
  };
}

type Variant = { id: string; name: string; reference: string | null; priceTtc: number };

export type VariantCase = {
  category: { slug: string; name: string };
  product: { slug: string; name: string };
  /** The variant the page opens on (the default one) and an in-stock one at another price. */
  initial: Variant;
  target: Variant;
};

/** A shown product with at least two in-stock variants at different prices, and its category. */
export async function variantCase(): Promise<VariantCase> {
  const rows = await queryDb<{
    slug: string;
    name: string;
    category_slug: string;
    category_name: string;
    id: string;
    variant_name: string;
    reference_code: string | null;
    price_ttc: number;
    stock_quantity: number;
    is_default: boolean;
  }>(
    `with candidates as (
       select p.id from products p join product_variants v on v.product_id = p.id and v.is_active
       where ${SHOWN} and p.has_variants and (v.stock_quantity > 3 or p.unlimited_stock)
       group by p.id having count(distinct v.price_ttc) >= 2 order by p.id limit 1)
     select p.slug, p.name, c.slug as category_slug, c.name as category_name, v.id, v.variant_name,
       coalesce(v.reference_code, p.reference_code) as reference_code, v.price_ttc,
       case when p.unlimited_stock then 999 else v.stock_quantity end as stock_quantity, v.is_default
     from candidates k join products p on p.id = k.id
     join product_variants v on v.product_id = p.id and v.is_active
     join lateral (select c.slug, c.name from product_tags pt join categories c on c.id = pt.category_id
       where pt.product_id = p.id order by c.position limit 1) c on true
     order by v.is_default desc, v.position, v.price_ttc`,
  );
  const variant = (r: (typeof rows)[number]): Variant => ({
    id: r.id,
    name: r.variant_name,
    reference: r.reference_code,
    priceTtc: r.price_ttc,
  });
  const first = rows[0];
  const target = rows
    .slice(1)
    .find((r) => r.stock_quantity > 3 && r.price_ttc !== first?.price_ttc);
  if (!first || !target)
    throw new Error('aucun produit à variantes dans le catalogue de démonstration');
  return {
    category: { slug: first.category_slug, name: first.category_name },
    product: { slug: first.slug, name: first.name },
    initial: variant(first),
    target: variant(target),
  };
}

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await byTestId(page, 'card-price').allInnerTexts();
  return texts.map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.')));
}

/**
 * The filter panel, opened if folded (phones). Retried: on wide screens the page opens it
 * itself once hydrated, which can race with a click on its summary.
 */
export async function openFilters(page: Page): Promise<Locator> {
  const panel = byTestId(page, 'listing-filters');
  const apply = panel.getByRole('button', { name: 'Appliquer' });
  await expect(async () => {
    if (!(await panel.evaluate((d: HTMLDetailsElement) => d.open))) {
      await panel.locator('summary').click();
    }
    await expect(apply).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return panel;
}

/**
 * On a category page: filter by brand and price, sort by price, go to page 2 and open the
 * first product there. Checks counts and order along the way.
 */
export async function filterSortAndPage(page: Page, c: ListingCase) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.category.name);
  const panel = await openFilters(page);
  await panel.getByRole('checkbox', { name: new RegExp(`^${c.brand.name}`) }).check();
  await panel.getByLabel('Prix minimum').fill(String(c.minCents / 100));
  await panel.getByLabel('Prix maximum').fill((c.maxCents / 100).toFixed(2));
  await panel.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/produits/categorie/${c.category.slug}\\?marque=${c.brand.slug}&prix_min=`),
  );
  await expect(byTestId(page, 'result-count')).toContainText(`${c.expected} produits`);

  // The sort applies as soon as it is chosen: no « Trier » button once the page runs.
  await expect(byTestId(page, 'listing-sort').getByRole('button')).toHaveCount(0);
  await page.getByLabel('Trier par').selectOption('prix-croissant');
  await expect(page).toHaveURL(/tri=prix-croissant/);
  await expect(byTestId(page, 'result-count')).toContainText(`${c.expected} produits`);
  const first = await cardPrices(page);
  expect(first).toHaveLength(PAGE_SIZE);
  expect(first).toEqual([...first].sort((a, b) => a - b));
  expect(Math.max(...first)).toBeLessThanOrEqual(c.maxCents / 100);

  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(byTestId(page, 'result-count')).toContainText('Page 2 sur');
  const second = await cardPrices(page);
  expect(second).toHaveLength(Math.min(PAGE_SIZE, c.expected - PAGE_SIZE));
  expect(Math.min(...second)).toBeGreaterThanOrEqual(Math.max(...first));

  const card = byTestId(page, 'product-card').first();
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

/** From any catalogue page: the catalogue filtered on the category, then the product's card. */
export async function openVariantProduct(page: Page, v: VariantCase) {
  await page
    .getByRole('navigation', { name: "Fil d'Ariane" })
    .getByRole('link', { name: 'Catalogue' })
    .click();
  await expect(page).toHaveURL(/\/catalogue$/);
  const panel = await openFilters(page);
  await panel.getByRole('checkbox', { name: new RegExp(`^${v.category.name}`) }).check();
  await panel.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page).toHaveURL(new RegExp(`categorie=${v.category.slug}`));
  await page.getByRole('link', { name: v.product.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(v.product.name);
}

/**
 * On the product page of `v`: pick the second variant (price and reference change, the URL
 * says which), reload (server-rendered on that variant), add it twice, go to the cart through
 * the header badge, change the quantity, remove the line, see the empty state.
 */
export async function pickVariantAndBuy(page: Page, v: VariantCase) {
  const { initial: first, target: second } = v;
  const price = byTestId(page, 'product-price');
  await expect(price).toHaveText(`${euros(first.priceTtc)} TTC`);
  if (first.reference)
    await expect(byTestId(page, 'product-reference')).toHaveText(`Réf. ${first.reference}`);

  await page
    .getByRole('group', { name: 'Choisir le format' })
    .getByText(second.name, { exact: true })
    .click();
  await expect(price).toHaveText(`${euros(second.priceTtc)} TTC`);
  if (second.reference) {
    await expect(byTestId(page, 'product-reference')).toHaveText(`Réf. ${second.reference}`);
  }
  await expect(page).toHaveURL(new RegExp(`/product/${v.product.slug}\\?variante=${second.id}$`));

  await page.reload();
  await expect(price).toHaveText(`${euros(second.priceTtc)} TTC`);
  await expect(page.getByRole('radio', { name: new RegExp(second.name) })).toBeChecked();

  const add = page.getByRole('button', { name: 'Ajouter au panier' });
  await add.click();
  await expect(page.getByText('Produit ajouté au panier').first()).toBeVisible();
  await add.click();
  const badge = byTestId(page, 'cart-count');
  await expect(badge.first()).toHaveText('2');

  await page
    .getByRole('link', { name: /^Panier/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  const lines = byTestId(page, 'cart-line');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(v.product.name);
  await expect(lines.first().getByTestId('cart-line-variant')).toHaveText(second.name);
  const quantity = page.getByRole('spinbutton', {
    name: `Quantité de ${v.product.name}`,
    exact: true,
  });
  await expect(quantity).toHaveValue('2');
  await expect(byTestId(page, 'cart-line-total')).toHaveText(euros(second.priceTtc * 2));

  await page.getByRole('button', { name: `Augmenter la quantité de ${v.product.name}` }).click();
  await expect(quantity).toHaveValue('3');
  await expect(byTestId(page, 'cart-line-total')).toHaveText(euros(second.priceTtc * 3));
  await expect(byTestId(page, 'cart-subtotal')).toHaveText(euros(second.priceTtc * 3));
  await expect(badge.first()).toHaveText('3');

  await page.getByRole('button', { name: `Retirer ${v.product.name} du panier` }).click();
  await expect(page.getByText('Produit retiré').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir le catalogue' })).toHaveAttribute(
    'href',
    '/catalogue',
  );
  await expect(badge).toHaveCount(0);
}

export type PlainColour = { id: string; code: string; name: string; maker: string };

/** The first active automotive colour of one tone (no « + » in its name). */
export async function plainAutoColour(): Promise<PlainColour> {
  const [colour] = await queryDb<PlainColour>(
    `select c.id, c.color_code as code, c.color_name as name, m.slug as maker
     from paint_colors c join paint_manufacturers m on m.id = c.manufacturer_id
     where c.is_active and c.category = 'auto' and c.color_name not like '%+%' order by c.color_code limit 1`,
  );
  return colour!;
}

/**
 * Two custom paint lines as the browser stores them: a 1 L water-based pot of `colour` (its
 * stored price and name deliberately not the server's) and two varnish pens, which have no
 * colour, no product page and no picture.
 */
export function customPaintLines(colour: PlainColour): object[] {
  return [
    {
      id: `${colour.id}-peinture-pot:water:1`,
      productId: colour.id,
      variantId: 'peinture-pot:water:1',
      name: `Peinture en pot ${colour.code} ${colour.name} – Hydro (à l'eau) – 1 L`,
      price: 54.9,
      quantity: 1,
      image: null,
      variant: '1 L',
      referenceCode: colour.code,
      slug: 'ignored-for-colours',
      isColorProduct: true,
      colorData: {
        color_code: colour.code,
        color_name: colour.name,
        manufacturer_slug: colour.maker,
        manufacturer_name: 'Constructeur',
        category: 'auto',
      },
      packaging_type: 'pot',
      volume_liters: 1,
      weight_kg: 0.5,
      paintType: 'water',
    },
    {
      id: 'stylo-vernis-vernis:0.02',
      productId: 'stylo-vernis',
      variantId: 'vernis:0.02',
      name: 'Stylo vernis – Vernis de finition – 20ml',
      price: 9.95,
      quantity: 2,
      isColorProduct: true,
      colorData: null,
      packaging_type: 'stylo',
      volume_liters: 0.02,
      paintType: 'vernis',
    },
  ];
}
