import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import sharp from 'sharp';
import { ADMIN_SCREENS } from '@/lib/admin/nav';
import { DEMO } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { signedIn } from './support/session';
import { queryDb, withConsentChosen } from './support/shop';

/** The admin area's texts (read as a file: the e2e runner loads no JSON modules). */
const adminMessages = JSON.parse(readFileSync('messages/admin.fr.json', 'utf8')) as {
  admin: { screens: Record<string, string> };
};

// Admin journeys: sign-in, several forms and page loads each, on a shared machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

/** Every admin page the frame has, plus a form page and an edit page. */
async function adminPaths(): Promise<string[]> {
  const [brand] = await queryDb<{ id: string }>('select id from brands order by name limit 1');
  return [
    ...ADMIN_SCREENS.map((screen) => screen.href),
    '/admin/brands/new',
    `/admin/brands/${brand!.id}`,
    '/admin/tags/new',
  ];
}

test('a visitor and a customer are refused every admin page', async ({ page }) => {
  const someOrder = '/admin/orders/00000000-0000-4000-8000-000000000000';
  const paths = [...(await adminPaths()), someOrder, `${someOrder}/preparation`];
  for (const path of paths) {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(307);
    expect(answer.headers()['location']).toBe(`/?connexion=1&retour=${encodeURIComponent(path)}`);
  }
  await signedIn(page, DEMO.individual.email);
  for (const path of paths) {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(404);
    const html = await answer.text();
    expect(html, path).not.toContain('Écrans d&#x27;administration');
    expect(html, path).not.toContain('Nuancier · Administration');
  }
});

