/**
 * Shade variants one at a time in /admin (issue 41 §1): the owner adds « plus mate » to Peugeot
 * EWP (years in the wrong order are refused in French first), the colour page offers it at once,
 * then the owner deletes it. The rules (one « standard », refusals, orders keeping their copy)
 * are tests/integration/shade-variants-admin.test.ts.
 */
import { signInAsAdmin } from './support/admin';
import { queryDb, withConsentChosen } from './support/shop';
import { expect, test } from './support/test';

test('the owner adds a shade variant, the colour page offers it, then the owner deletes it', async ({
  page,
}) => {
  const [ewp] = await queryDb<{ id: string }>(
    `select c.id from paint_colors c join paint_manufacturers m on m.id = c.manufacturer_id
     where c.color_code = 'EWP' and m.slug = 'peugeot' limit 1`,
  );
  const name = `plus mate ${Date.now().toString(36)}`;
  await withConsentChosen(page);
  await signInAsAdmin(page, `/admin/paint-colors/${ewp!.id}`);

  await page.getByRole('button', { name: 'Ajouter une variante' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle variante' });
  await dialog.getByLabel('Nom (ex. « plus claire »)').fill(name);
  await dialog.getByLabel('Années : de').fill('2016');
  await dialog.getByLabel('Années : à').fill('2012');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expect(dialog).toContainText(
    "L'année de fin doit être égale ou postérieure à l'année de début.",
  );
  await dialog.getByLabel('Années : à').fill('2019');
  await dialog.getByLabel("Teinte de l'aperçu (#rrggbb)").fill('#eeeee8');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('2016');

  const shop = await page.context().newPage();
  await shop.goto('/catalogue-couleur/auto/peugeot/ewp-blanc-banquise');
  await expect(
    shop
      .getByRole('group', { name: 'Variante de teinte' })
      .getByRole('radio', { name: new RegExp(`^${name}`) }),
  ).toHaveCount(1);
  await shop.close();

  await row.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(row).toHaveCount(0);
});
