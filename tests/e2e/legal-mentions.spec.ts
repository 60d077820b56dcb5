import { expect, test } from './support/test';
import { withConsentChosen } from './support/shop';

/**
 * Issue 39 §4–5, as a shopper sees them: a reduced product's page strikes the lowest price of the
 * 30 days before its reduction (L112-1-1; the demo's successive reductions keep the reference of
 * the first), and the footer names the consumer mediator set in /admin/seo (L616-1).
 */
test('a reduced product shows its 30-day low; the footer names the mediator', async ({ page }) => {
  await withConsentChosen(page);
  await page.goto('/product/disques-abrasifs-150-p320-boite-de-100');
  await expect(page.getByTestId('product-price')).toHaveText('38,90 € TTC');
  const reduction = page.getByTestId('price-reduction');
  await expect(reduction).toContainText('Promo −13 %');
  // The struck price is the legal reference (44,90 €), not the 46,90 € of two months ago.
  await expect(reduction.locator('s')).toHaveText('44,90 €');
  await expect(page.getByTestId('price-reduction-lowest')).toHaveText(
    'Prix le plus bas des 30 derniers jours : 44,90 €',
  );

  const mediator = page.getByRole('contentinfo').getByTestId('footer-mediator');
  await expect(mediator).toContainText('Médiateur de la consommation : CM2C');
  await expect(mediator.getByRole('link')).toHaveAttribute('href', 'https://www.cm2c.net/');
  await expect(page.locator('a[href*="ec.europa.eu/consumers/odr"]')).toHaveCount(0);
});
