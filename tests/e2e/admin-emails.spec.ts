import { expect, test } from './support/test';
import { signInAsAdmin } from './support/admin';
import { uniqueEmail, waitForEmail } from './support/mailbox';
import { queryDb } from './support/shop';

test.describe.configure({ timeout: 90_000 });

test('e-mails: a test e-mail reaches the mailbox and shows as sent; a failed one is sent again', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/emails');
  await expect(page.getByRole('heading', { level: 1, name: 'E-mails' })).toBeVisible();

  // Bad input stays in the field with a French message.
  const to = page.getByRole('textbox', { name: 'Adresse du destinataire' });
  await expect(to).toHaveValue('admin@nuancier.fr');
  await to.fill('pas-une-adresse');
  await page.getByRole('button', { name: 'Envoyer le test' }).click();
  await expect(
    page.getByText('Adresse e-mail invalide, par exemple « nom@exemple.fr ».'),
  ).toBeVisible();

  const address = uniqueEmail('test-admin');
  await to.fill(address);
  await page.getByRole('button', { name: 'Envoyer le test' }).click();
  await expect(page.getByText("E-mail de test mis en file d'envoi").last()).toBeVisible();
  const mail = await waitForEmail({ to: address, subject: 'e-mail de test' });
  expect(mail.text).toContain('admin@nuancier.fr');
  await expect(async () => {
    await page.goto(`/admin/emails?q=${encodeURIComponent(address)}`);
    await expect(page.getByRole('row').filter({ hasText: address })).toContainText('Envoyé', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });

  // An e-mail that failed (the mail server was down): « Renvoyer » puts it back, the worker sends it.
  const failedTo = uniqueEmail('echec');
  await queryDb(
    `insert into email_outbox (to_address, subject, text, template, status, error)
     values ($1, 'Message en échec', 'Bonjour, ceci est un renvoi.', 'contact-notification', 'failed',
             'connect ECONNREFUSED')`,
    [failedTo],
  );
  await page.goto(`/admin/emails?statut=failed&q=${encodeURIComponent(failedTo)}`);
  const row = page.getByRole('row').filter({ hasText: failedTo });
  await expect(row).toContainText('En échec');
  await expect(row).toContainText('connect ECONNREFUSED');
  await row.getByRole('button', { name: 'Renvoyer : Message en échec' }).click();
  await expect(page.getByText("E-mail remis dans la file d'envoi").last()).toBeVisible();
  const resent = await waitForEmail({ to: failedTo, subject: 'Message en échec' });
  expect(resent.text).toContain('ceci est un renvoi');
  // Sent now: it left the « En échec » filter; the whole outbox shows it sent.
  await expect(async () => {
    await page.goto(`/admin/emails?q=${encodeURIComponent(failedTo)}`);
    await expect(page.getByRole('row').filter({ hasText: failedTo })).toContainText('Envoyé', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  await page
    .getByRole('row')
    .filter({ hasText: failedTo })
    .getByRole('link', { name: 'Message en échec' })
    .click();
  await expect(page.getByTestId('email-text')).toContainText('ceci est un renvoi');
});

test('e-mails: every template previewed with sample data', async ({ page }) => {
  await signInAsAdmin(page, '/admin/emails/modeles');
  await expect(page.getByRole('link', { name: /^Aperçu : / })).toHaveCount(14);
  await page.getByRole('link', { name: 'Aperçu : Confirmation de commande' }).click();
  await expect(page.getByTestId('preview-subject')).toContainText(/NU-\d{4}-000123/);
  await expect(
    page.frameLocator('[data-testid="email-html"]').getByText('QNG', { exact: false }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('email-text')).toContainText('Gris Platine');
});
