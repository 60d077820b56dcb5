import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
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
            // Made now: a choice six months old is asked again (lib/consent/consent.ts).
            timestamp: new Date().toISOString(),
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

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's minified build (the same version and rules as `axe.source`, which is the unminified
 * axe.js: 1.48 MB against 0.65 MB), configured in the same evaluation to answer same-origin frames
 * only. Sent to and compiled by every scanned document: 1,018 → 746 ms a document (median, same
 * pages interleaved; docs/decisions/ci-pipeline.md, « Round 5 »).
 */
const AXE_SOURCE = `${fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)};axe.configure({ allowedOrigins: ['<same_origin>'] });`;

/** Resolves `undefined` after `ms`: a frame that cannot run a script is left, not waited on. */
const giveUpAfter = (ms: number) =>
  new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms));

/**
 * axe-core run inside the page, as @axe-core/playwright's legacy mode does (one `axe.run` in the
 * page, same-origin frames only; the default runPartial then finishRun in a second blank page
 * doubled the cost, and no page of the shop has a cross-origin frame), with two savings measured
 * in docs/decisions/e2e-suite-shape.md: axe's source (its minified build, AXE_SOURCE) is
 * evaluated once per document, not twice per scan as `AxeBuilder.analyze()` does; and only
 * violations are collected (`resultTypes`): every rule still runs on every node, but axe keeps
 * one node per passed, incomplete or inapplicable rule instead of thousands.
 */
async function runAxe(page: Page, tags: string[], context?: ElementContext): Promise<AxeResults> {
  for (const frame of page.frames()) {
    const inject = async () => {
      const present = await frame.evaluate(
        () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function',
      );
      if (present) return;
      await frame.evaluate(AXE_SOURCE);
    };
    if (frame === page.mainFrame()) await inject();
    // A child frame gets a second at most (as AxeBuilder gives it): the e-mail preview's
    // sandboxed frame runs no script, and axe in the page leaves it out.
    else await Promise.race([inject().catch(() => undefined), giveUpAfter(1_000)]);
  }
  const options: RunOptions = {
    runOnly: { type: 'tag', values: tags },
    resultTypes: ['violations'],
  };
  const results: unknown = await page.evaluate(
    ({ context, options }) =>
      (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<unknown> };
        }
      ).axe.run(context ?? document, options),
    { context: context as unknown, options: options as unknown },
  );
  return results as AxeResults;
}

const seriousViolations = (results: AxeResults) =>
  results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** No serious or critical accessibility violation (axe-core, WCAG 2.1 A/AA and best practices). */
export async function expectNoSeriousA11yViolation(page: Page) {
  // The pointer first leaves whatever it clicked last (no hover state left on the scanned page).
  await page.mouse.move(0, 0);
  // Toasts fade in and out: axe would judge the contrast of a half-transparent one. They are
  // hidden for the scan, which sees the page as it is once they have closed (waiting the 4 s of
  // sonner out cost up to 5 s a scan). A toast's own text is checked fully shown by
  // `expectToastAccessible`.
  const hideToasts = await page.addStyleTag({
    content: '[data-sonner-toaster] { display: none !important; }',
  });
  try {
    // A colour or shadow still changing (a transition after hydration) would be judged half-way:
    // the scan waits for the page's finite animations and transitions to end (infinite ones, a
    // spinner or a skeleton's pulse, never do). AxeBuilder's slower start used to hide this.
    await page
      .waitForFunction(
        () =>
          document
            .getAnimations()
            .every(
              (animation) =>
                animation.playState !== 'running' ||
                animation.effect?.getComputedTiming().iterations === Infinity,
            ),
        undefined,
        { timeout: 5_000 },
      )
      // Something animating again and again: scanned as it is.
      .catch(() => undefined);
    expect(seriousViolations(await runAxe(page, [...AXE_TAGS, 'best-practice']))).toEqual([]);
  } finally {
    await hideToasts
      .evaluate((style) => (style as HTMLStyleElement).remove())
      .catch(() => undefined);
  }
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
  const results = await runAxe(page, AXE_TAGS, { include: ['[data-sonner-toaster]'] });
  expect(seriousViolations(results)).toEqual([]);
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