// Each admin page's accessibility scan is in tests/e2e/accessibility.spec.ts (one test each).
test('the admin frame: side navigation of the twenty screens, breadcrumb', async ({ page }) => {
  await signInAsAdmin(page);
  const nav = page
    .getByRole('navigation', { name: "Écrans d'administration" })
    .filter({ visible: true });
  for (const name of ['Marques', 'Catégories', 'Commandes'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  // Every screen of the spec is a link of the side navigation.
  for (const screen of ADMIN_SCREENS) {
    await expect(
      nav.getByRole('link', { name: adminMessages.admin.screens[screen.key], exact: true }),
    ).toHaveAttribute('href', screen.href);
  }
  await expect(nav.getByRole('listitem')).toHaveCount(ADMIN_SCREENS.length);
  // No shop category navigation in the admin area.
  await expect(
    page.getByRole('navigation', { name: /Rayons|Catégories du catalogue/ }),
  ).toHaveCount(0);

  await nav.getByRole('link', { name: 'Marques' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marques' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Marques' })).toHaveAttribute('aria-current', 'page');
  const crumbs = page.getByRole('navigation', { name: "Fil d'Ariane" });
  await expect(crumbs.getByRole('link', { name: 'Administration' })).toHaveAttribute(
    'href',
    '/admin',
  );
});

test('brands: search and sort in the URL, create, a taken slug refused, rename seen on the storefront, delete with confirmation', async ({
  page,
}) => {
  const [brand] = await queryDb<{ id: string; name: string; slug: string }>(
    `select b.id, b.name, b.slug from brands b where b.is_active
       and exists (select 1 from products p where p.brand_id = b.id and p.is_active and p.visible_in_frontend)
     order by b.name limit 1`,
  );
  await signInAsAdmin(page, '/admin/brands');
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(brand!.name.slice(0, 4));
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(
    new RegExp(`q=${encodeURIComponent(brand!.name.slice(0, 4)).replace(/%20/g, '\\+')}`),
  );
  await expect(page.getByRole('link', { name: brand!.name, exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Trier par Produits' }).click();
  await expect(page).toHaveURL(/tri=products&ordre=asc/);
  await expect(page.getByRole('columnheader', { name: /Produits/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // Create: bad input stays in the form with French messages.
  await page.goto('/admin/brands/new');
  await page.getByRole('textbox', { name: 'Slug (adresse)' }).fill(brand!.slug);
  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Le nom est obligatoire.')).toBeVisible();
  const name = `Marque essai ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(
    page.getByText('Ce slug est déjà utilisé : choisissez-en un autre.').first(),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue(name);
  await page.getByRole('textbox', { name: 'Slug (adresse)' }).fill('');
  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Élément créé').last()).toBeVisible();

  // Delete the new one, with a confirmation.
  await page.getByRole('button', { name: `Supprimer « ${name} »` }).click();
  const confirm = page.getByRole('dialog', { name: `Supprimer « ${name} » ?` });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page).toHaveURL(/\/admin\/brands$/);
  await expect(page.getByText('Élément supprimé').last()).toBeVisible();
  expect(await queryDb('select 1 from brands where name = $1', [name])).toHaveLength(0);

  // A brand in use cannot be deleted: the French refusal, and it stays.
  await page.goto(`/admin/brands/${brand!.id}`);
  await page.getByRole('button', { name: `Supprimer « ${brand!.name} »` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(/^Cette marque est utilisée par \d+ produits?/).last()).toBeVisible();

  // Renamed: the storefront's brand page and the product form's brand list (kept in the cache
  // until a brand changes, read once here before) show the new name at once.
  const brandOptions = async () => {
    await page.goto('/admin/products/new');
    return page.getByRole('combobox', { name: 'Marque' }).locator('option').allTextContents();
  };
  expect(await brandOptions()).toContain(brand!.name);
  await page.goto(`/admin/brands/${brand!.id}`);
  const renamed = `${brand!.name} Édition`;
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Modifications enregistrées').last()).toBeVisible();
  try {
    await page.goto(`/marques/${brand!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    const options = await brandOptions();
    expect(options).toContain(renamed);
    expect(options).not.toContain(brand!.name);
  } finally {
    await queryDb('update brands set name = $1 where id = $2', [brand!.name, brand!.id]);
  }
});

test('admin tables: plain links followed without reloading the page, no row prefetched', async ({
  page,
  context,
}) => {
  // The session only: the dashboard's own requests are not this test's.
  await signedIn(page, DEMO.admin.email);
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetched.push(request.url());
  });
  const rowPages = () => prefetched.filter((url) => /\/admin\/products\/[0-9a-f-]{36}/.test(url));
  // Once the network is quiet, no row on screen has been prefetched (next/link would have).
  await page.goto('/admin/products', { waitUntil: 'networkidle' });
  const rowLink = page.locator('tbody a').first();
  await expect(rowLink).toBeVisible();
  expect(rowPages()).toEqual([]);
  // A mark in the page's window: it survives only if no document is loaded again.
  await page.evaluate(() => Object.assign(window, { tableMark: 'gardé' }));
  // A modified click keeps the browser's way: a new tab, this page unchanged.
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    rowLink.click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await tab.close();
  await expect(page).toHaveURL(/\/admin\/products$/);
  // A sort header, then a row: the client router follows them.
  await page.getByRole('link', { name: 'Trier par Nom' }).click();
  await expect(page).toHaveURL(/tri=name&ordre=asc/);
  await expect(page.locator('tbody a').first()).toBeVisible();
  expect(rowPages()).toEqual([]);
  await page.locator('tbody a').first().click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { tableMark?: string }).tableMark)).toBe(
    'gardé',
  );
});

test('on a tablet the side navigation is a menu that opens', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await signInAsAdmin(page);
  const menu = page.getByRole('button', { name: "Menu de l'administration" });
  const nav = page.getByRole('navigation', { name: "Écrans d'administration" });
  // Rendered once: hidden beside the screen on a tablet until the menu opens it.
  await expect(
    page.getByRole('navigation', { name: "Écrans d'administration", includeHidden: true }),
  ).toHaveCount(1);
  await expect(nav).toBeHidden();
  // From the keyboard: Enter opens it, Escape closes it.
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await menu.click();
  await nav.getByRole('link', { name: 'Catégories' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catégories' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  // Following a link closes the menu (the frame stays across screens).
  await expect(nav).toBeHidden();
  // On a wide screen the same navigation sits beside the screen, no menu button.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(nav).toBeVisible();
  await expect(menu).toBeHidden();
});

test('products: create one with two variants and an image, seen on the storefront at once; bulk price change; CSV dry run then import', async ({
  page,
}) => {
  const name = `Produit essai admin ${Date.now()}`;
  const slug = name
    .toLowerCase()
    .replace(/ /g, '-')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  await signInAsAdmin(page, '/admin/products/new');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Prix TTC (€)', exact: true }).fill('12,5');
  await expect(page.getByText('Prix HT (€) : 10,42 €').first()).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter une variante' }).click();
  await page.getByRole('button', { name: 'Ajouter une variante' }).click();
  const variants = page.getByTestId('variant');
  await variants.nth(0).getByRole('textbox', { name: 'Nom de la variante' }).fill('1 L');
  await variants.nth(0).getByRole('textbox', { name: 'Prix TTC (€)' }).fill('24,90');
  await variants.nth(0).getByRole('textbox', { name: 'Stock' }).fill('8');
  await variants.nth(1).getByRole('textbox', { name: 'Nom de la variante' }).fill('0,5 L');
  await variants.nth(1).getByRole('textbox', { name: 'Prix TTC (€)' }).fill('abc');
  await variants.nth(1).getByRole('textbox', { name: 'Stock' }).fill('5');
  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(
    variants
      .nth(1)
      .getByText('Prix invalide : saisissez un montant en euros, par exemple « 12,50 ».'),
  ).toBeVisible();
  await variants.nth(1).getByRole('textbox', { name: 'Prix TTC (€)' }).fill('14,50');
  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });

  // An image: checked and resized by the server, shown in the admin and on the storefront.
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#b3261e' },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel('Ajouter une image')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Image ajoutée').last()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Image 1 du produit' })).toBeVisible();

  await page.goto(`/product/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('24,90 €').first()).toBeVisible();
  await expect(
    page
      .locator('img[src*="api%2Fuploads%2Fproducts"], img[src*="/api/uploads/products/"]')
      .first(),
  ).toBeVisible();

  // Bulk: -10 % on the selection; the list shows the new price at once.
  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  await page.getByRole('checkbox', { name: `Sélectionner « ${name} »` }).check();
  await expect(page.getByText('1 produit sélectionné')).toBeVisible();
  await page.getByRole('textbox', { name: 'Variation des prix (%)' }).fill('-10');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  // A price change is previewed first (tests/e2e/admin-bulk-safety.spec.ts), then confirmed.
  await page.getByRole('button', { name: 'Confirmer la variation' }).click();
  await expect(page.getByText('Sélection modifiée').last()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('22,41 €');

  // CSV: a dry run reports the wrong line and changes nothing; the fixed file is imported.
  await page.goto('/admin/products/import');
  const newSlug = `${slug}-import`;
  const bad = `slug;nom;prix_ttc;stock\n${newSlug};Import essai;9,90;3\nMauvais Slug;;douze;1\n`;
  await page
    .getByLabel('Fichier CSV')
    .setInputFiles({ name: 'produits.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await page.getByRole('button', { name: 'Vérifier (sans rien modifier)' }).click();
  await expect(page.getByTestId('import-summary')).toHaveText(
    '1 à créer, 0 à modifier, 0 inchangé(s), 1 en erreur',
  );
  await expect(page.getByRole('row', { name: /^3 / })).toContainText(
    'nom : Le nom est obligatoire.',
  );
  await page.getByRole('button', { name: 'Importer' }).click();
  await expect(page.getByText("Import refusé : rien n'a été modifié").last()).toBeVisible();
  expect(await queryDb('select 1 from products where slug = $1', [newSlug])).toHaveLength(0);
  await page.getByLabel('Fichier CSV').setInputFiles({
    name: 'produits.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`slug;nom;prix_ttc;stock\n${newSlug};Import essai;9,90;3\n`),
  });
  await page.getByRole('button', { name: 'Importer' }).click();
  await expect(page.getByText('Import terminé').last()).toBeVisible();
  await page.goto(`/product/${newSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Import essai' })).toBeVisible();
  // Other journeys count what listings and search show: the test's products leave the shop.
  await queryDb('update products set is_active = false where slug in ($1, $2)', [slug, newSlug]);
});

test('paint colours: a chart of 1,000 colours checked, imported, and one of them found on the storefront', async ({
  page,
}) => {
  const prefix = `E${Date.now().toString(36).slice(-4).toUpperCase()}`;
  // A maker of its own: other journeys read the demo makers' colour lists page by page.
  const maker = `essai-import-${prefix.toLowerCase()}`;
  await queryDb(`insert into paint_manufacturers (name, slug, category) values ($1, $2, 'auto')`, [
    `Essai import ${prefix}`,
    maker,
  ]);
  const lines = ['constructeur;code;nom;apercu_css;eau;solvant'];
  for (let i = 0; i < 1000; i += 1)
    lines.push(
      `${maker};${prefix}${String(i).padStart(3, '0')};Essai ${prefix} ${i};#${(0x100000 + i * 997).toString(16).slice(-6)};oui;oui`,
    );
  const csv = Buffer.from(lines.join('\n'));
  await signInAsAdmin(page, '/admin/paint-colors/import');
  await page
    .getByLabel('Fichier CSV')
    .setInputFiles({ name: 'renault.csv', mimeType: 'text/csv', buffer: csv });
  await page.getByRole('button', { name: 'Vérifier (sans rien modifier)' }).click();
  await expect(page.getByTestId('import-summary')).toHaveText(
    '1000 à créer, 0 à modifier, 0 inchangé(s), 0 en erreur',
    {
      timeout: 30_000,
    },
  );
  expect(
    await queryDb('select 1 from paint_colors where color_code like $1', [`${prefix}%`]),
  ).toHaveLength(0);
  await page.getByRole('button', { name: 'Importer' }).click();
  await expect(page.getByText('Import terminé').last()).toBeVisible({ timeout: 30_000 });
  expect(
    await queryDb('select 1 from paint_colors where color_code like $1', [`${prefix}%`]),
  ).toHaveLength(1000);

  // The admin list finds it; its page on the storefront exists at once.
  await page.goto(`/admin/paint-colors?q=${prefix}042`);
  await page.getByRole('link', { name: `${prefix}042` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${prefix}042 · Essai ${prefix} 42` }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Voir sur la boutique' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/catalogue-couleur/auto/${maker}/${prefix.toLowerCase()}042-essai-`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Essai ${prefix} 42`);
  await queryDb('update paint_manufacturers set is_active = false where slug = $1', [maker]);
});
