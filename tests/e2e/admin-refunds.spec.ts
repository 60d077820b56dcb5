import { expect, test } from './support/test';
import { signInAsAdmin } from './support/admin';
import { plainStockedProduct } from './support/checkout';
import { uniqueEmail, waitForEmail } from './support/mailbox';
import { transferOrder } from './support/orders';
import { createCustomer } from './support/session';
import { withConsentChosen } from './support/shop';

/**
 * Issue 40 §2: the owner records a bank-transfer refund. A paid transfer order (two varnishes at
 * 24,90 €, shipping 6,90 €): the cancel dialog says what cancelling would do; one varnish is
 * refunded with its date and reference (« Partiellement remboursée », the customer e-mailed),
 * then the rest (« Remboursée »). The rules behind it are tests/integration/order-refunds.test.ts.
 */
test('the owner records a transfer refund, by line then the rest', async ({ page }) => {
  const email = uniqueEmail('remboursement-virement');
  await createCustomer(email);
  const product = await plainStockedProduct(5);
  const order = await transferOrder(email, product.id, 2, { takeStock: false });
  await withConsentChosen(page);
  await signInAsAdmin(page, `/admin/orders/${order.id}`);
  const status = page.getByTestId('order-status').filter({ visible: true });

  await page.getByRole('button', { name: 'Marquer le virement reçu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(status).toHaveText('Payée');

  // Cancelling a paid order: the dialog says what will happen (not « Retour »); not confirmed.
  await page.getByRole('button', { name: 'Annuler la commande' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    /Un avoir sera émis, le stock sera remis en vente, un remboursement de 56,70\s€ restera à faire\./,
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Retour' }).click();

  // One varnish of the two, by transfer: the amount is shown before it is recorded.
  await page.getByRole('button', { name: 'Rembourser', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Rembourser la commande' });
  await dialog.getByLabel('Quantité à rembourser : Vernis 2K brillant').fill('1');
  await expect(dialog.getByTestId('refund-amount')).toHaveText(/Montant remboursé : 24,90\s€/);
  await dialog.getByRole('textbox', { name: 'Référence du virement' }).fill('VIR-REMB-0042');
  await dialog.getByRole('button', { name: 'Enregistrer le remboursement' }).click();
  await expect(status).toHaveText('Partiellement remboursée');
  await expect(page.getByTestId('admin-order-refunds')).toContainText('réf. VIR-REMB-0042');

  const mail = await waitForEmail({
    to: email,
    subject: new RegExp(`^Remboursement de 24,90\\s€ pour votre commande ${order.number}$`),
  });
  expect(mail.text).toContain('par virement sur votre compte (référence VIR-REMB-0042)');
  expect(mail.text).toMatch(/L’avoir AV-\d{4}-\d{6} sur la facture FA-\d{4}-\d{6}/);

  // The rest: the other varnish and the shipping.
  await page.getByRole('button', { name: 'Rembourser', exact: true }).click();
  await dialog.getByRole('button', { name: 'Tout sélectionner' }).click();
  await expect(dialog.getByTestId('refund-amount')).toHaveText(/Montant remboursé : 31,80\s€/);
  await dialog.getByRole('textbox', { name: 'Référence du virement' }).fill('VIR-REMB-0043');
  await dialog.getByRole('button', { name: 'Enregistrer le remboursement' }).click();
  await expect(status).toHaveText('Remboursée');
});
