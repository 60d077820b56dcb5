import { expect, test } from './support/test';
import { byTestId } from './support/catalogue';
import { addDeliveryAddress, checkoutTotal, plainStockedProduct } from './support/checkout';
import { uniqueEmail, waitForEmail } from './support/mailbox';
import { databaseCartLine } from './support/orders';
import { createCustomer, signedIn } from './support/session';
import { withConsentChosen } from './support/shop';

// A checkout, an order and its e-mail on a phone: its former budget is kept (60 s was not enough
// on this loaded machine; the journey was not split in issue 35 §1).
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

test('on a phone: cart to order by bank transfer, with the bank details and the e-mail', async ({
  page,
}) => {
  // A customer made in the database with its cart line, signed in without the dialog: signing
  // up at checkout is checkout.spec.ts's (and accounts*.spec.ts's) subject, not this one's.
  const email = uniqueEmail('mobile-commande');
  await createCustomer(email);
  await databaseCartLine(email, await plainStockedProduct(3));
  await signedIn(page, email);
  await page.goto('/cart');
  // The summary once it shows the server's price of this line (aria-busy off): a server action
  // still running holds back the client router, and a link followed meanwhile leads on only once
  // it has returned — on a loaded machine, past this journey's 10 s wait for the URL (CI, once).
  await expect(page.getByRole('region', { name: 'Récapitulatif' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  // Signed in, the cart's way on is a link to the checkout (a visitor's is a button: sign in first).
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await addDeliveryAddress(page);
  await expect(byTestId(page, 'checkout-line')).toHaveCount(1);
  await page.getByLabel(/J'ai lu et j'accepte les conditions générales de vente/).check();
  const total = await checkoutTotal(page).innerText();
  const order = page.getByRole('button', { name: 'Commander avec obligation de paiement' });
  await order.scrollIntoViewIfNeeded();
  await order.click();

  await expect(page).toHaveURL(/\/profile\/commandes\/NU-\d{4}-\d{6}\?confirmation=1$/);
  const number = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await expect(byTestId(page, 'bank-reference')).toHaveText(number);
  await expect(byTestId(page, 'transfer-instructions')).toContainText(total);
  // The live notice of a new order (issue 15) fires for this real order. Read from the
  // notifications list it is kept in, as on a desktop: its toast lasts a few seconds, fewer than
  // the checks above can take on a busy machine (it was missed once that way in CI).
  const bell = page.getByTestId('notifications').filter({ visible: true });
  await expect(bell).toContainText('1 non lue');
  await bell.click();
  await expect(page.getByRole('dialog').getByText(`Nouvelle commande n° ${number}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The finger that tapped the order button rests where the toast opened: it would hold it open.
  await page.mouse.move(0, 0);
  const mail = await waitForEmail({ to: email, subject: 'instructions de virement' });
  expect(mail.text).toContain(number);
});
