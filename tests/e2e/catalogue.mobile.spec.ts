import { expect, test } from './support/test';
import { SECTIONS } from '../../lib/catalogue/sections';
import {
  byTestId,
  filterSortAndPage,
  listingCase,
  openVariantProduct,
  pickVariantAndBuy,
  variantCase,
  withConsentChosen,
} from './support/catalogue';

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

test('on a phone: menu → category → filters → sort → page 2 → product → variant → cart → empty', async ({
  page,
}) => {
  const listing = await listingCase();
  const variant = await variantCase();
  const section = SECTIONS.find((s) => s.key === listing.category.section);
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByText(section!.menuLabel, { exact: true }).click();
  await menu.getByRole('link', { name: listing.category.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/produits/categorie/${listing.category.slug}$`));
  await expect(byTestId(page, 'listing-filters')).not.toHaveAttribute('open');
  await filterSortAndPage(page, listing);
  await openVariantProduct(page, variant);
  await pickVariantAndBuy(page, variant);
});

test('the colour catalogue puts Renault, Peugeot and Citroën one tap away and opens every maker', async ({
  page,
}) => {
  await page.goto('/catalogue-couleur');
  const auto = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Automobile', exact: true }) });
  for (const maker of ['Renault', 'Peugeot', 'Citroën']) {
    await expect(auto.getByRole('link', { name: maker, exact: true })).toBeVisible();
  }
  const tesla = auto.getByRole('link', { name: 'Tesla', exact: true });
  await expect(tesla).toBeHidden();
  await auto.getByText(/^Voir les \d+ autres constructeurs$/).click();
  await expect(tesla).toBeVisible();
});
