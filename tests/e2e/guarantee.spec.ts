/**
 * The test card and the colour-match guarantee (issue 41 §2), as the buyer and the owner meet
 * them: the card ticked beside the paint goes to the cart as its own line (priced by the server,
 * « offerte » by default) with its spray-out guide; a customer whose colour was delivered files
 * « Signaler un écart de teinte » with a photo, gets the acknowledgement, and the owner decides it
 * in /admin/garanties (« Refaire la teinte »), which the customer is told by e-mail. The rules
 * (window, ownership, re-encoding, refunds, refusals) are tests/integration/guarantee.test.ts.
 */
import sharp from 'sharp';
import { signInAsAdmin } from './support/admin';
import { uniqueEmail, waitForEmail } from './support/mailbox';
import { deliveredColourOrder } from './support/orders';
import { createCustomer, signedIn } from './support/session';
import { withConsentChosen } from './support/shop';
import { expect, test } from './support/test';

const QNG = '/catalogue-couleur/auto/renault/qng-blanc-glacier';

/** A small photo of a white panel: the server re-encodes it. */
const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#f1efe6' } })
    .png()
    .toBuffer();

test('the test card ticked beside the paint goes to the cart with its guide', async ({ page }) => {
  await withConsentChosen(page);
  await page.goto(QNG);
  await page.getByLabel('Ajouter une carte test (offerte)').check();
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await expect(
    page.getByText(/Renault QNG Blanc Glacier.*ajoutée au panier/i).last(),
  ).toBeVisible();

  await page.goto('/cart');
  const card = page.getByTestId('cart-line').filter({ hasText: 'Carte test – QNG Blanc Glacier' });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('cart-line-total')).toHaveText(/^0,00\s€$/);
  await expect(card.getByRole('link', { name: 'Comment utiliser la carte test' })).toHaveAttribute(
    'href',
    /\/garantie-teinte#carte-test$/,
  );
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
});

test('a shade claim with a photo is filed by the customer and decided by the owner', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('garantie-teinte');
  await createCustomer(email);
  const order = await deliveredColourOrder(email);
  await withConsentChosen(page);
  await signedIn(page, email);
  await page.goto(`/profile/commandes/${order.number}`);

  const claim = page.getByTestId('guarantee-claim');
  await expect(claim.getByRole('heading', { name: 'Signaler un écart de teinte' })).toBeVisible();
  await claim
    .getByLabel('Décrivez l’écart')
    .fill('Le blanc est nettement plus jaune que la porte.');
  await claim
    .getByLabel(/^Photos \(1 à 3/)
    .setInputFiles({ name: 'porte.png', mimeType: 'image/png', buffer: await photo() });
  await claim.getByRole('button', { name: 'Envoyer la réclamation' }).click();
  await expect(claim.getByRole('status')).toHaveText(
    'Réclamation envoyée : nous vous répondons par e-mail.',
  );
  const received = await waitForEmail({ to: email, subject: `commande ${order.number}` });
  expect(received.subject).toBe(`Réclamation de teinte reçue – commande ${order.number}`);

  // The owner, in another browser: the claim with its photo, decided « Refaire la teinte ».
  const owner = await (await browser.newContext()).newPage();
  await withConsentChosen(owner);
  await signInAsAdmin(owner, '/admin/garanties');
  const row = owner.getByTestId('admin-claim').filter({ hasText: order.number });
  await expect(row).toContainText('À décider');
  await expect(row).toContainText('Le blanc est nettement plus jaune que la porte.');
  const link = row.getByRole('link', { name: `Photo 1 de la réclamation ${order.number}` });
  const served = await owner.request.get((await link.getAttribute('href'))!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\//);
  await row.getByRole('button', { name: 'Refaire la teinte' }).click();
  await expect(row).toContainText('Teinte refaite');

  const decided = await waitForEmail({
    to: email,
    subject: `Votre réclamation de teinte – commande ${order.number}`,
  });
  expect(decided.text).toContain('Nous refaisons la teinte de la ligne');
  await owner.context().close();
});
