/**
 * A limited promotion (issue 40 §3): a code usable once per customer is applied in the cart the
 * first time, and refused with its French message once this customer's order has used it. The
 * rules themselves (first order, totals under parallel checkouts, customer types, brands) are
 * proved in tests/integration/promotion-limits.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { TAGS } from '@/lib/cache/tags';
import { expireTagsAsAnotherInstance } from './support/cache';
import { byTestId } from './support/catalogue';
import { plainStockedProduct } from './support/checkout';
import { uniqueEmail } from './support/mailbox';
import { databaseCartLine, transferOrder } from './support/orders';
import { createCustomer, signedIn } from './support/session';
import { queryDb, withConsentChosen } from './support/shop';
import { expect, test } from './support/test';

test('a code once per customer: applied the first time, refused once an order used it', async ({
  page,
}) => {
  const code = `UNEFOIS${randomUUID().slice(0, 6).toUpperCase()}`;
  const [promotion] = await queryDb<{ id: string }>(
    `insert into promotions (code, name, type, value, valid_from, max_uses_per_customer)
     values ($1, 'Une fois par client', 'percentage', 10, '2020-01-01', 1) returning id`,
    [code],
  );
  // As an admin's save would: the server's cached list of codes is dropped, not left 30 s.
  await expireTagsAsAnotherInstance([TAGS.promotions]);
  const email = uniqueEmail('promo-limitee');
  const userId = await createCustomer(email);
  const product = await plainStockedProduct(3);
  await databaseCartLine(email, product);
  await withConsentChosen(page);
  await signedIn(page, email);
  await page.goto('/cart');
  await expect(byTestId(page, 'cart-line')).toHaveCount(1, { timeout: 30_000 });

  const field = page.getByLabel('Code promo');
  const apply = page.getByRole('button', { name: 'Appliquer' });
  await field.fill(code.toLowerCase());
  await apply.click();
  await expect(page.getByRole('button', { name: 'Retirer le code' })).toBeVisible();
  await expect(byTestId(page, 'cart-discount')).toBeVisible();

  // This customer's first order carried the code.
  const order = await transferOrder(email, product.id, 1, { takeStock: false });
  await queryDb(
    `insert into promotion_uses (promotion_id, order_id, user_id, discount_cents)
     values ($1, $2, $3, 249)`,
    [promotion!.id, order.id, userId],
  );
  await page.getByRole('button', { name: 'Retirer le code' }).click();
  await field.fill(code);
  await apply.click();
  await expect(page.getByText('Code déjà utilisé').first()).toBeVisible();
  await expect(
    page.getByText('Vous avez déjà utilisé ce code le nombre de fois autorisé.').first(),
  ).toBeVisible();
  await expect(byTestId(page, 'cart-discount')).toHaveCount(0);
});
