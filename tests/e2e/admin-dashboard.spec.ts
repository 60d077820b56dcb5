import { expect, test } from './support/test';
import { signInAsAdmin } from './support/admin';
import { queryDb } from './support/shop';

test('dashboard: figures of today and the month, the sales chart, and a new order shown as it arrives', async ({
  page,
}) => {
  // Sign-in, the chart and the axe check are slow on a busy machine.
  test.setTimeout(90_000);
  // The live stream must be open before the order is inserted.
  const stream = page.waitForResponse(
    (response) => response.url().endsWith('/api/events') && response.status() === 200,
  );
  await signInAsAdmin(page);
  await stream;
  for (const id of ['dashboard-today', 'dashboard-month']) {
    await expect(page.getByTestId(id)).toContainText(/\d+,\d{2}\s€/);
    await expect(page.getByTestId(id)).toContainText("Chiffre d'affaires HT");
    // Orders placed and orders paid apart, beside the revenue of the paid ones.
    await expect(page.getByTestId(`${id}-orders`)).toHaveText(
      /^(Aucune commande passée|\d+ commandes? passées?), (aucune payée|dont \d+ payées?)$/,
    );
  }
  await expect(page.getByTestId('sales-chart').locator('svg').first()).toBeVisible();
  await page.getByText('Voir les chiffres').click();
  await expect(
    page
      .getByRole('table', { name: "Chiffre d'affaires TTC par jour, 30 derniers jours" })
      .getByRole('row'),
  ).toHaveCount(31);

  const number = `NU-E2E-${Date.now()}`;
  await queryDb(
    `insert into orders (order_number, email, subtotal_cents, total_cents, total_ht_cents,
       shipping_address, payment_method, customer)
     values ($1, 'tableau@example.fr', 4500, 4500, 3750, '{}'::jsonb, 'transfer',
       '{"company": "Carrosserie du Tableau"}'::jsonb)`,
    [number],
  );
  try {
    await expect(page.getByTestId('live-order')).toHaveText(
      `Nouvelle commande ${number} : la liste est à jour.`,
    );
    const row = page.getByTestId('last-orders').getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('Carrosserie du Tableau');
    await expect(row).toContainText('En attente de paiement');
    await expect(row).toContainText(/45,00\s€/);
    await row.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
  } finally {
    await queryDb('delete from orders where order_number = $1', [number]);
  }
});
