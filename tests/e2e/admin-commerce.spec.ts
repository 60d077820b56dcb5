/**
 * The admin's promotions and delivery rates, seen from the shop: a code the admin creates works
 * in a visitor's cart at once; a rate the admin changes is what the product page's JSON-LD and
 * the Google Shopping feed announce at once (and is put back). French field errors. Each test
 * makes its own data (support/admin.ts), so the two workers share them; their axe scans are
 * tests/e2e/accessibility.spec.ts.
 */
import { expect, test, type Page } from './support/test';
import { DEMO } from './support/accounts';
import {
  advertisedRate,
  newPromotion,
  signInAsAdmin,
  submitOverlappingBand,
} from './support/admin';
import { byTestId, euros, localCartLine, queryDb, seedLocalCart } from './support/catalogue';
import { signedIn } from './support/session';
import { withConsentChosen } from './support/shop';

// One admin screen and a shop page or two per test: up to 60 s on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

/** Saves the admin form on screen and waits for the French toast. */
async function save(page: Page, toast: 'Élément créé' | 'Modifications enregistrées') {
  await page
    .getByRole('button', { name: toast === 'Élément créé' ? 'Créer' : 'Enregistrer' })
    .click();
  // A save on a busy machine (the suite beside other work) may take more than the default 10 s.
  await expect(page.getByText(toast, { exact: true }).last()).toBeVisible({ timeout: 20_000 });
}

