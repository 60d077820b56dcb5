import { expect, test } from './support/test';
import {
  authDialog,
  DEMO,
  openSignIn,
  signInAfterSignUp,
  signInAs,
  signOutFromMenu,
  submitSignIn,
  uniqueEmail,
} from './support/accounts';
import { emailsTo, waitForEmail } from './support/mailbox';
import { createAccount, signedIn } from './support/session';
import { queryDb, withConsentChosen } from './support/shop';

// Whole account journeys (several server actions and page loads each) on a shared machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

// The other journeys run with the system's « reduce motion » (playwright.config.ts), which the
// shop honours (app/globals.css); this one keeps the animations a visitor sees by default.
test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('sign up as an individual, sign out, sign in again, back on the page left', async ({
    page,
  }) => {
    const email = uniqueEmail('particulier');
    await page.goto('/livraison');
    await openSignIn(page);
    const dialog = authDialog(page);
    // With motion: the dialog zooms in, and closes (at the sign-ins below) only once its exit
    // animation has ended (Radix's Presence), the toasts slide and fade.
    await expect(dialog).toHaveCSS('animation-duration', '0.2s');
    await dialog.getByRole('tab', { name: 'Inscription' }).click();
    await expect(dialog.getByLabel('Particulier')).toBeChecked();
    await expect(dialog.getByLabel('SIRET')).toHaveCount(0);
    const submit = dialog.getByRole('button', { name: 'Créer mon compte' });
    await expect(submit).toBeDisabled();

    await dialog.getByLabel('Prénom').fill('<b>Léa</b>');
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
    await dialog.getByLabel('Email').fill('pas-un-email');
    await dialog.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('court');
    await dialog.getByRole('checkbox', { name: /J'accepte les conditions/ }).click();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog.getByText('Email invalide', { exact: true }).first()).toBeVisible();
    await expect(
      dialog.getByText('Le mot de passe doit contenir au moins 8 caractères'),
    ).toBeVisible();
    // What was typed is kept.
    await expect(dialog.getByLabel('Prénom')).toHaveValue('<b>Léa</b>');

    await dialog.getByLabel('Email').fill(email);
    await dialog
      .getByRole('textbox', { name: 'Mot de passe', exact: true })
      .fill('motdepasse-solide');
    await submit.click();
    await signInAfterSignUp(page, email, 'motdepasse-solide');
    await expect(page).toHaveURL(/\/livraison$/);
    const [row] = await queryDb<{ first_name: string; is_professional: boolean }>(
      `select first_name, is_professional from profiles where email = $1`,
      [email],
    );
    // HTML is stripped before validation.
    expect(row).toEqual({ first_name: 'Léa', is_professional: false });

    await signOutFromMenu(page);
    await openSignIn(page);
    await submitSignIn(page, email, 'motdepasse-solide');
    await expect(page).toHaveURL(/\/livraison$/);
  });
});

