import { expect, test } from './support/test';
import { uniqueEmail } from './support/mailbox';
import { createCustomer, signedIn } from './support/session';
import { queryDb, withConsentChosen } from './support/shop';

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

test('the mobile menu opens, lists the sections with their categories and navigates', async ({
  page,
}) => {
  const [first] = await queryDb<{ name: string; slug: string }>(
    `select name, slug from categories where section = 'detailing' and is_active order by position, name limit 1`,
  );
  expect(first).toBeTruthy();

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Produits carrosserie' })).toBeHidden();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const label of ['Produits carrosserie', 'Matériel & outillage', 'Équipement', 'Detailing']) {
    await expect(menu.getByText(label, { exact: true })).toBeVisible();
  }
  await menu.getByText('Detailing', { exact: true }).click();
  const link = menu.getByRole('link', { name: first!.name, exact: true });
  await expect(link).toHaveAttribute('href', `/produits/categorie/${first!.slug}`);
  await expect(menu.getByRole('link', { name: 'Tout le rayon Detailing' })).toHaveAttribute(
    'href',
    '/detailing',
  );

  await menu.getByRole('link', { name: 'Contact' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contactez-nous');
});

test('the full-screen search opens and sends the term to /catalog?search=', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir la recherche' }).click();
  const box = page.getByRole('dialog').getByRole('combobox');
  await expect(box).toBeFocused();
  await box.fill('polish');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/catalog(ue)?\?search=polish$/);
});

test('signed in on a 412 px phone, the header fits and the menu lists the brands and the information pages', async ({
  page,
}) => {
  const email = uniqueEmail('telephone');
  await createCustomer(email);
  await signedIn(page, email);
  await page.goto('/');
  const cart = page.getByRole('link', { name: /^Panier/ });
  await expect(cart).toBeVisible();
  // No sideways scroll, and the cart icon ends inside the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  const box = (await cart.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Marques', exact: true })).toHaveAttribute(
    'href',
    '/marques',
  );
  await menu.getByText('Informations', { exact: true }).click();
  await menu.getByRole('link', { name: 'Livraison', exact: true }).click();
  await expect(page).toHaveURL(/\/livraison$/);
});
