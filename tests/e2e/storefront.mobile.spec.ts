/**
 * The storefront on a 390 × 844 phone (issue 14): what the shopper needs is on screen without
 * scrolling past decoration, toasts and the cookie banner leave the controls free, and every
 * control is big enough for a thumb (44 px).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  byTestId,
  expectNoSeriousA11yViolation,
  queryDb,
  withConsentChosen,
} from './support/catalogue';

const VIEWPORT = { width: 390, height: 844 };
test.use({ viewport: VIEWPORT });

const COLOUR_PAGE = '/catalogue-couleur/auto/renault/qng-blanc-glacier';

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('élément sans boîte');
  return b;
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('with cookies chosen', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentChosen(page);
  });

  test('the colour page shows its price and « Ajouter au panier » at once, kept at the bottom while configuring', async ({
    page,
  }) => {
    await page.goto(COLOUR_PAGE);
    const bar = byTestId(page, 'buy-bar');
    const price = bar.getByTestId('prix-ttc');
    const add = bar.getByRole('button', { name: 'Ajouter au panier' });
    await expect(price).toHaveText('29,90 €');
    // On screen without scrolling: the swatch is a band, the price and button a bottom bar.
    for (const control of [price, add]) {
      const b = await box(control);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height).toBeLessThanOrEqual(VIEWPORT.height);
    }
    // Still on screen (at its bottom, or in place at the end of the form) while choosing.
    await page.getByLabel('Volume').scrollIntoViewIfNeeded();
    await page.getByLabel('Volume').selectOption({ index: 1 });
    await expect(page.getByLabel('Volume')).not.toHaveValue('');
    await expect(add).toBeInViewport({ ratio: 1 });
    await expect(price).toBeInViewport({ ratio: 1 });

    // The coverage calculator's examples do not pass for values: « ex. … », in muted grey.
    const length = page.getByLabel('Longueur du dégât (cm)');
    await expect(length).toHaveAttribute('placeholder', /^ex\. \d/);
    await expect(page.getByLabel('Largeur (cm, facultatif)')).toHaveAttribute(
      'placeholder',
      /^ex\. \d/,
    );
    const colours = await length.evaluate((input) => ({
      value: getComputedStyle(input).color,
      placeholder: getComputedStyle(input, '::placeholder').color,
    }));
    expect(colours.placeholder).not.toBe(colours.value);
    await expectNoSeriousA11yViolation(page);
  });

  test('the toast after « Ajouter au panier » leaves the quantity and the button free', async ({
    page,
  }) => {
    const [product] = await queryDb<{ slug: string }>(
      `select slug from products where is_active and visible_in_frontend and not has_variants
       and (unlimited_stock or stock_quantity > 5) order by slug limit 1`,
    );
    await page.goto(`/product/${product!.slug}`);
    const add = page.getByRole('button', { name: 'Ajouter au panier' });
    const quantity = page.getByLabel('Quantité', { exact: true });
    await expect(add).toBeEnabled();
    // The shopper's thumb at the bottom of the screen: the button low in the view.
    await add.evaluate((button) => {
      const rect = button.getBoundingClientRect();
      window.scrollBy(0, rect.bottom - (window.innerHeight - 24));
    });
    await expect
      .poll(async () => (await box(add)).y + (await box(add)).height)
      .toBeGreaterThan(VIEWPORT.height - 60);
    await add.click();
    const toast = page.locator('[data-sonner-toast]').last();
    await expect(toast).toBeVisible();
    const toastBox = await box(toast);
    expect(overlaps(toastBox, await box(add))).toBe(false);
    expect(overlaps(toastBox, await box(quantity))).toBe(false);
  });

  test('the maker page shows its first colours before its code guide, folded', async ({ page }) => {
    await page.goto('/catalogue-couleur/auto?manufacturer=renault');
    const guide = byTestId(page, 'code-location-guide');
    await expect(
      guide.getByRole('heading', { name: /Où trouver le code couleur Renault/ }),
    ).toBeVisible();
    await expect(guide).not.toHaveAttribute('open');
    const target = page.getByRole('region', { name: 'Teintes' }).getByRole('link').first();
    await expect(target).toBeVisible();
    const b = await box(target);
    expect(b.y + b.height).toBeLessThanOrEqual(VIEWPORT.height);
    // Unfolded on demand.
    await guide.locator('summary').click();
    await expect(guide.getByText(/Le code couleur est inscrit sur la plaque/)).toBeVisible();
  });
});

test('the cookie banner takes at most a quarter of the screen, its three choices on it', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  const b = await box(banner);
  expect(b.height).toBeLessThanOrEqual(VIEWPORT.height / 4);
  for (const name of ['Personnaliser', 'Nécessaires uniquement', 'Tout accepter']) {
    const button = banner.getByRole('button', { name });
    const bb = await box(button);
    expect(bb.y).toBeGreaterThanOrEqual(b.y);
    expect(bb.y + bb.height).toBeLessThanOrEqual(VIEWPORT.height);
    expect(bb.height).toBeGreaterThanOrEqual(44);
  }
  await banner.getByRole('button', { name: 'Tout accepter' }).click();
  await expect(banner).toBeHidden();
});

/**
 * Every control a thumb aims at, with its size: buttons, fields, summaries, the labels of
 * checkboxes and radios (the label is the target), header and pagination links, card links.
 * A link inside running text (a paragraph) is exempt, as WCAG 2.5.8 allows for inline targets.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 44;
    const seen = new Set<Element>();
    const small: string[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 1 && r.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} « ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)} »`;
    const selector = [
      'button:not([role=checkbox], [role=switch])',
      'select',
      'summary',
      'input:not([type=hidden]):not([type=checkbox]):not([type=radio])',
      '[role=button]',
      '[role=combobox]',
      'header a',
      'nav[aria-label="Pagination"] a',
    ].join(',');
    const targets: Element[] = [...document.querySelectorAll(selector)];
    const toggles = 'input[type=checkbox], input[type=radio], [role=checkbox], [role=switch]';
    for (const toggle of document.querySelectorAll(toggles)) {
      const byFor = toggle.id ? document.querySelector(`label[for="${toggle.id}"]`) : null;
      targets.push(toggle.closest('label') ?? byFor ?? toggle);
    }
    for (const el of targets) {
      if (seen.has(el) || !visible(el)) continue;
      seen.add(el);
      if (el.closest('p') && el.tagName === 'A') continue;
      // Moved off-screen on purpose (the forms' honeypot field).
      if (el.getBoundingClientRect().right <= 0) continue;
      if (el.closest('[data-sonner-toaster], [aria-hidden="true"], .sr-only')) continue;
      const r = el.getBoundingClientRect();
      if (r.height < MIN - 0.5 || r.width < MIN - 0.5) {
        small.push(`${name(el)} ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return small;
  });
}

test('every control of the home, a listing, a product and a colour page is at least 44 px', async ({
  page,
}) => {
  test.slow();
  await withConsentChosen(page);
  const [product] = await queryDb<{ slug: string }>(
    `select slug from products where is_active and visible_in_frontend and has_variants
     order by slug limit 1`,
  );
  const found: string[] = [];
  for (const path of ['/', '/catalogue', `/product/${product!.slug}`, COLOUR_PAGE]) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    if (path === '/catalogue') {
      await byTestId(page, 'listing-filters').locator('summary').click();
      await expect(byTestId(page, 'listing-filters')).toHaveAttribute('open');
    }
    found.push(...(await smallTargets(page)).map((target) => `${path}: ${target}`));
    // Bigger targets must not widen the page past the screen (the header's icons first).
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > VIEWPORT.width) found.push(`${path}: page large de ${width} px`);
  }
  expect(found).toEqual([]);
});
