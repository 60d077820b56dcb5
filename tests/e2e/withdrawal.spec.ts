/**
 * « Se rétracter du contrat ici » as a visitor (issue 39 §1): the footer's link, the order found
 * from the name, its number and its e-mail, the whole order withdrawn with « Confirmer la
 * rétractation », and the acknowledgement e-mail. The rules (deadline, made-to-order paint,
 * partial and repeated withdrawals, wrong data) are proven by tests/integration/withdrawals.
 */
import { plainStockedProduct } from './support/checkout';
import { uniqueEmail, waitForEmail } from './support/mailbox';
import { transferOrder } from './support/orders';
import { createCustomer } from './support/session';
import { withConsentChosen } from './support/shop';
import { expect, test } from './support/test';

test('a visitor withdraws from an order through the footer link and gets the acknowledgement', async ({
  page,
}) => {
  const email = uniqueEmail('retractation');
  await createCustomer(email);
  const product = await plainStockedProduct(3);
  const order = await transferOrder(email, product.id, 2, { takeStock: false });
  await withConsentChosen(page);

  await page.goto('/contact');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Se rétracter du contrat ici' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Se rétracter du contrat ici');
  await page.getByLabel('Nom et prénom').fill('Lucie Carrossier');
  await page.getByLabel('Numéro de commande').fill(order.number);
  await page.getByLabel('Adresse e-mail utilisée pour la commande').fill(email);
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(
    page.getByRole('heading', { name: `Commande ${order.number}`, exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Toute la commande' })).toBeChecked();
  await page.getByRole('button', { name: 'Confirmer la rétractation' }).click();
  await expect(
    page.getByRole('heading', { name: 'Votre rétractation est enregistrée' }),
  ).toBeVisible();

  const mail = await waitForEmail({ to: email, subject: `commande ${order.number}` });
  expect(mail.subject).toBe(`Accusé de réception de votre rétractation — commande ${order.number}`);
  expect(mail.text).toContain('Vernis 2K brillant');
  expect(mail.text).toContain('Quantité : 2');
  expect(mail.text).toMatch(
    /Nous avons bien reçu, le [^,]+ 20\d\d à \d\d:\d\d, votre rétractation/,
  );
});
