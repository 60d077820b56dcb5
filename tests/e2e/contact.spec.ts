import { expect, test } from './support/test';
import { waitForEmail } from './support/mailbox';
import { queryDb, withConsentChosen } from './support/shop';

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

test('the contact form shows each French error, then sends and stores the message', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contactez-nous');
  const name = page.getByLabel('Nom');
  const email = page.getByLabel('Adresse e-mail');
  const message = page.getByLabel('Votre message');
  const submit = page.getByRole('button', { name: 'Envoyer le message' });
  const form = page.locator('form', { has: submit });

  await submit.click();
  await expect(form.getByText('Ce champ est requis')).toBeVisible();
  await expect(form.getByText('Email invalide')).toBeVisible();
  await expect(form.getByText('Message trop court')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  await name.fill('<b></b>   ');
  await email.fill('julie.martin@example');
  await message.fill('<p>Trop bref</p>');
  await submit.click();
  await expect(form.getByText('Ce champ est requis')).toBeVisible();
  await expect(form.getByText('Email invalide')).toBeVisible();
  await expect(form.getByText('Message trop court')).toBeVisible();

  await message.fill('x'.repeat(1001));
  await expect(form.getByText('Message trop long')).toBeVisible();

  const unique = `Julie Martin ${Date.now()}`;
  await name.fill(unique);
  await email.fill('julie.martin@example.fr');
  await message.fill('Bonjour, avez-vous la teinte TEKNG en bombe de 400 ml ? Merci !');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await submit.click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Merci, votre message a bien été envoyé' }),
  ).toBeVisible();
  await expect(page.getByText('Message envoyé')).toBeVisible();
  await expect(name).toHaveValue('');

  const stored = await queryDb<{ email: string; message: string }>(
    'select email, message from contact_messages where name = $1',
    [unique],
  );
  expect(stored).toEqual([
    {
      email: 'julie.martin@example.fr',
      message: 'Bonjour, avez-vous la teinte TEKNG en bombe de 400 ml ? Merci !',
    },
  ]);
  const outbox = await queryDb<{ subject: string }>(
    'select subject from email_outbox where subject = $1',
    [`Nouveau message de contact : ${unique}`],
  );
  expect(outbox).toHaveLength(1);
  // The worker delivers it to the shop through SMTP (the local catcher in this run).
  const delivered = await waitForEmail({
    to: 'contact@nuancier.fr',
    subject: `Nouveau message de contact : ${unique}`,
  });
  expect(delivered.text).toContain('E-mail : julie.martin@example.fr');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still posts to the action: French errors, then the message is stored', async ({
    page,
  }) => {
    await page.goto('/contact');
    const submit = page.getByRole('button', { name: 'Envoyer le message' });
    await page.getByLabel('Nom').fill('Marc Petit');
    await page.getByLabel('Adresse e-mail').fill('marc.petit@');
    await page.getByLabel('Votre message').fill('Bonjour');
    await submit.click();
    await expect(page.getByText('Email invalide')).toBeVisible();
    await expect(page.getByText('Message trop court')).toBeVisible();
    expect(page.url()).not.toContain('marc');

    const unique = `Marc Petit ${Date.now()}`;
    await page.getByLabel('Nom').fill(unique);
    await page.getByLabel('Adresse e-mail').fill('marc.petit@example.fr');
    await page.getByLabel('Votre message').fill('Bonjour, livrez-vous au Luxembourg ?');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByText('Merci, votre message a bien été envoyé')).toBeVisible();
    const stored = await queryDb('select 1 from contact_messages where name = $1', [unique]);
    expect(stored).toHaveLength(1);
  });
});
