import { expect, type Page } from '@playwright/test';
import { authDialog, signInAfterSignUp } from './accounts';
import { byTestId } from './catalogue';
import { queryDb } from './shop';

export const COLOUR_PAGE = '/catalogue-couleur/auto/renault/nv906-gris-aluminium';

/** A plain product (no variants) with stock to spare, not a 2K product. */
export async function plainStockedProduct(offset = 0) {
  const [row] = await queryDb<{ id: string; slug: string; name: string; price_ttc: number }>(
    `select p.id, p.slug, p.name, p.price_ttc from products p
     where p.is_active and p.visible_in_frontend and not p.contains_diisocyanates
       and p.transport_class = 'none' and (p.unlimited_stock or p.stock_quantity > 20)
       and not exists (select 1 from product_variants v where v.product_id = p.id)
     order by p.slug offset $1 limit 1`,
    [offset],
  );
  return row!;
}

/** A variant product's page with its non-default in-stock variant. */
export async function variantProduct() {
  const [row] = await queryDb<{ slug: string; name: string; id: string; variant_name: string }>(
    `select p.slug, p.name, v.id, v.variant_name from products p
     join product_variants v on v.product_id = p.id and v.is_active and not v.is_default
     where p.is_active and p.visible_in_frontend and p.has_variants
       and not p.contains_diisocyanates and p.transport_class = 'none'
       and v.stock_quantity > 20
     order by p.slug, v.position limit 1`,
  );
  return row!;
}

/** Adds the product page's current choice and waits for the live stock check's answer. */
export async function addFromProductPage(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Produit ajouté au panier').first()).toBeVisible();
}

/** The colour page: a touch-up pen of that colour (water-based) with its varnish pen. */
export async function addPenWithVarnish(page: Page) {
  await page.goto(COLOUR_PAGE);
  await page.getByText('Stylo retouche', { exact: true }).click();
  await page.getByLabel('Type de peinture').selectOption('water');
  await page.getByLabel(/Ajouter un stylo vernis de finition/).check();
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await expect(
    page.getByText(/Stylo vernis de finition.*ajouté au panier\./).first(),
  ).toBeVisible();
}

/** Signs up in the open dialog (the Inscription tab) as an individual. */
export async function signUpInDialog(page: Page, email: string) {
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'Inscription' }).click();
  await dialog.getByLabel('Prénom').fill('Lucie');
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Carrossier');
  await dialog.getByLabel('Email').fill(email);
  await dialog
    .getByRole('textbox', { name: 'Mot de passe', exact: true })
    .fill('motdepasse-solide');
  await dialog.getByRole('checkbox', { name: /J'accepte les conditions/ }).click();
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  await signInAfterSignUp(page, email, 'motdepasse-solide');
}

/** The checkout's address form (shown when the address book is empty). */
export async function addDeliveryAddress(page: Page) {
  // On a phone the sign-up toast lies over the form's buttons until it closes.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  const form = page.getByRole('form', { name: 'Nouvelle adresse' });
  await form.getByLabel("Nom de l'adresse (ex. Atelier)").fill('Atelier');
  await form.getByRole('textbox', { name: 'Prénom' }).fill('Lucie');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Carrossier');
  await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill('8 avenue Jean Jaurès');
  await form.getByLabel('Code postal').fill('69007');
  await form.getByLabel('Ville').fill('Lyon');
  await form.getByRole('button', { name: "Enregistrer l'adresse" }).click();
  // The pointer left over the « Adresse enregistrée » toast would hold it open (sonner).
  await page.mouse.move(0, 0);
  await expect(page.getByRole('radio', { name: /Atelier/ })).toBeChecked();
}

export function checkoutTotal(page: Page) {
  return byTestId(page, 'checkout-total');
}
