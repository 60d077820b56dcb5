import { expect, type Page } from '@playwright/test';

/** Demo accounts of the seed (supabase/seed/accounts.ts, README). */
export const DEMO = {
  admin: { email: 'admin@nuancier.fr', password: 'admin-nuancier' },
  individual: { email: 'particulier@nuancier.fr', password: 'demo-nuancier' },
  pro: { email: 'pro@nuancier.fr', password: 'demo-nuancier' },
  verifiedPro: { email: 'pro-verifie@nuancier.fr', password: 'demo-nuancier' },
} as const;

/** A fresh address for accounts created by a test. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.fr`;
}

export function authDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Mon compte' });
}

/** Opens the dialog from the header's account button (signed out). */
export async function openSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Connexion' }).click();
  await expect(authDialog(page)).toBeVisible();
}

/** Fills the Connexion tab of an open dialog and waits for the signed-in header. */
export async function submitSignIn(page: Page, email: string, password: string) {
  const dialog = authDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Connexion réussie', { exact: true }).last()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('account-menu').filter({ visible: true })).toBeVisible();
}

/**
 * After « Créer mon compte »: sign-up opens no session (no account enumeration), the dialog
 * turns to its sign-in tab with the address filled in; the new customer signs in with the
 * password just chosen.
 */
export async function signInAfterSignUp(page: Page, email: string, password: string) {
  const dialog = authDialog(page);
  await expect(page.getByText('Inscription réussie').first()).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Connexion', selected: true })).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText(
    'Vérifiez votre email pour confirmer votre compte.',
  );
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await submitSignIn(page, email, password);
}

export async function signInAs(page: Page, account: { email: string; password: string }) {
  await openSignIn(page);
  await submitSignIn(page, account.email, account.password);
}

export async function signOutFromMenu(page: Page) {
  // The menu may close again if the page re-renders under it right after a sign-in: retry.
  await expect(async () => {
    const item = page.getByRole('menuitem', { name: 'Déconnexion' });
    // Visible one only: a page of another route group stays hidden in the document.
    if (!(await item.isVisible())) {
      await page.getByTestId('account-menu').filter({ visible: true }).click();
    }
    await item.click({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('Déconnexion réussie')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connexion' })).toBeVisible();
}
