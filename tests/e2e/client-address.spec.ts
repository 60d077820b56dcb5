/**
 * The address a client is throttled and logged under is not the one it writes (issue 34,
 * section 4): against the shop as shipped (TRUSTED_PROXY_HOPS=0, the first e2e server), a
 * guesser sending a new X-Forwarded-For with every attempt is still one address, stopped at
 * the sixth wrong password, and the sign-in log holds the socket's address, none it invented.
 */
import { expect, test } from './support/test';
import { authDialog, openSignIn, uniqueEmail } from './support/accounts';
import { queryDb, withConsentChosen } from './support/shop';

test.describe.configure({ timeout: 90_000 });

test('a forged X-Forwarded-For does not get around the sign-in limit', async ({ page }) => {
  await withConsentChosen(page);
  const email = uniqueEmail('devine');
  await page.goto('/');
  await openSignIn(page);
  const dialog = authDialog(page);
  const invented: string[] = [];
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    const forged = `203.0.113.${attempt}`;
    invented.push(forged);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': forged, 'x-real-ip': forged });
    await dialog.getByLabel('Email').fill(email);
    await dialog
      .getByRole('textbox', { name: 'Mot de passe', exact: true })
      .fill(`faux-${attempt}`);
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.request().headers()['next-action'] !== undefined,
    );
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await answered;
    await expect(dialog.getByRole('alert')).toHaveText(
      attempt <= 5
        ? 'Email ou mot de passe incorrect.'
        : 'Trop de tentatives de connexion. Réessayez dans 1 minute.',
    );
  }
  const logged = await queryDb<{ ip: string; reason: string }>(
    'select ip, reason from sign_in_failures where email = $1 order by id',
    [email],
  );
  expect(logged.map((row) => row.reason)).toEqual([
    'invalid',
    'invalid',
    'invalid',
    'invalid',
    'invalid',
    'throttled',
  ]);
  for (const row of logged) {
    expect(invented).not.toContain(row.ip);
    expect(row.ip).toMatch(/^(127\.0\.0\.1|::1)$/);
  }
});
