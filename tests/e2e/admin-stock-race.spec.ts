/**
 * Issue 40 §1, the owner's side: a product form left open while customers buy. A save of an
 * unrelated field keeps the units sold meanwhile; a stock typed over a stock that moved is
 * refused with the current figure, and the second, knowing « Enregistrer » writes it.
 * The rules themselves (variants, the bulk edit, locks) are in
 * tests/integration/admin-products.test.ts.
 */
import { expect, test } from './support/test';
import { uniqueEmail } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { transferOrder } from './support/orders';
import { createCustomer } from './support/session';
import { queryDb } from './support/shop';

async function stockOf(id: string): Promise<number> {
  const [row] = await queryDb<{ stock_quantity: number }>(
    'select stock_quantity from products where id = $1',
    [id],
  );
  return row!.stock_quantity;
}

test('a form open while orders take stock: the sold units stay sold, a typed stock is checked', async ({
  page,
}) => {
  const slug = `course-au-stock-${Date.now().toString(36)}`;
  const [product] = await queryDb<{ id: string }>(
    `insert into products (name, slug, price_ttc, price_ht, stock_quantity, is_active, visible_in_frontend)
     values ('Course au stock', $1, 1290, 1075, 50, false, false) returning id`,
    [slug],
  );
  const id = product!.id;
  const buyer = uniqueEmail('course-au-stock');
  await createCustomer(buyer);
  const orders: string[] = [];
  try {
    await signInAsAdmin(page, `/admin/products/${id}`);
    const stock = page.getByRole('textbox', { name: 'Stock', exact: true });
    await expect(stock).toHaveValue('50');

    // Two units sold while the form is open; the owner only renames the product.
    orders.push((await transferOrder(buyer, id, 2)).id);
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Course au stock (renommé)');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Modifications enregistrées').last()).toBeVisible();
    expect(await stockOf(id)).toBe(48);

    // One more sold; the owner, still on the page, types a stock counted earlier.
    await page.reload();
    await expect(stock).toHaveValue('48');
    orders.push((await transferOrder(buyer, id, 1)).id);
    await stock.fill('60');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(
      page.getByText(/Le stock a changé entre-temps .* il est maintenant de 47\./).first(),
    ).toBeVisible();
    expect(await stockOf(id)).toBe(47);

    // Told, the owner saves again: this time the typed figure is what they mean. The page is
    // read again after the refusal; a click before that new reading arrives is refused once more
    // (the same message), so the owner clicks until it is taken, as one would.
    await expect(async () => {
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Modifications enregistrées').last()).toBeVisible({
        timeout: 3_000,
      });
    }).toPass({ timeout: 30_000 });
    expect(await stockOf(id)).toBe(60);
  } finally {
    await queryDb('delete from orders where id = any($1::uuid[])', [orders]);
    await queryDb('delete from products where id = $1', [id]);
  }
});
