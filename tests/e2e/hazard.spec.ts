/**
 * Issue 39 §2 and §3 in one short journey: the CLP block before the buy button and the maker
 * (GPSR) on an aerosol's product page, then on a colour page as the packaging and paint type
 * change. The admin saves and refusals are proven in tests/integration/hazard-gpsr.test.ts.
 */
import { withConsentChosen } from './support/shop';
import { expect, test, type Locator, type Page } from './support/test';

const AEROSOL = '/product/appret-garnissant-gris-en-aerosol-400-ml';
const COLOUR = '/catalogue-couleur/auto/renault/nv906-gris-aluminium';

/** True when `first` comes before `second` in the page. */
async function comesBefore(first: Locator, second: Locator): Promise<boolean> {
  const handle = await second.elementHandle();
  return first.evaluate(
    (a, b) => Boolean(b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING),
    handle,
  );
}

const configurator = (page: Page) => page.getByRole('form', { name: 'Configurer votre peinture' });
const hazard = (page: Page) => page.getByRole('region', { name: 'Informations de danger' });

test('the hazard block and the maker, before buying an aerosol and a colour', async ({ page }) => {
  await withConsentChosen(page);
  await page.goto(AEROSOL);
  const block = hazard(page);
  await expect(block.getByRole('img', { name: 'GHS02 : inflammable' })).toBeVisible();
  await expect(block.getByRole('img', { name: 'GHS07 : nocif ou irritant' })).toBeVisible();
  await expect(block.getByTestId('hazard-signal')).toHaveText('Danger');
  await expect(
    block.getByRole('list', { name: 'Mentions de danger' }).getByRole('listitem'),
  ).toHaveText([
    'H222 : Aérosol extrêmement inflammable.',
    "H229 : Récipient sous pression : peut éclater sous l'effet de la chaleur.",
    'H319 : Provoque une sévère irritation des yeux.',
    'H336 : Peut provoquer somnolence ou vertiges.',
  ]);
  await expect(block).toContainText(
    "Respectez les informations figurant sur l'étiquette du produit",
  );
  const buy = page.getByRole('button', { name: 'Ajouter au panier' }).first();
  expect(await comesBefore(block, buy)).toBe(true);
  const maker = page.getByRole('region', { name: 'Fabricant et sécurité' });
  await expect(maker).toContainText('Aérokolor Industries SAS');
  await expect(maker).toContainText('ZI des Bruyères, 8 rue Gay-Lussac, 95100 Argenteuil, France');
  await expect(maker).toContainText('Courriel : fds@aerokolor.fr');
  await expect(maker).toContainText('Récipient sous pression : ne pas perforer ni brûler');

  // A colour: water-based paint in a pot is not classified; in a can it is an aerosol;
  // solvent-borne paint has its own label. The shop, which mixes it, is its maker.
  await page.goto(COLOUR);
  await expect(page.getByLabel('Type de peinture')).toHaveValue('water');
  await expect(hazard(page)).toHaveCount(0);
  await page.getByText('Bombe aérosol', { exact: true }).click();
  await expect(hazard(page).getByRole('img', { name: 'GHS02 : inflammable' })).toBeVisible();
  await expect(hazard(page)).toContainText('H222 : Aérosol extrêmement inflammable.');
  expect(
    await comesBefore(
      hazard(page),
      configurator(page).getByRole('button', { name: 'Ajouter au panier' }),
    ),
  ).toBe(true);
  await configurator(page).getByText('Pot', { exact: true }).click();
  await page.getByLabel('Type de peinture').selectOption('solvent');
  await expect(hazard(page).getByTestId('hazard-signal')).toHaveText('Attention');
  await expect(hazard(page)).toContainText('H226 : Liquide et vapeurs inflammables.');
  await expect(hazard(page)).not.toContainText('H222');
  await expect(page.getByRole('region', { name: 'Fabricant et sécurité' })).toContainText(
    'Nuancier SAS',
  );
});