test('sign up as a professional with a SIRET from the professional page', async ({ page }) => {
  const email = uniqueEmail('pro');
  await page.goto('/pro');
  await page.getByRole('button', { name: 'Créer mon compte professionnel' }).first().click();
  const dialog = authDialog(page);
  // Reduced motion asked for (playwright.config.ts): the dialog has no animation to wait for.
  await expect(dialog).toHaveCSS('animation-duration', '1e-05s');
  await expect(dialog.getByRole('tab', { name: 'Inscription', selected: true })).toBeVisible();
  await expect(dialog.getByLabel('Professionnel')).toBeChecked();
  await expect(dialog.getByText('Vos avantages professionnels')).toBeVisible();
  await dialog.getByLabel('Prénom').fill('Sophie');
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Garnier');
  await dialog.getByLabel('Raison sociale').fill('Carrosserie Garnier');
  await dialog.getByLabel('SIRET').fill('1234');
  await dialog.getByLabel('Email').fill(email);
  await dialog
    .getByRole('textbox', { name: 'Mot de passe', exact: true })
    .fill('motdepasse-solide');
  await dialog.getByRole('checkbox', { name: /J'accepte les conditions/ }).click();
  await dialog
    .getByRole('checkbox', { name: 'Je souhaite recevoir la newsletter Nuancier' })
    .click();
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(dialog.getByText('SIRET invalide (14 chiffres)')).toBeVisible();
  await dialog.getByLabel('SIRET').fill('732 829 320 00074');
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  await signInAfterSignUp(page, email, 'motdepasse-solide');
  await expect(page).toHaveURL(/\/pro$/);
  const [row] = await queryDb<Record<string, unknown>>(
    `select is_professional, company_name, siret, is_verified_professional from profiles where email = $1`,
    [email],
  );
  expect(row).toEqual({
    is_professional: true,
    company_name: 'Carrosserie Garnier',
    siret: '73282932000074',
    is_verified_professional: false,
  });
  // Not verified yet: no green dot.
  await expect(page.getByTestId('verified-pro-badge')).toHaveCount(0);
  // The newsletter box ticked: the double opt-in e-mail, as from the footer.
  const mail = await waitForEmail({ to: email, subject: 'Confirmez votre inscription' });
  expect(mail.links.some((link) => link.includes('/newsletter/confirm?jeton='))).toBe(true);
});

test('a wrong password is refused with the French message', async ({ page }) => {
  await page.goto('/');
  await openSignIn(page);
  const dialog = authDialog(page);
  await dialog.getByLabel('Email').fill(DEMO.individual.email);
  await dialog.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('pas-le-bon');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Erreur de connexion')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Email ou mot de passe incorrect.');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(DEMO.individual.email);
});

test('the reset tab answers the same for any address; the e-mailed link sets a new password once', async ({
  page,
}) => {
  // An account as a sign-up leaves it (unconfirmed), made in the database: signing up, in and
  // out through the dialog is « sign up as an individual, sign out, sign in again… »'s subject.
  const email = uniqueEmail('oubli');
  await createAccount(email, 'ancien-secret', { confirmed: false });
  await page.goto('/');
  await openSignIn(page);
  const dialog = authDialog(page);
  await dialog.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await expect(dialog.getByRole('tab', { name: 'Mot de passe', selected: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Email requis')).toBeVisible();
  await expect(dialog.getByText('Veuillez entrer votre adresse email')).toBeVisible();
  for (const address of ['personne-inconnue@example.fr', email]) {
    await dialog.getByLabel('Email').fill(address);
    await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(
      page.getByText(
        'Si un compte existe avec cet email, vous recevrez un lien de réinitialisation.',
      ),
    ).toHaveCount(1);
    await expect(dialog.getByLabel('Email')).toHaveValue('');
  }
  await dialog.getByRole('button', { name: 'Retour à la connexion' }).click();
  await expect(dialog.getByRole('tab', { name: 'Connexion', selected: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // The e-mail, as delivered to the local mail catcher by the job worker.
  const mail = await waitForEmail({ to: email, subject: 'Réinitialisation' });
  const link = mail.links.find((href) => href.includes('/reset-password?token='))!;
  expect(link).toBeTruthy();
  // Nothing was sent for the unknown address.
  expect(await emailsTo('personne-inconnue@example.fr')).toEqual([]);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('Nouveau mot de passe').fill('nouveau-secret');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Mot de passe modifié')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await signOutFromMenu(page);
  // The link works once.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('Nouveau mot de passe').fill('encore-un-autre');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(
    page.getByText("Ce lien de réinitialisation n'est plus valable.", { exact: false }),
  ).toBeVisible();
  await page.goto('/');
  await signInAs(page, { email, password: 'nouveau-secret' });
});

test('profile and address book: signed out first, then edited with the spec messages', async ({
  page,
}) => {
  await page.goto('/profile?tab=addresses');
  // Sent to sign in, then back.
  await expect(authDialog(page)).toBeVisible();
  await submitSignIn(page, DEMO.individual.email, DEMO.individual.password);
  await expect(page).toHaveURL(/\/profile\?tab=addresses$/);
  await expect(page.getByRole('heading', { name: "Carnet d'adresses" })).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle adresse' });
  await form.getByLabel("Nom de l'adresse (ex. Atelier)").fill('Atelier');
  await form.getByLabel('Prénom').fill('Julien');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 rue des Peintres');
  await form.getByLabel('Ville').fill('Lyon');
  await form.getByLabel('Code postal').fill('6900');
  await form.getByRole('button', { name: "Enregistrer l'adresse" }).click();
  await expect(form.getByText('Code postal invalide (5 chiffres)')).toBeVisible();
  await expect(form.getByLabel('Ville')).toHaveValue('Lyon');
  await form.getByLabel('Code postal').fill('69001');
  await form.getByRole('button', { name: "Enregistrer l'adresse" }).click();
  await expect(page.getByText('Adresse enregistrée').last()).toBeVisible();
  const first = page.getByTestId('address').filter({ hasText: 'Atelier' });
  await expect(first).toContainText('69001 Lyon, France');
  await expect(first).toContainText('Adresse par défaut');

  await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
  const second = page.getByRole('form', { name: 'Nouvelle adresse' });
  await second.getByLabel("Nom de l'adresse (ex. Atelier)").fill('Bruxelles');
  await second.getByLabel('Prénom').fill('Julien');
  await second.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await second.getByRole('textbox', { name: 'Adresse', exact: true }).fill('3 avenue Louise');
  await second.getByLabel('Ville').fill('Bruxelles');
  await second.getByLabel('Pays').selectOption('Belgique');
  await second.getByLabel('Code postal').fill('10000');
  await second.getByRole('button', { name: "Enregistrer l'adresse" }).click();
  await expect(second.getByText('Code postal invalide (4 chiffres)')).toBeVisible();
  await second.getByLabel('Code postal').fill('1050');
  await second.getByRole('button', { name: "Enregistrer l'adresse" }).click();
  const belgian = page.getByTestId('address').filter({ hasText: '3 avenue Louise' });
  await expect(belgian).toContainText('1050 Bruxelles, Belgique');

  await belgian.getByRole('button', { name: /Définir par défaut/ }).click();
  await expect(belgian).toContainText('Adresse par défaut');
  await expect(first).not.toContainText('Adresse par défaut');
  await first.getByRole('button', { name: /Supprimer/ }).click();
  await expect(page.getByTestId('address')).toHaveCount(1);

  await page.getByRole('link', { name: 'Profil', exact: true }).click();
  await page.getByLabel('Téléphone').fill('abc');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Numéro de téléphone invalide')).toBeVisible();
  await page.getByLabel('Téléphone').fill('+33 6 12 34 56 78');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Profil mis à jour')).toBeVisible();
  await expect(page.getByText('Vos informations ont été sauvegardées.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Téléphone')).toHaveValue('+33 6 12 34 56 78');
});

test('a verified professional shows the green dot; an unverified one does not', async ({
  page,
}) => {
  // Signed in with the session fixture: the dot after a sign-in through the dialog is
  // accounts.mobile.spec's « the dialog fits, sign in… », and signing out is this file's first test.
  await signedIn(page, DEMO.verifiedPro.email);
  await page.goto('/');
  await expect(page.getByTestId('verified-pro-badge')).toBeVisible();
  await page.context().clearCookies();
  await signedIn(page, DEMO.pro.email);
  await page.reload();
  await expect(page.getByTestId('account-menu').filter({ visible: true })).toBeVisible();
  await expect(page.getByTestId('verified-pro-badge')).toHaveCount(0);
});

test('an administrator sees the Administration entry and the admin area; a customer does not', async ({
  page,
}) => {
  // A visitor is sent to sign in (a real redirect, not a streamed one), then to the admin area.
  const refused = await page.request.get('/admin/products?x=1', { maxRedirects: 0 });
  expect(refused.status()).toBe(307);
  expect(refused.headers()['location']).toBe('/?connexion=1&retour=%2Fadmin%2Fproducts%3Fx%3D1');
  await page.goto('/admin');
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  // The admin area has its own frame (no shop header): wait for it, not for the account menu.
  await dialog.getByLabel('Email').fill(DEMO.admin.email);
  await dialog
    .getByRole('textbox', { name: 'Mot de passe', exact: true })
    .fill(DEMO.admin.password);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();

  await page.goto('/');
  await page.getByTestId('account-menu').filter({ visible: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Administration' })).toHaveAttribute(
    'href',
    '/admin',
  );
  await page.keyboard.press('Escape');

  // A customer, signed in with the session fixture (signing out and in through the dialog is
  // this file's first test).
  await page.context().clearCookies();
  await signedIn(page, DEMO.individual.email);
  await page.reload();
  await page.getByTestId('account-menu').filter({ visible: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Mon profil' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Mes commandes' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // The not-found page with a 404 (the proxy's gate answers before any shell streams), never
  // the admin content.
  const answer = await page.goto('/admin');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "Cette page n'existe pas" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Administration' })).toHaveCount(0);
});

test('a forged session cookie is a signed-out visitor', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'nuancier_session', value: 'x'.repeat(43), url: baseURL! }]);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connexion' })).toBeVisible();
  const answer = await page.request.get('/api/auth/session');
  expect(await answer.json()).toEqual({ user: null });
  expect(answer.headers()['cache-control']).toContain('no-store');
});

test('a new order is announced live, and the notification list survives a reload', async ({
  page,
}) => {
  // The live stream must be open before the order is inserted (its answer's headers arrive at
  // once; the body never ends).
  const stream = page.waitForResponse(
    (response) => response.url().endsWith('/api/events') && response.status() === 200,
  );
  await signedIn(page, DEMO.pro.email);
  await page.goto('/livraison');
  const bell = page.getByTestId('notifications').filter({ visible: true });
  await expect(bell).toContainText('0 non lue');
  await stream;
  const number = `NU-E2E-${Date.now()}`;
  const [user] = await queryDb<{ id: string }>('select id from users where email = $1', [
    DEMO.pro.email,
  ]);
  await queryDb(
    `insert into orders (order_number, user_id, email, subtotal_cents, total_cents,
       shipping_address, payment_method)
     values ($1, $2, $3, 4500, 4500, '{}'::jsonb, 'transfer')`,
    [number, user!.id, DEMO.pro.email],
  );
  try {
    await expect(page.getByText(`Nouvelle commande n° ${number}`).last()).toBeVisible();
    await expect(bell).toContainText('1 non lue');
    await page.reload();
    await expect(bell).toContainText('1 non lue');
    await bell.click();
    await expect(
      page.getByRole('dialog').getByText(`Nouvelle commande n° ${number}`),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    // Closing the list marks it read, and that too is kept.
    await expect(bell).toContainText('0 non lue');
    await page.reload();
    await expect(bell).toContainText('0 non lue');
  } finally {
    await queryDb('delete from orders where order_number = $1', [number]);
  }
});
