/**
 * Account takeover and enumeration, closed in the built app (issue 34, section 5): the sign-in
 * e-mail changes only with the current password and the link sent to the new address, and the
 * old address is told; sign-up answers the same for a known address and tells its owner; the
 * sign-up confirmation link confirms the address (checkout reminds until then, /admin/users
 * marks it).
 */
import { expect, test } from './support/test';
import { authDialog, DEMO, openSignIn, signInAfterSignUp, signInAs } from './support/accounts';
import { emailsTo, uniqueEmail, waitForEmail } from './support/mailbox';
import { createAccount, signInWithSession } from './support/session';
import { withConsentChosen } from './support/shop';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

const PASSWORD = 'motdepasse-solide';

/** The path and query of the e-mail's `/confirm-email` link. */
function confirmLink(links: string[]): string {
  const link = links.find((href) => href.includes('/confirm-email?token='));
  expect(link, 'lien /confirm-email').toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

test('changing the sign-in e-mail needs the password and the link sent to the new address; the old one is told', async ({
  page,
  context,
  baseURL,
}) => {
  const oldEmail = uniqueEmail('avant');
  const newEmail = uniqueEmail('apres');
  await createAccount(oldEmail, PASSWORD);
  await signInWithSession(context, baseURL, oldEmail);

  await page.goto('/profile');
  const email = page.locator('#profile-email');
  await expect(email).toHaveValue(oldEmail);
  await expect(page.getByLabel('Mot de passe actuel')).toHaveCount(0);
  await email.fill(newEmail);
  // The password field appears with the new address; a session alone is not enough.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: "Saisissez votre mot de passe actuel pour changer d'adresse e-mail." })
      .first(),
  ).toBeVisible();
  await page.getByLabel('Mot de passe actuel').fill('pas-le-bon-secret');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Mot de passe incorrect.' }),
  ).toBeVisible();
  expect(await emailsTo(newEmail)).toEqual([]);

  await page.getByLabel('Mot de passe actuel').fill(PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Confirmez votre nouvelle adresse').first()).toBeVisible();
  // Nothing changed yet: the form shows the current address again.
  await expect(email).toHaveValue(oldEmail);

  const notice = await waitForEmail({ to: oldEmail, subject: 'Votre adresse e-mail va changer' });
  expect(notice.text).toContain(newEmail);
  expect(notice.text).toContain('Si ce n’était pas vous');
  const mail = await waitForEmail({ to: newEmail, subject: 'Confirmez votre nouvelle adresse' });
  const link = confirmLink(mail.links);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Adresse e-mail modifiée' })).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Lien expiré ou déjà utilisé' })).toBeVisible();

  // Signed out: the new address signs in, the old one no longer does.
  await context.clearCookies();
  await page.goto('/');
  await openSignIn(page);
  const dialog = authDialog(page);
  await dialog.getByLabel('Email').fill(oldEmail);
  await dialog.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Email ou mot de passe incorrect.');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await signInAs(page, { email: newEmail, password: PASSWORD });
  await page.goto('/profile');
  await expect(page.locator('#profile-email')).toHaveValue(newEmail);
});

test('sign-up with a known address answers as for a new one and e-mails the owner instead', async ({
  page,
}) => {
  const email = uniqueEmail('deja');
  await createAccount(email, PASSWORD);
  await page.goto('/');
  await openSignIn(page);
  const dialog = authDialog(page);
  await dialog.getByRole('tab', { name: 'Inscription' }).click();
  await dialog.getByLabel('Prénom').fill('Intrus');
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Curieux');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('autre-secret');
  await dialog.getByRole('checkbox', { name: /J'accepte les conditions/ }).click();
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Inscription réussie')).toBeVisible();
  // The same toast and the same sign-in tab as for a new account (signInAfterSignUp).
  await expect(
    page
      .locator('[data-sonner-toast]')
      .getByText('Vérifiez votre email pour confirmer votre compte.'),
  ).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText(
    'Vérifiez votre email pour confirmer votre compte.',
  );
  await expect(page.getByText('Un compte existe déjà avec cet email.')).toHaveCount(0);
  await expect(page.getByText("Erreur d'inscription")).toHaveCount(0);
  // What a new account gets too: no session, the sign-in tab with the address filled in.
  await expect(dialog.getByRole('tab', { name: 'Connexion', selected: true })).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByTestId('account-menu')).toHaveCount(0);

  const mail = await waitForEmail({
    to: email,
    subject: 'Quelqu’un a tenté de créer un compte avec votre adresse',
  });
  expect(mail.text).toContain('Mot de passe oublié ?');
  expect(mail.links.some((href) => href.includes('/?connexion=1'))).toBe(true);
  // No confirmation link went to the owner: no account was made.
  expect((await emailsTo(email)).map((m) => m.subject)).toEqual([mail.subject]);
});

test('a new account is e-mailed its confirmation link: checkout reminds it, /admin/users marks it, the link confirms it', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('confirmer');
  await page.goto('/');
  await openSignIn(page);
  const dialog = authDialog(page);
  await dialog.getByRole('tab', { name: 'Inscription' }).click();
  await dialog.getByLabel('Prénom').fill('Inès');
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Confirme');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: /J'accepte les conditions/ }).click();
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  // No session at sign-up: the new customer signs in with the password just chosen.
  await signInAfterSignUp(page, email, PASSWORD);

  const mail = await waitForEmail({
    to: email,
    subject: 'Inscription réussie – Vérifiez votre email pour confirmer votre compte',
  });
  expect(mail.text).toContain('Bonjour Inès,');

  // Signed in and unconfirmed: checkout stays open and reminds, with a resend button.
  await page.goto('/checkout');
  const notice = page.getByTestId('email-confirm-notice');
  await expect(notice).toContainText(`Votre adresse ${email} n'est pas encore confirmée.`);
  await notice.getByRole('button', { name: 'Renvoyer le lien de confirmation' }).click();
  await expect(
    page.getByText(`Un nouveau lien de confirmation a été envoyé à ${email}.`),
  ).toBeVisible();
  await expect.poll(async () => (await emailsTo(email)).length, { timeout: 20_000 }).toBe(2);

  // The administrator sees the address unconfirmed.
  const adminContext = await browser.newContext();
  await signInWithSession(adminContext, baseURL, DEMO.admin.email);
  const admin = await adminContext.newPage();
  await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('E-mail non confirmé')).toBeVisible();

  // The newest link confirms the address.
  const newest = (await emailsTo(email))[0]!;
  await page.goto(confirmLink(newest.links));
  await expect(page.getByRole('heading', { name: 'Adresse e-mail confirmée' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Commande', level: 1 })).toBeVisible();
  await expect(page.getByTestId('email-confirm-notice')).toHaveCount(0);
  await admin.reload();
  await expect(admin.getByRole('row').filter({ hasText: email })).toBeVisible();
  await expect(row.getByText('E-mail non confirmé')).toHaveCount(0);
  await adminContext.close();
});
