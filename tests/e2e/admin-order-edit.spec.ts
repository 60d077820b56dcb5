import { expect, test } from './support/test';
import { signInAsAdmin } from './support/admin';
import { plainStockedProduct } from './support/checkout';
import { uniqueEmail, waitForEmail } from './support/mailbox';
import { transferOrder } from './support/orders';
import { createCustomer } from './support/session';
import { queryDb, withConsentChosen } from './support/shop';

/**
 * Issue 40 §2: a carrossier orders by phone. The owner (signed in through the fixture) finds the
 * verified professional, adds two of a product, reads the server's total, creates the order,
 * then edits its quantity to three and sees the new total on the order. The rules behind it
 * (pro prices, stock deltas, refusals) are tests/integration/admin-order-edit.test.ts.
 */
test('the owner takes an order by phone, then changes its quantity', async ({ page }) => {
  const email = uniqueEmail('commande-telephone');
  const id = await createCustomer(
    email,
    { firstName: 'Karim', lastName: 'Téléphone' },
    { companyName: 'Carrosserie du Téléphone', siret: '55203253400646', verified: true },
  );
  await queryDb(
    `insert into addresses (user_id, label, first_name, last_name, address_line1, city,
       postal_code, country, is_default)
     values ($1, 'Atelier', 'Karim', 'Téléphone', '4 rue de la Carrosserie', 'Lyon', '69007',
       'France', true)`,
    [id],
  );
  const product = await plainStockedProduct(4);
  await withConsentChosen(page);
  await signInAsAdmin(page, '/admin/orders/new');

  const customer = page.getByRole('group', { name: 'Client' });
  await customer.getByRole('searchbox', { name: /Rechercher un client/ }).fill(email);
  await customer.getByRole('button', { name: 'Rechercher' }).click();
  await customer.getByRole('button', { name: /^Choisir Karim Téléphone/ }).click();
  await expect(page.getByTestId('phone-customer')).toContainText('professionnel vérifié');
  await expect(page.getByLabel('Adresse de livraison')).toHaveValue(/.+/);

  const lines = page.getByRole('group', { name: 'Lignes' });
  await lines.getByRole('searchbox', { name: /Ajouter un produit/ }).fill(product.name);
  await lines.getByRole('button', { name: 'Rechercher' }).click();
  await lines.getByRole('button', { name: `Ajouter ${product.name}`, exact: true }).click();
  await lines.getByLabel(`Quantité : ${product.name}`).fill('2');
  await page.getByRole('button', { name: 'Calculer le total' }).click();
  await expect(page.getByTestId('priced-total')).toHaveText(/^Total : \d/);
  await page.getByRole('button', { name: 'Créer la commande' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Commande NU-/);
  await expect(page.getByTestId('admin-order-line')).toContainText(product.name);
  await page.getByRole('link', { name: 'Modifier la commande' }).click();
  // The route left stays mounted, hidden, after a client navigation (its own quantity field and
  // total among them): the visible ones are this page's.
  const visible = <T extends { filter: (o: { visible: boolean }) => T }>(l: T) =>
    l.filter({ visible: true });
  await visible(page.getByLabel(`Quantité : ${product.name}`)).fill('3');
  await page.getByRole('button', { name: 'Calculer le total' }).click();
  const total = visible(page.getByTestId('priced-total'));
  await expect(total).toHaveText(/^Nouveau total : \d/);
  const amount = (await total.textContent())!.replace('Nouveau total : ', '');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Commande NU-/);
  await expect(visible(page.getByTestId('admin-order-line'))).toContainText(/3/);
  await expect(visible(page.getByText(amount, { exact: true })).first()).toBeVisible();
});

/**
 * Issue 40 §2, the phone order finished: a carrossier with no account calls for a pot of his
 * Renault's QNG. The owner creates the customer on the same screen (no password: the customer is
 * e-mailed a link to choose it), adds the colour line by its code, has the server price it and
 * places the order. Creation rules and colour pricing: tests/integration/admin-phone-order.test.ts.
 */
