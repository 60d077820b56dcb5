import { expect, test } from './support/test';
import { DEMO } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { uniqueEmail, waitForEmail } from './support/mailbox';
import { lostCart } from './support/orders';
import { signedIn } from './support/session';
import { queryDb, withConsentChosen } from './support/shop';

/**
 * Lost orders and analytics (issue 19). The lost cart belongs to a customer made for this test
 * (never a demo account, whose cart other journeys read); its lines are removed at the end.
 */
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

test('lost orders: a cart left for a day is listed; one reminder reaches the customer, then the button says it was sent', async ({
  page,
}) => {
  const email = uniqueEmail('panier-perdu');
  const userId = await lostCart(email);
  try {
    await signInAsAdmin(page, '/admin/lost-orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Commandes perdues' })).toBeVisible();
    const row = page.getByTestId('lost-cart').filter({ hasText: email });
    await expect(row).toContainText('Dominique Relance');
    await expect(row).toContainText('3 × Bombe de peinture 400 ml');
    await expect(row).toContainText('ZZ9E2E');
    await expect(row).toContainText('63,00');

    await row.getByRole('button', { name: `Envoyer une relance à ${email}` }).click();
    await expect(page.getByText('Relance envoyée.', { exact: true }).last()).toBeVisible();
    const mail = await waitForEmail({ to: email, subject: 'Votre panier vous attend' });
    expect(mail.text).toContain('Bombe de peinture 400 ml');
    expect(mail.text).toContain('Reprendre mon panier');
    // The list now shows the reminder sent, with no button to send a second one.
    await expect(row.getByTestId('reminder-sent')).toContainText('Relance envoyée le');
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(page.getByTestId('sent-reminder').filter({ hasText: email })).toContainText(
      'Pas encore récupérée',
    );
  } finally {
    await queryDb(`delete from cart_items where user_id = $1`, [userId]);
  }
});

test('analytics: a search that found nothing is listed for the admin, anonymously; period picker; axe clean', async ({
  page,
  browser,
}) => {
  const nonsense = `zqxw${Date.now().toString(36)}`;
  // A visitor (own browser context, no session) searches a colour that does not exist.
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/couleurs-recherche?q=${nonsense.toUpperCase()}`);
    await expect(visitor.getByText(/Aucune couleur/).first()).toBeVisible();
  } finally {
    await visitorContext.close();
  }

  // The session only: the loop below opens the page.
  await signedIn(page, DEMO.admin.email);
  // Recorded after the visitor's response was sent: read until it is there.
  await expect(async () => {
    await page.goto('/admin/analytics');
    await expect(page.getByTestId('search-miss').filter({ hasText: nonsense })).toHaveCount(1, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  const miss = page.getByTestId('search-miss').filter({ hasText: nonsense });
  await expect(miss.getByRole('cell').first()).toHaveText(nonsense);
  await expect(miss.getByRole('cell').nth(1)).toHaveText('1');
  await expect(page.getByRole('heading', { name: 'Ventes des 30 derniers jours' })).toBeVisible();

  // The period is in the address.
  await page.getByRole('link', { name: 'Par mois' }).click();
  await expect(page).toHaveURL(/periode=mois/);
  await expect(page.getByRole('heading', { name: 'Ventes des 12 derniers mois' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Par mois' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // « Créer la teinte » opens the new colour form with the searched text.
  await page.goto('/admin/analytics');
  await page.getByRole('link', { name: `Créer la teinte « ${nonsense} »` }).click();
  await expect(page.getByRole('textbox', { name: 'Code couleur', exact: true })).toHaveValue(
    nonsense.toUpperCase(),
  );
});
