/**
 * The day it ships (issue 41 §4): the browser computes it from the server's rules, so a fake
 * clock moves it. Thursday 26 November 2026 before and after the 14 h cut-off (the demo's
 * default settings: colour paint prepared within 24 h), on a colour page and in the cart.
 */
import { expect, test } from './support/test';

const COLOUR = '/catalogue-couleur/auto/renault/nv906-gris-aluminium';
const BEFORE_CUTOFF = new Date('2026-11-26T13:55:00+01:00');
const AFTER_CUTOFF = new Date('2026-11-26T14:05:00+01:00');

test('the dispatch date moves to the next working day after the cut-off', async ({ page }) => {
  await page.clock.setFixedTime(BEFORE_CUTOFF);
  await page.goto(COLOUR);
  const colourDispatch = page.getByTestId('colour-dispatch');
  await expect(colourDispatch).toContainText(
    'Préparée sous 24 h · expédiée le vendredi 27 novembre · livrée',
  );
  await expect(colourDispatch).toContainText('Commandez avant 14 h un jour ouvré');

  await page.clock.setFixedTime(AFTER_CUTOFF);
  await page.reload();
  await expect(colourDispatch).toContainText('expédiée le lundi 30 novembre');

  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await page.goto('/cart');
  const cartDispatch = page.getByTestId('cart-dispatch');
  await expect(cartDispatch).toContainText(
    'Préparée sous 24 h · expédiée le lundi 30 novembre · livrée',
  );

  await page.clock.setFixedTime(BEFORE_CUTOFF);
  await page.reload();
  await expect(cartDispatch).toContainText('expédiée le vendredi 27 novembre');
});
