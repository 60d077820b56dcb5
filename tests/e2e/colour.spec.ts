/**
 * Colour catalogue journeys (issue 4, "Done when"), against the demo catalogue.
 */
import { expect, test, type Page } from './support/test';
import pg from 'pg';

const COLOUR = '/catalogue-couleur/auto/renault/nv906-gris-aluminium';

type StoredLine = {
  packaging_type: string;
  volume_liters: number;
  weight_kg: number;
  paintType: string | null;
  isColorProduct: boolean;
};

async function storedCart(page: Page): Promise<StoredLine[]> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('nuancier-cart');
    return raw ? (JSON.parse(raw).state.items as StoredLine[]) : [];
  });
}

const priceTtc = (page: Page) => page.getByTestId('prix-ttc');

test('from the colour catalogue to auto, a maker and one of its colours', async ({ page }) => {
  await page.goto('/catalogue-couleur');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue couleur' })).toBeVisible();

  await page.getByRole('link', { name: 'Automobile', exact: true }).click();
  await expect(page).toHaveURL(/\/catalogue-couleur\/auto$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Automobile' })).toBeVisible();

  await page.getByRole('link', { name: /^Renault/ }).click();
  await expect(page).toHaveURL(/\/catalogue-couleur\/auto\?manufacturer=renault$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Teintes Renault' })).toBeVisible();
  await expect(page.getByText('Où trouver le code couleur Renault ?')).toBeVisible();

  await page.getByRole('link', { name: /NV676\s*Noir Étoilé/ }).click();
  await expect(page).toHaveURL(/\/catalogue-couleur\/auto\/renault\/nv676-noir-etoile$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Renault NV676 Noir Étoilé' }),
  ).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: "Fil d'Ariane" });
  await expect(breadcrumb.getByRole('listitem')).toHaveText([
    'Accueil',
    'Catalogue couleur',
    'Automobile',
    'Renault',
    'Noir Étoilé (NV676)',
  ]);
  await expect(page.getByRole('link', { name: 'Retour', exact: true })).toHaveAttribute(
    'href',
    '/catalogue-couleur/auto?manufacturer=renault',
  );
});

