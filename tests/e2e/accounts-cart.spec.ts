import { expect, test } from './support/test';
import { DEMO, signInAs, signOutFromMenu, uniqueEmail } from './support/accounts';
import { createAccount, signedIn } from './support/session';
import { queryDb, withConsentChosen } from './support/shop';

// Whole account journeys (several server actions and page loads each) on a shared machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

async function plainProduct() {
  const [row] = await queryDb<{ id: string; slug: string; name: string; price_ttc: number }>(
    `select p.id, p.slug, p.name, p.price_ttc from products p
     where p.is_active and p.visible_in_frontend and (p.unlimited_stock or p.stock_quantity > 10)
       and not exists (select 1 from product_variants v where v.product_id = p.id)
     order by p.slug limit 1`,
  );
  return row!;
}

test('a visitor’s cart is merged into the database cart at sign-in and cleared at sign-out', async ({
  page,
  browser,
}) => {
  const product = await plainProduct();
  // A customer with the same product already in the database cart, added while signed in.
  // The account is made in the database as a sign-up leaves it (not yet confirmed) and signed
  // in without the dialog: signing up is accounts.spec « sign up as an individual… »; signing in
  // — where the merge happens — is this test's subject, through the dialog further down.
  const email = uniqueEmail('panier');
  await createAccount(email, 'motdepasse-solide', { confirmed: false });
  await signedIn(page, email);
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  // The add checks live stock first; the database cart follows once the session is known.
  await expect(page.getByText('Produit ajouté au panier').first()).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await queryDb<{ quantity: number }>(
            `select c.quantity from cart_items c join users u on u.id = c.user_id where u.email = $1`,
            [email],
          )
        ).map((r) => r.quantity),
      { timeout: 20_000 },
    )
    .toEqual([1]);
  await signOutFromMenu(page);
  await expect(page.getByRole('link', { name: /^Panier/ })).toHaveAccessibleName('Panier : vide');

  // As a visitor: the same product twice.
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('link', { name: /^Panier/ })).toHaveAccessibleName(
    'Panier : 2 articles',
  );

  await page.getByRole('banner').getByRole('button', { name: 'Connexion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mon compte' });
  await dialog.getByLabel('Email').fill(email);
  await dialog
    .getByRole('textbox', { name: 'Mot de passe', exact: true })
    .fill('motdepasse-solide');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Connexion réussie', { exact: true }).last()).toBeVisible();
  // 1 in the database + 2 in the browser.
  await expect(page.getByRole('link', { name: /^Panier/ })).toHaveAccessibleName(
    'Panier : 3 articles',
  );
  const rows = await queryDb<{ quantity: number; unit_price_ttc: number }>(
    `select c.quantity, c.unit_price_ttc from cart_items c join users u on u.id = c.user_id where u.email = $1`,
    [email],
  );
  expect(rows).toEqual([{ quantity: 3, unit_price_ttc: product.price_ttc }]);
  expect(await page.evaluate(() => window.localStorage.getItem('nuancier-cart'))).toBeNull();

  // A second tab of the same browser sees the same cart.
  const second = await page.context().newPage();
  await second.goto('/cart');
  await expect(second.getByRole('link', { name: /^Panier/ })).toHaveAccessibleName(
    'Panier : 3 articles',
  );
  await second.close();

  // Another browser (another user) never sees it.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await withConsentChosen(strangerPage);
  // Signed in without the dialog: how it signs in is not the point, whose cart it sees is.
  await signedIn(strangerPage, DEMO.individual.email);
  await strangerPage.goto('/');
  await expect(strangerPage.getByRole('link', { name: /^Panier/ })).toHaveAccessibleName(
    'Panier : vide',
  );
  await stranger.close();

  await signOutFromMenu(page);
  await expect(page.getByRole('link', { name: /^Panier/ })).toHaveAccessibleName('Panier : vide');
  // The database cart stays for the next sign-in.
  await signInAs(page, { email, password: 'motdepasse-solide' });
  await expect(page.getByRole('link', { name: /^Panier/ })).toHaveAccessibleName(
    'Panier : 3 articles',
  );
});
