import { expect, type Page } from '@playwright/test';
import { authDialog, DEMO } from './accounts';

/** Signs in as the demo administrator from `/admin` and waits for the admin frame. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin');
  const dialog = authDialog(page);
  await dialog.getByLabel('Email').fill(DEMO.admin.email);
  await dialog
    .getByRole('textbox', { name: 'Mot de passe', exact: true })
    .fill(DEMO.admin.password);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  // The admin frame is a per-request page of its own: on a busy machine its first load is slow.
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/admin$/);
}
