/**
 * Issue 40 §4, the owner's side: « Variation des prix (%) » is previewed, confirmed, seen in the
 * list, then undone; a deleted product waits in the « Corbeille » and comes back. The rules
 * (counts, rounding, a stale undo, the shop hiding a binned product, the purge) are in
 * tests/integration/admin-bulk-safety.test.ts.
 */
import { expect, test } from './support/test';
import { signInAsAdmin } from './support/admin';
import { queryDb } from './support/shop';

test('the bulk preview/undo, then a product to the bin and back', async ({ page }) => {
  const tag = Date.now().toString(36);
  const [first, second] = [`Filet ${tag} A`, `Filet ${tag} B`];
  const ids = (
    await queryDb<{ id: string }>(
      `insert into products (name, slug, price_ttc, price_ht, stock_quantity, is_active, visible_in_frontend)
       values ($1, $3, 1000, 833, 5, false, false), ($2, $4, 2000, 1667, 5, false, false)
       returning id`,
      [first, second, `filet-${tag}-a`, `filet-${tag}-b`],
    )
  ).map((row) => row.id);
  try {
    await signInAsAdmin(page, `/admin/products?q=${encodeURIComponent(`Filet ${tag}`)}`);
    const row = page.getByRole('row', { name: new RegExp(first) });
    await expect(row).toContainText('10,00 €');
    await page.getByRole('checkbox', { name: 'Tout sélectionner sur cette page' }).check();
    await expect(page.getByText('2 produits sélectionnés')).toBeVisible();
    await page.getByRole('textbox', { name: 'Variation des prix (%)' }).fill('-10');
    await page.getByRole('combobox', { name: 'Arrondi des nouveaux prix' }).selectOption('x90');
    await page.getByRole('button', { name: 'Appliquer' }).click();

    const preview = page.getByRole('region', { name: 'Aperçu de la variation des prix' });
    await expect(preview).toContainText('2 produits et aucune variante changeront de prix.');
    await expect(preview).toContainText(`${first} : 10,00 € → 8,90 €`);
    await expect(preview).toContainText(`${second} : 20,00 € → 17,90 €`);
    await expect(row).toContainText('10,00 €');
    await preview.getByRole('button', { name: 'Confirmer la variation' }).click();
    await expect(page.getByText('Sélection modifiée').last()).toBeVisible();
    await expect(row).toContainText('8,90 €');

    // This change, named by its products (another admin's may be listed too).
    const undo = page
      .getByRole('region', { name: 'Variations des prix récentes' })
      .getByRole('listitem')
      .filter({ hasText: `${first}, ${second}.` });
    await expect(undo).toContainText('−10 %, arrondi « À x,90 € »');
    await undo.getByRole('button', { name: 'Annuler cette modification' }).click();
    await expect(page.getByText('Variation annulée').last()).toBeVisible();
    await expect(row).toContainText('10,00 €');

    // The bin: deleted from its page, gone from the list, restored from the « Corbeille ».
    await page.getByRole('link', { name: first }).click();
    await page.getByRole('button', { name: `Mettre à la corbeille « ${first} »` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mettre à la corbeille' }).click();
    await expect(page.getByText('Produit mis à la corbeille').last()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await page.goto(`/admin/products?q=${encodeURIComponent(`Filet ${tag}`)}`);
    await expect(page.getByRole('row', { name: new RegExp(second) })).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByRole('link', { name: 'Corbeille' }).click();
    await page.getByRole('button', { name: `Restaurer « ${first} »` }).click();
    await expect(page.getByText('Produit restauré').last()).toBeVisible();
    await expect(page.getByRole('button', { name: `Restaurer « ${first} »` })).toHaveCount(0);
    expect(
      await queryDb<{ deleted_at: Date | null }>('select deleted_at from products where id = $1', [
        ids[0],
      ]),
    ).toEqual([{ deleted_at: null }]);
  } finally {
    await queryDb('delete from products where id = any($1::uuid[])', [ids]);
  }
});
