/**
 * The customers and security screens: the admin finds a professional who just signed up,
 * verifies them, and the professional's next page shows professional prices; the admin reads
 * that change in the audit log (field, before, after); the new pages are axe clean. The
 * professional is a fresh account of this journey (the demo ones are read by other journeys),
 * un-verified again at the end.
 */
import { expect, test } from './support/test';
import { uniqueEmail } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { byTestId, euros } from './support/catalogue';
import { createCustomer, signedIn } from './support/session';
import { queryDb, withConsentChosen } from './support/shop';

/** A product without variants whose category carries a professional discount. */
async function discountedProduct() {
  const [row] = await queryDb<{ slug: string; price: number }>(
    `select p.slug, p.price_ttc as price from products p
     where p.is_active and p.visible_in_frontend and not p.has_variants
       and p.pro_price_ttc is null and (p.unlimited_stock or p.stock_quantity > 0)
       and exists (select 1 from professional_prices pp
                   join product_tags t on t.category_id = pp.category_id
                   where t.product_id = p.id and pp.discount_percent > 0)
     order by p.slug limit 1`,
  );
  expect(row).toBeDefined();
  return row!;
}

/**
 * A professional waiting for verification, made in the database (signing up as a professional
 * is tests/e2e/accounts.spec.ts's subject). Returns the account's id.
 */
function pendingProfessional(email: string) {
  return createCustomer(
    email,
    { firstName: 'Inès', lastName: 'Verdier' },
    { companyName: 'Carrosserie Verdier', siret: '73282932000074' },
  );
}

test('the customers list finds a professional to verify by type and address, in the URL', async ({
  page,
}) => {
  const email = uniqueEmail('pro-liste');
  await pendingProfessional(email);
  await withConsentChosen(page);
  await signInAsAdmin(page);
  const nav = page
    .getByRole('navigation', { name: "Écrans d'administration" })
    .filter({ visible: true });
  await nav.getByRole('link', { name: 'Clients', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await page.getByLabel('Type de compte').selectOption('pro-en-attente');
  await page.getByRole('searchbox').fill(email);
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/type=pro-en-attente/);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pro à vérifier')).toBeVisible();
  await row.getByRole('link', { name: 'Inès Verdier' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inès Verdier' })).toBeVisible();
});

test('the admin verifies a professional, whose prices change at once, and reads it in the audit log', async ({
  page,
  browser,
}) => {
  await withConsentChosen(page);
  const product = await discountedProduct();
  const email = uniqueEmail('pro-verif');
  const userId = await pendingProfessional(email);

  // The professional reads retail prices, with the pending note.
  await signedIn(page, email);
  await page.goto(`/product/${product.slug}`);
  await expect(byTestId(page, 'product-price')).toHaveText(`${euros(product.price)} TTC`, {
    timeout: 30_000,
  });
  await expect(byTestId(page, 'pro-pending-note')).toBeVisible();

  // The admin opens them (finding them in the list is the test above) and verifies them.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await withConsentChosen(admin);
  await signInAsAdmin(admin, `/admin/users/${userId}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Inès Verdier' })).toBeVisible();
  await expect(byTestId(admin, 'siret-check')).toHaveText(
    'SIRET valide (clé de contrôle correcte)',
  );
  await expect(admin.getByRole('region', { name: 'Profil' })).toContainText('Carrosserie Verdier');

  await admin.getByRole('button', { name: 'Vérifier le professionnel' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Vérifier le professionnel' });
  await expect(dialog.getByLabel('SIRET')).toHaveValue('73282932000074');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(admin.getByText('Modifications enregistrées', { exact: true }).last()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(byTestId(admin, 'user-badges')).toContainText('Pro vérifié');
  await expect(admin.getByRole('button', { name: 'Retirer la vérification' })).toBeVisible();

  // The professional's next page: professional prices, HT first, retail price beside.
  await page.reload();
  await expect(byTestId(page, 'product-price')).toHaveText(/HT$/);
  await expect(page.getByText(`Prix public ${euros(product.price)}`)).toBeVisible();
  await expect(byTestId(page, 'pro-pending-note')).toHaveCount(0);

  // The audit log: filtered by entity and id in the URL, the change shown field by field.
  await admin.goto(`/admin/security?element=user&id=${userId}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Sécurité' })).toBeVisible();
  await expect(admin.getByLabel('Élément')).toHaveValue('user');
  const entry = byTestId(admin, 'audit-row').filter({ hasText: 'Professionnel vérifié' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('admin@nuancier.fr');
  const diff = entry.getByTestId('audit-diff');
  await expect(diff).toContainText('isVerifiedProfessional');
  await expect(diff).toContainText('non → oui');
  await expect(admin.getByRole('heading', { name: 'Administrateurs' })).toBeVisible();
  await expect(byTestId(admin, 'admin-list')).toContainText('admin@nuancier.fr');
  await expect(admin.getByRole('heading', { name: 'Connexions échouées récentes' })).toBeVisible();

  // Back as it was: un-verified, retail prices again.
  await admin.goto(`/admin/users/${userId}`);
  await admin.getByRole('button', { name: 'Retirer la vérification' }).click();
  await admin
    .getByRole('dialog', { name: 'Retirer la vérification' })
    .getByRole('button', { name: 'Confirmer' })
    .click();
  await expect(admin.getByText('Vérification retirée', { exact: true }).last()).toBeVisible();
  await expect(byTestId(admin, 'user-badges')).toContainText('Pro à vérifier');
  await page.reload();
  await expect(byTestId(page, 'product-price')).toHaveText(`${euros(product.price)} TTC`);
  await adminContext.close();
});
