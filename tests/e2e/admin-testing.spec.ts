import { expect, test } from './support/test';
import { signInAsAdmin } from './support/admin';

test('testing: the health of every part, and a part tested again on demand', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page, '/admin/testing');
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostic' })).toBeVisible();
  const database = page.getByTestId('health-database');
  await expect(database).toContainText('Fonctionne');
  await expect(database).toContainText('La base de données répond');
  // The shop's local mail catcher accepts the handshake.
  await expect(page.getByTestId('health-smtp')).toContainText('Fonctionne');
  await expect(page.getByTestId('health-smtp')).toContainText('Boîte de réception locale');
  // The worker started with the shop: its queue exists (its first every-minute run may be due).
  await expect(page.getByTestId('health-jobs')).not.toContainText("n'a jamais démarré");
  // The journeys' server has Stripe's webhook secret only (its webhook is tested), not the two
  // other keys: card payment is off, and the diagnostic names what is missing.
  await expect(page.getByTestId('health-stripe')).toContainText('Configuration Stripe incomplète');
  await expect(page.getByTestId('health-stripe')).toContainText(
    'Manque : STRIPE_SECRET_KEY, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY.',
  );
  // Embedded mode: no Supabase.
  await expect(page.getByTestId('health-supabase')).toContainText('Non configuré');

  await page.getByRole('button', { name: 'Tester : Base de données' }).click();
  await expect(database.getByRole('button', { name: 'Tester : Base de données' })).toBeEnabled();
  await expect(database).toContainText('La base de données répond');
  await expect(database.getByText(/^Test effectué en \d+ ms$/)).toBeVisible();
});
