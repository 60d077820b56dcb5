import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { signInAsAdmin } from './support/admin';

/**
 * `/admin/accounting` as the owner uses it at the end of a month: the sales journal of the
 * month downloaded from its button, a French Excel file (BOM, « ; », French headers). What each
 * export holds is proven against real orders in tests/integration/accounting-exports.test.ts.
 */
test('the owner downloads the month’s sales journal for the accountant', async ({ page }) => {
  await signInAsAdmin(page, '/admin/accounting');
  await expect(page.getByRole('heading', { level: 1, name: 'Comptabilité' })).toBeVisible();
  const month = await page.getByLabel('Période').inputValue();
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: 'Télécharger : Journal des ventes (factures et avoirs)' })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe(`journal-ventes-${month}.csv`);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toBe(
    '\uFEFFJournal;Date;Pièce;Compte;Intitulé du compte;Tiers;Libellé;Débit;Crédit',
  );
});