test('the owner creates a new customer and orders a colour by its code', async ({ page }) => {
  const email = uniqueEmail('nouveau-client-telephone');
  await withConsentChosen(page);
  await signInAsAdmin(page, '/admin/orders/new');

  const customer = page.getByRole('group', { name: 'Client' });
  await customer.getByRole('button', { name: 'Nouveau client' }).click();
  const form = page.getByTestId('new-customer');
  await form.getByLabel('Professionnel', { exact: true }).check();
  await form.getByLabel('Prénom').fill('Lucas');
  await form.getByLabel('Nom', { exact: true }).fill('Carrossier');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Raison sociale').fill('Carrosserie Lucas');
  await form.getByLabel('Adresse', { exact: true }).fill('8 rue des Peintres');
  await form.getByLabel('Code postal').fill('33000');
  await form.getByLabel('Ville').fill('Bordeaux');
  await form.getByRole('button', { name: 'Créer le client' }).click();
  await expect(page.getByTestId('phone-customer')).toContainText(email);
  await expect(page.getByLabel('Adresse de livraison')).toHaveValue(/.+/);

  const colours = page.getByRole('group', { name: 'Peinture à la teinte (code couleur)' });
  await colours.getByRole('searchbox', { name: /Ajouter une teinte/ }).fill('QNG');
  await colours.getByRole('button', { name: 'Rechercher' }).click();
  await colours
    .getByRole('button', { name: /^Choisir Renault QNG / })
    .first()
    .click();
  await colours.getByRole('button', { name: 'Ajouter la teinte' }).click();
  await expect(page.getByTestId('edited-line')).toHaveCount(1);
  await colours.getByLabel(/Le client a compris que la peinture à sa teinte/).check();
  await page.getByRole('button', { name: 'Calculer le total' }).click();
  await expect(page.getByText(/QNG .* × 1 · \d/)).toBeVisible();
  await expect(page.getByTestId('priced-total')).toHaveText(/^Total : \d/);
  await page.getByRole('button', { name: 'Créer la commande' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Commande NU-/);
  await expect(page.getByTestId('admin-order-line')).toContainText('QNG');
  const mail = await waitForEmail({ to: email, subject: 'Votre compte Nuancier a été créé' });
  expect(mail.text).toMatch(/\/reset-password\?token=/);
});

/**
 * Issue 40 §2, a PAID order: the owner marks the transfer received (invoice issued), edits the
 * quantity up, is told the invoice will be replaced and what is left to pay, saves, and sees the
 * cancelled invoice, its credit note and the new invoice on the order, with the balance due until
 * it is marked received. The rules (refunds by card and transfer, numbering, readers) are
 * tests/integration/admin-order-edit-paid.test.ts.
 */
test('the owner edits a paid order: credit note, new invoice, balance to pay', async ({ page }) => {
  const email = uniqueEmail('commande-payee-modifiee');
  await createCustomer(email);
  // A light product of 20 to 40 €: three of them cost more than the order's 56,70 € paid.
  const [product] = await queryDb<{ id: string }>(
    `select p.id from products p
     where p.is_active and not p.contains_diisocyanates and p.transport_class = 'none'
       and p.stock_quantity > 20 and not p.unlimited_stock and coalesce(p.weight_kg, 0) < 2
       and p.price_ttc between 2000 and 4000
       and not exists (select 1 from product_variants v where v.product_id = p.id)
     order by p.slug limit 1`,
  );
  const order = await transferOrder(email, product!.id, 1);
  await withConsentChosen(page);
  await signInAsAdmin(page, `/admin/orders/${order.id}`);
  await page.getByRole('button', { name: 'Marquer le virement reçu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  const invoice = page.getByTestId('admin-invoice');
  await expect(invoice).toHaveText(/^Facture FA-\d{4}-\d{6}$/);
  const first = (await invoice.textContent())!.replace('Facture ', '');

  await page.getByRole('link', { name: 'Modifier la commande' }).click();
  await page.getByLabel('Quantité : Vernis 2K brillant').fill('3');
  await page.getByRole('button', { name: 'Calculer le total' }).click();
  await expect(page.getByTestId('edit-settlement')).toContainText(
    'sa facture sera annulée par un avoir',
  );
  await expect(page.getByTestId('edit-settlement')).toContainText(/Reste à payer : \d/);
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();

  const documents = page.getByTestId('admin-order-documents').filter({ visible: true });
  await expect(documents).toContainText(`Facture ${first} (remplacée)`);
  await expect(documents).toContainText(/Avoir AV-\d{4}-\d{6}/);
  await expect(invoice.filter({ visible: true })).not.toHaveText(`Facture ${first}`);
  const state = page.getByTestId('admin-payment-state').filter({ visible: true });
  await expect(state).toContainText(/^Reste à payer : \d/);
  await page.getByRole('button', { name: 'Marquer le reste à payer reçu' }).click();
  await expect(state).toContainText(/^Payé/);
});
