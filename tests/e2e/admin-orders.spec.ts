import { expect, test, type Page } from './support/test';
import { DEMO } from './support/accounts';
import { createCustomer, signedIn } from './support/session';
import { uniqueEmail, waitForEmail } from './support/mailbox';
import { transferOrder } from './support/orders';
import { queryDb, withConsentChosen } from './support/shop';

// Two browsers (the customer's and the admin's), several e-mails through the job queue.
test.describe.configure({ timeout: 240_000 });

/**
 * A product whose stock is counted (no variants), with stock to spare: each test its own
 * (`offset`), so that the two tests' stock checks run side by side.
 */
async function trackedProduct(offset: number) {
  const [row] = await queryDb<{ id: string; stock: number }>(
    `select p.id, p.stock_quantity as stock from products p
     where not p.unlimited_stock and p.stock_quantity > 20 and not p.has_variants
       and not exists (select 1 from product_variants v where v.product_id = p.id)
     order by p.slug offset $1 limit 1`,
    [offset],
  );
  return row!;
}

async function stockOf(productId: string) {
  const [row] = await queryDb<{ stock: number }>(
    'select stock_quantity as stock from products where id = $1',
    [productId],
  );
  return row!.stock;
}

/** The router keeps hidden copies of the previous page: only the one on screen counts. */
const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

async function openOrderFromList(admin: Page, number: string) {
  await admin.goto('/admin/orders');
  await admin.getByRole('searchbox', { name: 'Rechercher' }).fill(number);
  await admin.getByRole('button', { name: 'Rechercher' }).click();
  await expect(admin).toHaveURL(new RegExp(`q=${number}`));
  await admin.getByRole('link', { name: number }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Commande ${number}` })).toBeVisible();
}

async function confirmChange(admin: Page, button: string, done: string) {
  await admin.getByRole('button', { name: button }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(admin.getByText(done, { exact: true }).last()).toBeVisible();
}

test('the admin marks a transfer received, ships it with tracking', async ({ page, browser }) => {
  // The customer: a new account (made directly: signing up is not the subject) with a transfer
  // order waiting.
  const email = uniqueEmail('commandes-admin');
  await createCustomer(email);
  await withConsentChosen(page);
  await signedIn(page, email);
  const product = await trackedProduct(3);
  const stockAtStart = product.stock;
  const paidLater = await transferOrder(email, product.id, 2);
  expect(await stockOf(product.id)).toBe(stockAtStart - 2);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await withConsentChosen(admin);
  // The session only: openOrderFromList opens the list (the dashboard is not this test's).
  await signedIn(admin, DEMO.admin.email);

  // The list finds the order by its number; the page offers the transfer's changes.
  await openOrderFromList(admin, paidLater.number);
  await expect(shown(admin, 'order-status')).toHaveText('En attente de paiement');

  // Transfer received: paid, the invoice is issued, the customer gets it by e-mail.
  await confirmChange(admin, 'Marquer le virement reçu', 'Virement enregistré');
  await expect(shown(admin, 'order-status')).toHaveText('Payée');
  await expect(shown(admin, 'admin-invoice')).toHaveText(/^Facture FA-\d{4}-\d{6}$/);
  const invoiceNumber = (await shown(admin, 'admin-invoice').textContent())!.replace(
    'Facture ',
    '',
  );
  const paidMail = await waitForEmail({
    to: email,
    subject: `Paiement reçu pour votre commande ${paidLater.number}`,
  });
  expect(paidMail.text).toContain(invoiceNumber);
  await page.goto(`/profile/commandes/${paidLater.number}`);
  await expect(page.getByRole('link', { name: new RegExp(invoiceNumber) })).toBeVisible();

  // Shipped with Colissimo and a tracking number: the customer's page shows it with the link.
  await admin.getByRole('button', { name: 'Expédier', exact: true }).click();
  const ship = admin.getByRole('dialog', { name: 'Expédier la commande' });
  await ship.getByLabel('Transporteur').selectOption('colissimo');
  // A number the carrier could not have given is refused on its field, in French.
  await ship.getByLabel('Numéro de suivi').fill('<colis>');
  await ship.getByRole('button', { name: 'Expédier et prévenir le client' }).click();
  await expect(ship.getByText(/ne peut contenir que des lettres, des chiffres/)).toBeVisible();
  await ship.getByLabel('Numéro de suivi').fill('6A12345678901');
  await ship.getByRole('button', { name: 'Expédier et prévenir le client' }).click();
  await expect(shown(admin, 'order-status')).toHaveText('Expédiée');
  await expect(shown(admin, 'admin-tracking')).toContainText('6A12345678901');
  await waitForEmail({ to: email, subject: `Votre commande ${paidLater.number} est expédiée` });
  await page.reload();
  await expect(page.getByText('Expédiée').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Suivre le colis 6A12345678901' })).toHaveAttribute(
    'href',
    'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
  );

  // A shipped order can no longer be cancelled: the page does not offer it.
  await expect(admin.getByRole('button', { name: 'Annuler la commande' })).toHaveCount(0);
  // Shipping took nothing more from the shelf.
  expect(await stockOf(product.id)).toBe(stockAtStart - 2);

  // The list filters by status and the picking list prints the lines and the label's data.
  await admin.goto(`/admin/orders?statut=shipped&q=${paidLater.number}`);
  await expect(admin.getByRole('link', { name: paidLater.number })).toBeVisible();
  await admin.goto(`/admin/orders?statut=cancelled&q=${paidLater.number}`);
  await expect(admin.getByText('Aucun résultat.')).toBeVisible();
  await admin.goto(`/admin/orders/${paidLater.id}/preparation`);
  await expect(admin.getByTestId('picking-list')).toContainText('VERN-2K-400');
  await expect(admin.getByTestId('shipping-label')).toContainText('8 avenue Jean Jaurès');
  await adminContext.close();
});

test('the admin cancels a transfer order: stock back, the customer told, the change in the history', async ({
  browser,
}) => {
  // The customer needs no browser here: an account and a transfer order waiting.
  const email = uniqueEmail('annulation-admin');
  await createCustomer(email);
  const product = await trackedProduct(4);
  const stockAtStart = product.stock;
  const cancelled = await transferOrder(email, product.id, 3);
  expect(await stockOf(product.id)).toBe(stockAtStart - 3);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await withConsentChosen(admin);
  // The session only: openOrderFromList opens the list (the dashboard is not this test's).
  await signedIn(admin, DEMO.admin.email);

  // The order is cancelled: its three pots go back on the shelf, the customer is told.
  await openOrderFromList(admin, cancelled.number);
  await confirmChange(admin, 'Annuler la commande', 'Commande annulée');
  await expect(shown(admin, 'order-status')).toHaveText('Annulée');
  await expect.poll(() => stockOf(product.id)).toBe(stockAtStart);
  await waitForEmail({ to: email, subject: `Votre commande ${cancelled.number} est annulée` });

  // Every change is in the order's history (the audit log).
  await expect(admin.getByText(/Commande annulée · par admin@nuancier\.fr/)).toBeVisible();
  await admin.goto(`/admin/orders?statut=cancelled&q=${cancelled.number}`);
  await expect(admin.getByRole('link', { name: cancelled.number })).toBeVisible();
  await adminContext.close();
});
