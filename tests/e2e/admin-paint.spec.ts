/**
 * Admin paint screens (issue 18): the pricing grid changes the colour page's configurator at
 * once, a safety sheet uploaded shows on the colour pages (their axe scans:
 * tests/e2e/accessibility.spec.ts). Each test makes or finds its own data, so the two workers
 * share them.
 * They leave the shop as they found it: the price edited is one no other journey reads (pot
 * 2 L solvantée) and is typed back at the end; the sheet goes to a paint type the demo has no
 * sheet for (Brillant Direct 2K) and is switched off at the end.
 */
import { expect, test, type Page } from './support/test';
import { colourUrl } from '@/lib/urls';
import { signInAsAdmin } from './support/admin';
import { queryDb, withConsentChosen } from './support/shop';

// One admin screen and a shop page or two per test: up to 60 s on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

const ORIGINAL = '74,90';
const CELL = 'Prix TTC 2 L, Solvantée';

async function colourPage(flag: 'available_solvent' | 'available_gloss_direct') {
  const [colour] = await queryDb<{ category: string; slug: string; code: string; name: string }>(
    `select c.category, m.slug, c.color_code as code, c.color_name as name
       from paint_colors c join paint_manufacturers m on m.id = c.manufacturer_id
      where c.is_active and m.is_active and c.${flag} and m.slug = 'renault'
        and c.color_name not like '%+%'
      order by c.color_code limit 1`,
  );
  return colourUrl({
    category: colour!.category,
    manufacturerSlug: colour!.slug,
    code: colour!.code,
    name: colour!.name,
  });
}

async function setPotPrice(page: Page, price: string) {
  await page.goto(await potConfigPath());
  const cell = page.getByRole('textbox', { name: CELL });
  await cell.fill(price);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Modifications enregistrées', { exact: true }).last()).toBeVisible();
}

async function configuratorPrice(page: Page, url: string) {
  await page.goto(url);
  const paintType = page.getByLabel('Type de peinture');
  const volume = page.getByLabel('Volume');
  // The configurator makes its first choices once hydrated: choose until the choice holds.
  await expect(async () => {
    await paintType.selectOption('solvent');
    await volume.selectOption('2 L');
    await expect(paintType).toHaveValue('solvent', { timeout: 1000 });
    await expect(volume).toHaveValue('2 L', { timeout: 1000 });
  }).toPass();
  return page.getByTestId('prix-ttc');
}

async function potConfigPath() {
  const [config] = await queryDb<{ id: string }>(
    `select id from paint_product_configs where product_key = 'peinture-pot'`,
  );
  return `/admin/paint-products/${config!.id}`;
}

test('a malformed grid cell is refused in French on that cell; the preview follows the cell typed in', async ({
  page,
}) => {
  // Nothing is saved here: the price saved is the next test's.
  await signInAsAdmin(page, await potConfigPath());
  const cell = page.getByRole('textbox', { name: CELL });
  await cell.fill('7,4,90');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(
    page.getByText(
      'Prix invalide pour 2 L × Solvantée : « 7,4,90 ». Saisissez un montant en euros, par exemple « 12,50 ».',
    ),
  ).toBeVisible();
  await expect(cell).toHaveAttribute('aria-invalid', 'true');

  // The preview follows what is typed in the cell that has the focus.
  await cell.fill('81,20');
  const preview = page.getByTestId('apercu-configurateur');
  await expect(preview.getByTestId('apercu-prix-ttc')).toHaveText('81,20 €');
  await expect(preview.getByTestId('apercu-prix-ht')).toHaveText('soit 67,67 € HT');
  await expect(preview.getByLabel('Volume')).toHaveValue('2 L');
  await expect(preview.getByLabel('Type de peinture')).toHaveValue('solvent');
});

