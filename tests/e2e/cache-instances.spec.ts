import { existsSync } from 'node:fs';
import { expect, test as base } from './support/test';
import { centsInput, formatCents } from '@/lib/money';
import { signInAsAdmin } from './support/admin';
import { byTestId } from './support/catalogue';
import { addDeliveryAddress, addFromProductPage } from './support/checkout';
import { uniqueEmail } from './support/mailbox';
import { SECOND_INSTANCE_URL, startSecondInstance } from './support/second-instance';
import { createCustomer, signedIn } from './support/session';
import { queryDb, withConsentChosen } from './support/shop';

/** A second instance of the build on the same database, started for this spec only. */
const INSTANCE_B = SECOND_INSTANCE_URL;

const test = base.extend<object, { instanceB: void }>({
  instanceB: [
    async ({}, provide) => {
      const server = await startSecondInstance();
      try {
        await provide();
      } finally {
        server.stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
});

// One worker for the spec's tests, one after the other: one second server on its one port.
test.describe.configure({ mode: 'default', timeout: 150_000 });

test('an order placed through instance A shows its product sold out on instance B within seconds', async ({
  page,
  browser,
}) => {
  // A plain product with a counted stock whose page was prerendered at build (a page shell on
  // disk, the newest products'), one the other journeys do not buy (the last by slug).
  const candidates = await queryDb<{ id: string; slug: string; stock: number }>(
    `select p.id, p.slug, p.stock_quantity as stock from products p
     where p.is_active and p.visible_in_frontend and not p.contains_diisocyanates
       and p.transport_class = 'none' and not p.unlimited_stock and p.stock_quantity > 20
       and not exists (select 1 from product_variants v where v.product_id = p.id)
     order by p.created_at desc, p.slug asc limit 40`,
  );
  const product = candidates
    .sort((a, b) => b.slug.localeCompare(a.slug))
    .find((p) => existsSync(`.next/server/app/product/${p.slug}.html`));
  expect(product, 'un produit dont la page est prérendue au build').toBeDefined();
  const path = `/product/${product!.slug}`;
  // Instance B shows (and keeps in its cache for hours) the page while the product is in stock.
  const context = await browser.newContext({ baseURL: INSTANCE_B, locale: 'fr-FR' });
  const pageB = await context.newPage();
  await withConsentChosen(pageB);
  await pageB.goto(path);
  await expect(byTestId(pageB, 'product-stock')).toHaveText('En stock');

  // One left: the buyer's order through instance A takes the last one.
  await queryDb('update products set stock_quantity = 1 where id = $1', [product!.id]);
  try {
    // A fresh customer signed in with the session fixture: signing up at checkout is
    // checkout.spec's subject, not this one's.
    const email = uniqueEmail('instances');
    await createCustomer(email);
    await signedIn(page, email);
    await withConsentChosen(page);
    await addFromProductPage(page, path);
    await page.goto('/checkout');
    await addDeliveryAddress(page);
    await page.getByLabel(/J'ai lu et j'accepte les conditions générales de vente/).check();
    await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
    await expect(page).toHaveURL(/\/profile\/commandes\/NU-\d{4}-\d{6}\?confirmation=1$/);

    // Instance A expired its own page (updateTag); instance B learns it from the database.
    await page.goto(path);
    await expect(byTestId(page, 'product-stock')).toHaveText('Rupture de stock');
    await expect(async () => {
      await pageB.goto(path);
      await expect(byTestId(pageB, 'product-stock')).toHaveText('Rupture de stock', {
        timeout: 1000,
      });
    }).toPass({ timeout: 8000 });
  } finally {
    await context.close();
    await queryDb('update products set stock_quantity = $2 where id = $1', [
      product!.id,
      product!.stock,
    ]);
  }
});

test('a price changed by the administrator through instance A shows on instance B within seconds', async ({
  page,
  browser,
}) => {
  // A product of its own (no other journey reads it), seen first on instance B.
  const slug = `prix-instances-${Date.now()}`;
  const [product] = await queryDb<{ id: string; slug: string; price: number }>(
    `insert into products (name, slug, price_ttc, price_ht, stock_quantity, is_active, visible_in_frontend)
     values ('Produit instances', $1, 1990, 1658, 10, true, true) returning id, slug, price_ttc as price`,
    [slug],
  );
  const path = `/product/${product!.slug}`;
  const newPrice = product!.price + 111;
  const shown = (cents: number) => formatCents(cents);
  const context = await browser.newContext({ baseURL: INSTANCE_B, locale: 'fr-FR' });
  const pageB = await context.newPage();
  await withConsentChosen(pageB);
  await pageB.goto(path);
  await expect(pageB.getByText(shown(product!.price)).first()).toBeVisible();
  // The search dropdown's answer on B, kept in its one-minute memo (issue 37 §2).
  const dropdownPrice = async () => {
    const response = await pageB.request.get(
      `/api/search?q=${encodeURIComponent('Produit instances')}`,
    );
    const body = (await response.json()) as {
      products: { items: { slug: string; priceTtc: number }[] };
    };
    return body.products.items.find((item) => item.slug === slug)?.priceTtc;
  };
  expect(await dropdownPrice()).toBe(product!.price);
  try {
    // The administrator edits the price in the admin area of instance A.
    await withConsentChosen(page);
    await signInAsAdmin(page, `/admin/products/${product!.id}`);
    // On a busy machine the form may hydrate after a first fill and put its value back: fill
    // until the field holds the new price.
    const priceBox = page.getByRole('textbox', { name: 'Prix TTC (€)', exact: true });
    await expect(async () => {
      await priceBox.fill(centsInput(newPrice));
      await expect(priceBox).toHaveValue(centsInput(newPrice), { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Modifications enregistrées').last()).toBeVisible();

    // The dropdown's memo on B follows within the 5 s.
    await expect.poll(dropdownPrice, { timeout: 5000 }).toBe(newPrice);
    await expect(async () => {
      await pageB.goto(path);
      await expect(pageB.getByText(shown(newPrice)).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 8000 });
  } finally {
    await context.close();
    // Its own product: gone, so the next run's dropdown lists only that run's one.
    await queryDb('delete from products where id = $1', [product!.id]);
  }
});

test('a page served by instance A has its Server Actions answered by instance B: one build, one set of action ids', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`,
    locale: 'fr-FR',
  });
  const page = await context.newPage();
  // A load balancer's part: every Server Action call of this page goes to instance B (as the
  // shop's public host, which a balancer keeps: the action's origin check passes).
  const answered: number[] = [];
  await page.route('**/*', async (route, request) => {
    if (request.method() !== 'POST' || !request.headers()['next-action']) return route.fallback();
    const url = new URL(request.url());
    const response = await route.fetch({
      url: `${INSTANCE_B}${url.pathname}${url.search}`,
      headers: { ...request.headers(), origin: INSTANCE_B },
    });
    answered.push(response.status());
    await route.fulfill({ response });
  });
  try {
    await page.goto('/');
    // The cookie choice is logged by a Server Action (lib/consent/actions.ts).
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Tout refuser' }).click();
    // An id instance B did not know would be refused by its proxy (404, lib/security/action-doors.ts).
    await expect.poll(() => answered).toEqual([200]);
  } finally {
    await context.close();
  }
});