test('switching pot, aerosol and pen changes the price; only the pen offers the varnish', async ({
  page,
}) => {
  await page.goto(COLOUR);
  const varnish = page.getByLabel(/Ajouter un stylo vernis de finition/);

  await expect(page.getByLabel('Type de peinture')).toHaveValue('water');
  await expect(page.getByLabel('Volume')).toHaveValue('0.5 L');
  await expect(priceTtc(page)).toHaveText('29,90 €');
  await expect(page.getByTestId('prix-ht')).toHaveText('soit 24,92 € HT');
  await expect(varnish).toHaveCount(0);

  await page.getByText('Bombe aérosol', { exact: true }).click();
  await expect(page.getByLabel('Volume')).toHaveValue('400ml');
  await expect(priceTtc(page)).toHaveText('26,90 €');
  await expect(varnish).toHaveCount(0);

  await page.getByText('Stylo retouche', { exact: true }).click();
  await expect(page.getByLabel('Type de peinture')).toHaveValue('');
  // Nothing refused before the shopper tries: the pen's lowest price, the button available.
  await expect(page.getByTestId('configurateur-message')).toHaveText('');
  await expect(page.getByRole('button', { name: 'Ajouter au panier', exact: true })).toBeEnabled();
  await page.getByLabel('Type de peinture').selectOption('water');
  await expect(priceTtc(page)).toHaveText('14,90 €');
  await expect(varnish).toBeVisible();
  await expect(varnish).not.toBeChecked();
  await expect(
    page.getByRole('heading', { name: 'Pour réussir votre retouche au stylo' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Ajouter au panier : Dégraissant de retouche 250 ml' }),
  ).toBeDisabled();
  await expect(page).toHaveURL(/\?type=peinture-stylo$/);
});

test('adding without a volume is refused with the spec message', async ({ page }) => {
  await page.goto(COLOUR);
  await expect(priceTtc(page)).toHaveText('29,90 €');
  await page.getByLabel('Volume').selectOption('');
  // Not before an attempt; the lowest price a volume gives, never 0,00 €.
  await expect(page.getByTestId('configurateur-message')).toHaveText('');
  await expect(priceTtc(page)).toHaveText('29,90 €');
  await expect(page.getByText('Prix TTC à partir de', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await expect(page.getByTestId('configurateur-message')).toHaveText(
    'Veuillez sélectionner un volume.',
  );
  await expect(page.getByLabel('Volume')).toBeFocused();
  expect(await storedCart(page)).toEqual([]);
});

test('the pen on arrival: its price, no refusal before an attempt, the varnish in the total', async ({
  page,
}) => {
  await page.goto(`${COLOUR}?type=peinture-stylo`);
  const message = page.getByTestId('configurateur-message');
  const add = page.getByRole('button', { name: 'Ajouter au panier', exact: true });
  await expect(page.getByLabel('Type de peinture')).toHaveValue('');
  await expect(page.getByText('Prix TTC à partir de', { exact: true })).toBeVisible();
  await expect(priceTtc(page)).not.toHaveText('0,00 €');
  await expect(priceTtc(page)).toHaveText(/^1[34],90\s€$/);
  await expect(message).toHaveText('');
  await expect(add).toBeEnabled();

  // The spec's message only after an attempt, the paint type to fix focused.
  await add.click();
  await expect(message).toHaveText('Veuillez sélectionner un type de peinture');
  await expect(page.getByLabel('Type de peinture')).toBeFocused();
  expect(await storedCart(page)).toEqual([]);

  await page.getByLabel('Type de peinture').selectOption('water');
  await expect(message).toHaveText('');
  await expect(priceTtc(page)).toHaveText('14,90 €');
  await expect(page.getByText('Prix TTC', { exact: true })).toBeVisible();

  // Ticking the varnish pen shows it in the total before anything is added.
  await page.getByLabel(/Ajouter un stylo vernis de finition/).check();
  await expect(priceTtc(page)).toHaveText('24,85 €');
  await expect(page.getByTestId('prix-vernis')).toHaveText(
    'Stylo vernis de finition compris (9,95 €)',
  );
  await add.click();
  await expect(page.getByText(/Stylo vernis de finition.*ajouté au panier\./)).toBeVisible();
  const lines = await storedCart(page);
  expect(lines.map((l) => l.packaging_type)).toEqual(['stylo', 'stylo']);
});

test('a pot and a pen with varnish make three cart lines with the right totals', async ({
  page,
}) => {
  await page.goto(COLOUR);
  await expect(priceTtc(page)).toHaveText('29,90 €');
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await expect(
    page.getByText(
      // « Peinture » is feminine: the toast agrees with it (a pen's stays masculine, below).
      "Peinture en pot Renault NV906 Gris Aluminium – Hydro (à l'eau) – 0,5 L ajoutée au panier.",
    ),
  ).toBeVisible();

  await page.getByText('Stylo retouche', { exact: true }).click();
  await page.getByLabel('Type de peinture').selectOption('water');
  await page.getByLabel(/Ajouter un stylo vernis de finition/).check();
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await expect(page.getByText(/Stylo vernis de finition.*ajouté au panier\./)).toBeVisible();
  await expect(
    page.getByText(/^Stylo de retouche Renault NV906 Gris Aluminium.* ajouté au panier\.$/),
  ).toBeVisible();

  const lines = await storedCart(page);
  expect(lines.map((l) => [l.packaging_type, l.volume_liters, l.weight_kg, l.paintType])).toEqual([
    ['pot', 0.5, 0.5, 'water'],
    ['stylo', 0.02, 0.5, 'water'],
    ['stylo', 0.02, 0.03, 'vernis'],
  ]);
  expect(lines.every((l) => l.isColorProduct)).toBe(true);

  await page.goto('/cart');
  const rows = page.getByTestId('cart-line');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(
    "Peinture en pot Renault NV906 Gris Aluminium – Hydro (à l'eau) – 0,5 L",
  );
  await expect(rows.nth(0)).toContainText('Teinte NV906 Gris Aluminium');
  await expect(rows.nth(0).getByTestId('cart-line-total')).toHaveText('29,90 €');
  await expect(rows.nth(1)).toContainText(
    "Stylo de retouche Renault NV906 Gris Aluminium – Hydro (à l'eau) – 20 ml",
  );
  await expect(rows.nth(1).getByTestId('cart-line-total')).toHaveText('14,90 €');
  await expect(rows.nth(2)).toContainText('Stylo vernis de finition – Vernis de finition – 20 ml');
  await expect(rows.nth(2).getByTestId('cart-line-total')).toHaveText('9,95 €');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('54,75 €');
  // 1.03 kg of ordinary goods: Mondial Relay's 1–5 kg band (6,90 €) is the cheapest estimate.
  await expect(page.getByTestId('cart-shipping')).toHaveText('6,90 €');
  await expect(page.getByTestId('cart-total')).toHaveText('61,65 €');
});

test('the colour toast leads to the cart; « Vider le panier » can be undone', async ({ page }) => {
  await page.goto(COLOUR);
  await expect(priceTtc(page)).toHaveText('29,90 €');
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  // Like the product page's toast, the colour page's offers the way to the cart.
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: /NV906 Gris Aluminium.*ajoutée au panier\./ })
    .last();
  await toast.getByRole('button', { name: 'Voir le panier' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const rows = page.getByTestId('cart-line');
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toHaveText(/\d+,\d{2}\s€/);
  const total = await page.getByTestId('cart-total').textContent();

  await page.getByRole('button', { name: 'Vider le panier' }).click();
  await expect(rows).toHaveCount(0);
  expect(await storedCart(page)).toEqual([]);
  const cleared = page.locator('[data-sonner-toast]').filter({ hasText: 'Panier vidé' }).last();
  await cleared.getByRole('button', { name: 'Annuler' }).click();
  // The same line comes back, priced by the server again, and stored again.
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Teinte NV906 Gris Aluminium');
  await expect(page.getByTestId('cart-total')).toHaveText(total!);
  expect(await storedCart(page)).toHaveLength(1);
});

test('a two-tone colour lands on its bi-tone page with both tones', async ({ page }) => {
  const response = await page.goto(
    '/catalogue-couleur/auto/renault/xqknv-blanc-nacre-noir-etoile-toit',
  );
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/catalogue-couleur\/auto\/renault\/biton\/xqknv$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Teinte bi-ton Renault XQKNV' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Teinte 1 : BLANC NACRÉ' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Teinte 2 : NOIR ÉTOILÉ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter au panier', exact: true })).toHaveCount(2);
});

test('two-tone: each tone goes to the cart as its own paint, the swatch shows both', async ({
  page,
}) => {
  test.slow();
  // Peugeot XNP: Blanc Nacré (M6N9) body, Noir Perla Nera (EXL) roof.
  await page.goto('/catalogue-couleur/auto/peugeot/biton/xnp');
  const tones = await page
    .getByTestId('biton-swatch')
    .locator(':scope > div')
    .evaluateAll((els) => els.map((e) => getComputedStyle(e).getPropertyValue('--swatch').trim()));
  expect(tones).toHaveLength(2);
  expect(tones[0]).not.toBe(tones[1]);

  const adds = page.getByRole('button', { name: 'Ajouter au panier', exact: true });
  await expect(adds).toHaveCount(2);
  await adds.nth(0).click();
  await expect(page.getByText(/Peugeot M6N9 Blanc Nacré.*ajoutée au panier/i).last()).toBeVisible();
  await adds.nth(1).click();
  await expect(
    page.getByText(/Peugeot EXL Noir Perla Nera.*ajoutée au panier/i).last(),
  ).toBeVisible();
  const stored = (await storedCart(page)) as unknown as Array<{ referenceCode: string }>;
  expect(stored.map((l) => l.referenceCode)).toEqual(['M6N9', 'EXL']);

  await page.goto('/cart');
  const rows = page.getByTestId('cart-line');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Réf. M6N9');
  await expect(rows.nth(0)).toContainText('Blanc Nacré');
  await expect(rows.nth(1)).toContainText('Réf. EXL');
  await expect(rows.nth(1)).toContainText('Noir Perla Nera');
  await expect(rows.filter({ hasText: 'Réf. XNP' })).toHaveCount(0);
});

test('/paint/{id} lands on the canonical colour address', async ({ page }) => {
  const url = process.env.DATABASE_URL ?? process.env.EMBEDDED_DATABASE_URL;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    `select c.id from paint_colors c join paint_manufacturers m on m.id = c.manufacturer_id
     where m.slug = 'renault' and c.color_code = 'QNG'`,
  );
  await client.end();
  await page.goto(`/paint/${rows[0]!.id}`);
  await expect(page).toHaveURL(/\/catalogue-couleur\/auto\/renault\/qng-blanc-glacier$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Renault QNG Blanc Glacier' }),
  ).toBeVisible();
});

test('an unknown colour reads « Couleur non trouvée » with a 404', async ({ page }) => {
  const response = await page.goto('/catalogue-couleur/auto/renault/zz999-couleur-inexistante');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Couleur non trouvée' })).toBeVisible();
  await expect(
    page.getByText("La couleur demandée n'a pas été trouvée ou n'est plus disponible."),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Retour à la recherche de couleur' }),
  ).toHaveAttribute('href', '/couleurs-recherche');
});
