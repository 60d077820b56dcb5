/**
 * A page that fails while it renders (app/(shop)/essai-erreur, answering only with
 * BENCH_PAGES=1 as the e2e servers run) shows the French error page inside the shop's header
 * and footer, with a way back, and nothing of the error (issue 35 §3). The root layout's
 * replacement (app/global-error.tsx) is rendered in tests/unit/error-pages.test.ts.
 */
import { expect, test } from './support/test';

test('a render failure shows the French error page in the shop frame, without the error', async ({
  page,
}) => {
  // What the server sends carries no word of the error's message (only Next's digest, which
  // the server's log pairs with it); the page is drawn from it in the browser.
  const html = await (await page.request.get('/essai-erreur')).text();
  expect(html).toContain('digest');
  expect(html).not.toContain('jeton-e2e-secret');
  await page.goto('/essai-erreur');
  const block = page.getByTestId('error-page');
  await expect(block.getByRole('heading', { level: 1 })).toHaveText('Une erreur est survenue');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // One main landmark: the shell's (the boundary adds none of its own).
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('body')).not.toContainText('jeton-e2e-secret');
  await expect(page.locator('body')).not.toContainText(/Application error|went wrong/i);
  // Trying again renders the page again: it fails again, the same French page stays.
  await block.getByRole('button', { name: 'Réessayer' }).click();
  await expect(block.getByRole('heading', { level: 1 })).toHaveText('Une erreur est survenue');
  await block.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('error-page')).toHaveCount(0);
});