test('a price saved in the grid changes the colour page at once', async ({ page }) => {
  const url = await colourPage('available_solvent');
  await signInAsAdmin(page, '/admin/paint-products');
  try {
    await page.getByRole('link', { name: 'Peinture en pot', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Peinture en pot' })).toBeVisible();
    const cell = page.getByRole('textbox', { name: CELL });
    await expect(cell).toHaveValue(ORIGINAL);
    await cell.fill('81,20');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(
      page.getByText('Modifications enregistrées', { exact: true }).last(),
    ).toBeVisible();

    await expect(await configuratorPrice(page, url)).toHaveText('81,20 €');
  } finally {
    await setPotPrice(page, ORIGINAL);
  }
  await expect(await configuratorPrice(page, url)).toHaveText(`${ORIGINAL} €`);
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The documents screen's form of Brillant Direct 2K (the demo has no sheet for it). */
async function glossDirectForm(page: Page) {
  await signInAsAdmin(page, '/admin/paint-products/documents');
  const form = page.getByTestId('documents-gloss_direct_2k');
  return { form, safety: form.getByLabel('Fiche de sécurité (PDF)') };
}

test('a safety sheet that is not a PDF is refused in French', async ({ page }) => {
  const { form, safety } = await glossDirectForm(page);
  await safety.setInputFiles({
    name: 'pas-un-pdf.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('bonjour'),
  });
  await form.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(
    page.getByText('Erreur lors de la mise à jour du document', { exact: true }).last(),
  ).toBeVisible();
  await expect(
    form.getByText(
      'Seuls les fichiers PDF sont acceptés pour les fiches techniques et de sécurité.',
    ),
  ).toBeVisible();
});

test('a safety sheet uploaded for a paint type shows on its colour pages', async ({ page }) => {
  const url = await colourPage('available_gloss_direct');
  const { form, safety } = await glossDirectForm(page);
  const active = form.getByRole('checkbox', { name: 'Active' });
  try {
    await safety.setInputFiles({
      name: 'fds-brillant-direct-2k.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await active.check();
    await form.getByRole('button', { name: 'Mettre à jour' }).click();
    await expect(
      page.getByText('Document mis à jour avec succès', { exact: true }).last(),
    ).toBeVisible();
    await expect(form.getByRole('link', { name: 'fds-brillant-direct-2k.pdf' })).toBeVisible();

    await page.goto(url);
    const card = page.getByText('Peinture Brillant Direct 2K', { exact: true }).locator('..');
    const link = card.getByRole('link', { name: 'Fiche de données de sécurité (PDF)' });
    // Saved under the name it was uploaded with, not the stored random one.
    await expect(link).toHaveAttribute(
      'href',
      /^\/api\/uploads\/documents\/[0-9a-f-]+\.pdf\?download=fds-brillant-direct-2k\.pdf$/,
    );
    const answer = await page.request.get((await link.getAttribute('href'))!);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(answer.headers()['content-disposition']).toBe(
      'attachment; filename="fds-brillant-direct-2k.pdf"',
    );
  } finally {
    // Switched off again: the demo's colour pages show no 2K sheet.
    await page.goto('/admin/paint-products/documents');
    await active.uncheck();
    await form.getByRole('button', { name: 'Mettre à jour' }).click();
    await expect(
      page.getByText('Document mis à jour avec succès', { exact: true }).last(),
    ).toBeVisible();
  }
  await page.goto(url);
  await expect(page.getByText('Peinture Brillant Direct 2K', { exact: true })).toHaveCount(0);
});

test('a paint maker whose colours use it cannot be deleted', async ({ page }) => {
  await signInAsAdmin(page, '/admin/paint-manufacturers?q=renault');
  await expect(page.getByRole('link', { name: 'Renault', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer « Renault »' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(
    page.getByText(/^Ce constructeur a .* teintes : supprimez ou déplacez/).last(),
  ).toBeVisible();
  expect(await queryDb(`select 1 from paint_manufacturers where slug = 'renault'`)).toHaveLength(1);
});

test('a paint maker created is offered by the colour list at once, and no longer once deleted', async ({
  page,
}) => {
  const name = `Constructeur E2E ${Date.now().toString(36)}`;
  await signInAsAdmin(page, '/admin/paint-manufacturers/new');
  await page.getByLabel('Nom').fill(name);
  await page.getByLabel('Catégorie de véhicule').selectOption('moto');
  await page.getByRole('checkbox', { name: 'Actif' }).uncheck();
  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const detail = page.url();
  const [row] = await queryDb<{ slug: string; category: string; is_active: boolean }>(
    'select slug, category, is_active from paint_manufacturers where name = $1',
    [name],
  );
  expect(row).toEqual({
    slug: name.toLowerCase().replace(/ /g, '-'),
    category: 'moto',
    is_active: false,
  });
  // The colour list's maker filter (a cached read) offers it at once, and no longer once deleted.
  await page.goto('/admin/paint-colors');
  const makerFilter = page.getByLabel('Constructeur', { exact: true });
  await expect(makerFilter.getByRole('option', { name, exact: true })).toHaveCount(1);
  await page.goto(detail);
  // Unused: it can go (the shop never showed it, it is inactive).
  await page.getByRole('button', { name: `Supprimer « ${name} »` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page).toHaveURL(/\/admin\/paint-manufacturers$/);
  expect(await queryDb('select 1 from paint_manufacturers where name = $1', [name])).toHaveLength(
    0,
  );
  await page.goto('/admin/paint-colors');
  await expect(makerFilter.getByRole('option', { name, exact: true })).toHaveCount(0);
});