const uniqueCode = () => `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test('a new promotion: French errors on its fields, nothing saved, then created upper case and unused', async ({
  page,
}) => {
  const code = uniqueCode();
  await signInAsAdmin(page, '/admin/promotions/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle promotion' })).toBeVisible();

  // Bad input first: French messages on their fields, nothing saved.
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('é!');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Promotion de bout en bout');
  await page.getByLabel('Type de remise').selectOption('percentage');
  await page.getByLabel('Pourcentage de remise').fill('150');
  await page.getByLabel('Début de validité').fill('2026-06-10');
  await page.getByLabel('Fin de validité (incluse)').fill('2026-06-01');
  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText(/^Code invalide : de 3 à 50 lettres/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Code', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // With the code right, the value and the dates are checked: both messages at once.
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(
    page.getByText('Pourcentage invalide : un nombre entier entre 1 et 100.'),
  ).toBeVisible();
  await expect(page.getByText('La date de fin doit être le jour de début ou après.')).toBeVisible();
  expect(
    await queryDb('select 1 from promotions where code = $1', [code.toUpperCase()]),
  ).toHaveLength(0);
  await page.getByLabel('Pourcentage de remise').fill('15');
  await page.getByLabel('Début de validité').fill('2020-01-01');
  await page.getByLabel('Fin de validité (incluse)').fill('');
  await save(page, 'Élément créé');
  // Stored upper case; its page shows it unused.
  await expect(page.getByRole('heading', { level: 1, name: code.toUpperCase() })).toBeVisible();
  await expect(page.getByText('Utilisée par aucune commande.')).toBeVisible();
});

test('a promotion is found by its code with its usage; a visitor applies it in lower case; unused, it is deleted', async ({
  page,
  browser,
}) => {
  // Made in the database: creating one through the form is the test above.
  const code = uniqueCode();
  await newPromotion(code);
  // The list finds it by its code (URL state), with its usage count.
  await signInAsAdmin(page, `/admin/promotions?q=${code}&etat=active`);
  const row = page.getByRole('row').filter({ hasText: code.toUpperCase() });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: '15 %' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'En cours' })).toBeVisible();

  // A visitor (another browser context) types it in lower case in the cart.
  const [p] = await queryDb<{ id: string; name: string; slug: string; price: number }>(
    `select p.id, p.name, p.slug, p.price_ttc as price from products p
     where p.is_active and p.visible_in_frontend and not p.has_variants and p.unlimited_stock
       and p.transport_class = 'none' and p.price_ttc between 1500 and 4000
     order by p.slug limit 1`,
  );
  const visitorContext = await browser.newContext();
  try {
    const shopper = await visitorContext.newPage();
    await withConsentChosen(shopper);
    await seedLocalCart(shopper, [localCartLine(p!, 1)]);
    await shopper.goto('/cart');
    // The first page of a fresh browser hydrates slowly on a busy machine (the lines are local).
    await expect(byTestId(shopper, 'cart-subtotal')).toHaveText(euros(p!.price), {
      timeout: 30_000,
    });
    await shopper.getByLabel('Code promo').fill(code);
    await shopper.getByRole('button', { name: 'Appliquer' }).click();
    await expect(shopper.getByText('Code promo appliqué').first()).toBeVisible();
    await expect(byTestId(shopper, 'cart-discount')).toHaveText(
      `−${euros(Math.round((p!.price * 15) / 100))}`,
    );
  } finally {
    await visitorContext.close();
  }

  // Unused: it can be deleted, after confirmation.
  await row.getByRole('button', { name: `Supprimer « ${code.toUpperCase()} »` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(page.getByText('Élément supprimé', { exact: true }).last()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: code.toUpperCase() })).toHaveCount(0);
});

/** The French shipping price a product page's JSON-LD announces (first offer). */
async function jsonLdFrenchShipping(page: Page, path: string): Promise<string | undefined> {
  const html = await (await page.request.get(path)).text();
  for (const match of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    const parsed = JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[];
    const data = [parsed].flat().find((d) => d['@type'] === 'Product');
    if (!data) continue;
    // One offer is written as an object, several as an array.
    const offers = [data.offers].flat() as { shippingDetails?: Array<Record<string, never>> }[];
    const france = offers[0]?.shippingDetails?.find(
      (s: { shippingDestination?: { addressCountry?: string } }) =>
        s.shippingDestination?.addressCountry === 'FR',
    ) as { shippingRate: { value: string } } | undefined;
    return france?.shippingRate.value;
  }
  return undefined;
}

/** The feed's standard shipping to France at this price (« 8.37 »). */
const feedFrance = (value: string) =>
  `<g:country>FR</g:country><g:service>Standard</g:service><g:price>${value} EUR</g:price>`;

async function setRatePrice(page: Page, id: string, price: string) {
  await page.goto(`/admin/delivery/${id}`);
  await page.getByLabel('Prix (€ TTC)').fill(price);
  await save(page, 'Modifications enregistrées');
}

test('the admin changes a rate: the product JSON-LD and the Google Shopping feed follow at once', async ({
  page,
}) => {
  const rate = await advertisedRate();
  const [product] = await queryDb<{ slug: string }>(
    `select p.slug from products p
     where p.is_active and p.visible_in_frontend and not p.has_variants
       and p.price_ttc < ${rate.free ?? 2_000_000_000} order by p.slug limit 1`,
  );
  const path = `/product/${encodeURIComponent(product!.slug)}`;
  const before = (rate.price / 100).toFixed(2);
  // Warm the caches with today's price.
  expect(await jsonLdFrenchShipping(page, path)).toBe(before);
  const feed = async () => (await page.request.get('/google-shopping-feed.xml')).text();
  expect(await feed()).toContain(feedFrance(before));

  const changed = rate.price === 837 ? '8,38' : '8,37';
  const changedValue = changed.replace(',', '.');
  await signedIn(page, DEMO.admin.email);
  try {
    await setRatePrice(page, rate.id, changed);
    // The very next reads: no waiting for a cache to age.
    expect(await jsonLdFrenchShipping(page, path)).toBe(changedValue);
    const xml = await feed();
    expect(xml).toContain(feedFrance(changedValue));
    expect(xml).not.toContain(feedFrance(before));
  } finally {
    // Other journeys read this rate: put it back (through the admin, so the caches follow).
    await setRatePrice(page, rate.id, (rate.price / 100).toFixed(2).replace('.', ','));
  }
  expect(await jsonLdFrenchShipping(page, path)).toBe(before);
  expect(await feed()).toContain(feedFrance(before));
});

test('a band overlapping another of the same carrier and zone is refused in French on its fields', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/delivery/new');
  await submitOverlappingBand(page, 'douze');
  await expect(
    page.getByText('Prix invalide : saisissez un montant en euros, par exemple « 12,50 ».'),
  ).toBeVisible();
  await page.getByLabel('Prix (€ TTC)').fill('3,50');
  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({
        hasText: /^Cette tranche chevauche la tranche .* g de ce transporteur pour cette zone/,
      })
      .first(),
  ).toBeVisible();
  await expect(page.getByLabel('Poids maximum (g, inclus)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('the carriers: one carrier’s page with its dangerous goods; a new one refused in French', async ({
  page,
}) => {
  const rate = await advertisedRate();
  await signInAsAdmin(page, '/admin/carriers');
  await page.getByRole('link', { name: rate.carrier, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: rate.carrier })).toBeVisible();
  await expect(page.getByLabel('Aérosols (UN1950)')).toBeVisible();
  await page.goto('/admin/carriers/new');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('Pas Valide');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Transporteur refusé');
  await page.getByLabel('Préparation minimum (jours ouvrés)').fill('5');
  await page.getByLabel('Préparation maximum (jours ouvrés)').fill('2');
  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText(/^Code invalide : lettres minuscules sans accent/)).toBeVisible();
  await expect(page.getByText('Le maximum doit être supérieur ou égal au minimum.')).toBeVisible();
});
