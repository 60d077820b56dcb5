import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import { englishDecimals } from './french-numbers';

export const CONSENT_KEY = 'nuancier-cookie-consent';

/** Stores a cookie choice before the page loads (only when none exists), so the banner stays away. */
export async function withConsentChosen(page: Page, { analytics = false } = {}) {
  await page.addInitScript(
    ({ key, analytics }) => {
      if (!window.localStorage.getItem(key)) {
        window.localStorage.setItem(
          key,
          JSON.stringify({
            necessary: true,
            analytics,
            marketing: false,
            timestamp: '2025-01-01T00:00:00.000Z',
            version: '2',
          }),
        );
      }
    },
    { key: CONSENT_KEY, analytics },
  );
}

/** Puts lines in the local cart once, before the first page of the test loads. */
export async function seedLocalCart(page: Page, items: object[]) {
  await page.addInitScript((lines) => {
    if (sessionStorage.getItem('e2e-cart-seeded')) return;
    sessionStorage.setItem('e2e-cart-seeded', '1');
    localStorage.setItem('nuancier-cart', JSON.stringify({ state: { items: lines }, version: 1 }));
  }, items);
}

/** A local cart line of a product without variants, as the browser stores it. */
export const localCartLine = (
  p: { id: string; name: string; price: number },
  quantity: number,
  over: object = {},
) => ({
  id: `${p.id}-default`,
  productId: p.id,
  variantId: null,
  name: p.name,
  price: p.price / 100,
  quantity,
  ...over,
});

/**
 * The page's visible text has no English decimal point before a unit, now (after a client-side
 * change). Every page load is checked anyway by the shared fixture (./test.ts).
 */
export async function expectFrenchNumbers(page: Page) {
  const text = await page.locator('body').innerText();
  expect(englishDecimals(text), `nombres à la française sur ${page.url()}`).toEqual([]);
}

// axe in legacy mode: one axe.run inside the page. The default (runPartial, then finishRun in a
// second blank page with axe injected again) doubled the cost: on a loaded machine that alone
// took 20 s of a 45 s journey. No page of the shop has a cross-origin frame, so nothing is lost.
/** No serious or critical accessibility violation (axe-core, WCAG 2.1 A/AA). */
export async function expectNoSeriousA11yViolation(page: Page) {
  // Toasts fade in and out: axe would judge the contrast of a half-transparent one. Wait until
  // none is on screen (sonner closes them after 4 s). The pointer first leaves whatever it
  // clicked last: a toast drawn under it (a button low on the right) would pause its timer
  // (sonner stops the clock while hovered) and stay for good.
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/**
 * The newest toast of a kind, once fully shown (no fade running), has no serious violation:
 * what a person reads in it must have the contrast WCAG AA asks of small text.
 */
export async function expectToastAccessible(page: Page, type: 'success' | 'error' | 'info') {
  const toast = page.locator(`[data-sonner-toast][data-type="${type}"]`).last();
  await expect(toast).toBeVisible();
  // The pointer on the toast stops its 4 s timer (sonner), so it is still there for axe.
  await toast.hover();
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .include('[data-sonner-toaster]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
  // The pointer leaves: the toasts' timers run again and they close.
  await page.mouse.move(0, 0);
}

/** A query on the database the app under test uses (scripts/e2e.ts passes its URL). */
export async function queryDb<T extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const url = process.env.DATABASE_URL ?? process.env.EMBEDDED_DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL ou EMBEDDED_DATABASE_URL manquant pour les tests e2e');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
