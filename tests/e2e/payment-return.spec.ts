/**
 * The payment return pages on the built app. `/paypal-return` answers (PayPal is not offered);
 * `/payment-success` reads the payment from the server: another customer's order gets the
 * neutral « commande introuvable », and a card order waiting for Stripe's webhook switches to
 * paid once a signed `payment_intent.succeeded` (Stripe's own test-header helper, the secret
 * the e2e runner gives the server) reaches `/api/webhooks/stripe`.
 *
 * Stripe.js itself cannot load here (no network), so the Payment Element is not driven in the
 * browser: the journey starts after Stripe would have taken the card.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import Stripe from 'stripe';
import { authDialog, DEMO, submitSignIn } from './support/accounts';
import { cardOrder } from './support/orders';
import { queryDb, withConsentChosen } from './support/shop';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

/** A customer of its own (the demo customer's password), made in the database. */
async function newCustomer(label: string) {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.fr`;
  const [user] = await queryDb<{ id: string }>(
    `insert into users (email, password_hash)
     select $1, password_hash from users where email = $2 returning id`,
    [email, DEMO.individual.email],
  );
  await queryDb(
    `insert into profiles (id, email, first_name, last_name) values ($1, $2, 'Léa', 'Paiement')`,
    [user!.id, email],
  );
  await queryDb(`insert into user_roles (user_id, role, verified) values ($1, 'customer', true)`, [
    user!.id,
  ]);
  return { id: user!.id, email, password: DEMO.individual.password };
}

test('/paypal-return answers with a French explanation and links on (not a 404)', async ({
  page,
}) => {
  const response = await page.goto('/paypal-return');
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: "Le paiement par PayPal n'est pas proposé" }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute(
    'href',
    '/profile?tab=orders',
  );
  await expect(page.getByRole('link', { name: 'Retour au panier' })).toHaveAttribute(
    'href',
    '/cart',
  );
  // No page but the card form loads Stripe.js.
  await expect(page.locator('script[src*="stripe"]')).toHaveCount(0);

  // Coming back with an order number: its result page (a visitor signs in first, then lands
  // there; the dialog cleans the address bar, so the landing page is what is checked).
  await page.goto('/paypal-return?commande=NU-1999-000001');
  await expect(authDialog(page)).toBeVisible();
  await submitSignIn(page, DEMO.individual.email, DEMO.individual.password);
  await expect(page).toHaveURL(/\/payment-success\?commande=NU-1999-000001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Commande introuvable' })).toBeVisible();
});

test('/payment-success: sign in first, another customer’s order stays unknown, a card payment turns paid when Stripe’s signed webhook arrives', async ({
  page,
  request,
}) => {
  const secret = process.env.STRIPE_WEBHOOK_SECRET;
  expect(secret, 'scripts/e2e.ts gives the server a webhook secret').toBeTruthy();
  const customer = await newCustomer('paiement');
  const stranger = await newCustomer('autre');
  const theirs = await cardOrder(stranger.id, 4_200);
  const mine = await cardOrder(customer.id, 12_345);

  // A visitor is sent to sign in, then back to the page.
  await page.goto(`/payment-success?commande=${encodeURIComponent(theirs.number)}`);
  await expect(authDialog(page)).toBeVisible();
  await submitSignIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/payment-success\?commande=/);

  // Another customer's order: the same neutral answer as a number that does not exist.
  const notFound = page.getByRole('heading', { level: 1, name: 'Commande introuvable' });
  await expect(notFound).toBeVisible();
  await expect(page.getByText(theirs.number)).toHaveCount(0);
  await expect(page.getByText('42,00')).toHaveCount(0);
  await page.goto('/payment-success?commande=NU-1999-000001');
  await expect(notFound).toBeVisible();

  // The customer's own card order, taken by Stripe but not yet confirmed by its webhook.
  await page.goto(`/payment-success?commande=${encodeURIComponent(mine.number)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Paiement en cours de confirmation' }),
  ).toBeVisible();
  await expect(page.getByText(`Commande n° ${mine.number}`)).toBeVisible();

  // A forged event is refused and changes nothing.
  const payload = (amount: number) =>
    JSON.stringify({
      id: `evt_e2e_${randomUUID()}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: mine.intentId,
          object: 'payment_intent',
          amount,
          amount_received: amount,
          currency: 'eur',
          status: 'succeeded',
          metadata: { order_id: mine.id, order_number: mine.number },
        },
      },
    });
  const send = (body: string, signingSecret: string) =>
    request.post('/api/webhooks/stripe', {
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload: body,
          secret: signingSecret,
        }),
      },
      data: body,
    });
  const forged = await send(payload(12_345), 'whsec_not_the_shops');
  expect(forged.status()).toBe(400);
  expect(await forged.json()).toEqual({ error: 'invalid signature' });
  const tampered = await send(payload(100), secret!);
  expect(await tampered.json()).toEqual({ received: true, outcome: 'refused' });

  const signed = await send(payload(12_345), secret!);
  expect(signed.status()).toBe(200);
  expect(await signed.json()).toEqual({ received: true, outcome: 'paid' });

  // The page waiting for it follows by itself.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Votre paiement de 123,45\s€ a bien été reçu/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir ma commande' })).toHaveAttribute(
    'href',
    `/profile/commandes/${mine.number}`,
  );
});
