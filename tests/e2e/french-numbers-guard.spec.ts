/**
 * The suite-wide French numbers check (./support/test.ts) bites: a journey whose page writes a
 * number the English way before a unit fails, whether the number is in the document or drawn
 * later by client code. `test.fail()`: these journeys pass only if the check makes them fail.
 * Pages are data: URLs, so the guard does not depend on the shop's own pages staying French.
 */
import { expect, test } from './support/test';

const page = (body: string) => `data:text/html;charset=utf-8,<main>${body}</main>`;

test('a page that writes « 0.5 L » fails its journey', async ({ page: tab }) => {
  test.fail();
  await tab.goto(page('<h1>Pot de peinture</h1><p>Contenance 0.5 L</p>'));
  await expect(tab.getByRole('heading', { name: 'Pot de peinture' })).toBeVisible();
});

test('a price drawn by client code after the load (« 12.50 € ») fails its journey', async ({
  page: tab,
}) => {
  test.fail();
  await tab.goto(page('<h1>Panier</h1><p id="total"></p>'));
  await tab.evaluate(() => {
    document.getElementById('total')!.textContent = 'Total 12.50 €';
  });
  await expect(tab.getByText('Total 12.50 €')).toBeVisible();
});

test('the same page written the French way passes', async ({ page: tab }) => {
  await tab.goto(page('<h1>Pot de peinture</h1><p>Contenance 0,5 L, 12,50 €</p>'));
  await expect(tab.getByRole('heading', { name: 'Pot de peinture' })).toBeVisible();
});
