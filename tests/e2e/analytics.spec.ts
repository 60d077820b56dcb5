/**
 * PostHog only with analytics consent. scripts/e2e.ts builds the shop with a fake key and a
 * local analytics host; every request to that host is intercepted here, and its events read.
 */
import { gunzipSync } from 'node:zlib';
import { expect, test, type Page, type Request } from './support/test';
import { env } from '../../lib/env';
import { addDeliveryAddress, checkoutTotal, plainStockedProduct } from './support/checkout';
import { uniqueEmail } from './support/mailbox';
import { databaseCartLine } from './support/orders';
import { createCustomer, signedIn } from './support/session';
import { queryDb, withConsentChosen } from './support/shop';

const HOST = env.NEXT_PUBLIC_POSTHOG_HOST.replace(/\/$/, '');

type Captured = { event: string; url: string | null; properties: Record<string, unknown> };

function eventsOf(request: Request): Captured[] {
  const body = request.postDataBuffer();
  if (!body) return [];
  let text: string;
  try {
    text = gunzipSync(body).toString('utf8');
  } catch {
    text = body.toString('utf8');
  }
  if (text.startsWith('data=')) {
    text = Buffer.from(decodeURIComponent(text.slice(5)), 'base64').toString('utf8');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const list = Array.isArray(parsed)
    ? parsed
    : ((parsed as { batch?: unknown[] }).batch ?? [parsed]);
  return list.flatMap((item) => {
    const e = item as { event?: string; properties?: Record<string, unknown> };
    const url = e.properties?.$current_url;
    return typeof e.event === 'string'
      ? [
          {
            event: e.event,
            url: typeof url === 'string' ? url : null,
            properties: e.properties ?? {},
          },
        ]
      : [];
  });
}

async function interceptAnalytics(page: Page) {
  // posthog-js drops events from automated browsers (its bot filter, which the shop keeps): it
  // reads navigator.webdriver and the brands of the client hints, which name « HeadlessChrome »
  // in the run's headless shell. Look like a person's Chrome (the user agent string: test.use).
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    const hints = (navigator as Navigator & { userAgentData?: { brands?: unknown[] } })
      .userAgentData;
    if (hints) {
      const brands = [
        { brand: 'Chromium', version: '140' },
        { brand: 'Google Chrome', version: '140' },
      ];
      Object.defineProperty(Object.getPrototypeOf(hints) as object, 'brands', {
        get: () => brands,
      });
    }
  });
  const requests: Request[] = [];
  await page.route(`${HOST}/**`, async (route) => {
    requests.push(route.request());
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  const pageViews = () =>
    requests
      .flatMap(eventsOf)
      .filter((e) => e.event === '$pageview')
      .map((e) => (e.url ? new URL(e.url).pathname : ''));
  const events = (name: string) => requests.flatMap(eventsOf).filter((e) => e.event === name);
  return { requests, pageViews, events };
}

/** Opens the preferences from the footer button, or by the spec's window event. */
async function setAnalytics(page: Page, on: boolean, open: 'footer' | 'event' = 'footer') {
  if (open === 'footer') {
    await page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' }).click();
  } else {
    await page.evaluate(() => window.dispatchEvent(new Event('openCookiePreferences')));
  }
  const dialog = page.getByTestId('cookie-preferences');
  const analytics = dialog.getByRole('switch', { name: "Mesure d'audience" });
  if ((await analytics.isChecked()) !== on) await analytics.click();
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(dialog).toBeHidden();
}

const agent = `Mozilla/5.0 (X11; Linux x86_64) Chrome/140 e2e-analytics-${Date.now()}`;
// The run's own browser (no second Chromium launched for this file: its client hints are
// rewritten by interceptAnalytics).
test.use({ userAgent: agent });
// Several pages, consent dialogs and axe runs per test on a shared machine.
test.slow();

test('no analytics before consent; page views after it; none once withdrawn; every choice logged', async ({
  page,
}) => {
  const analytics = await interceptAnalytics(page);
  const footerLink = (name: string) =>
    page.getByRole('contentinfo').getByRole('link', { name, exact: true });

  await page.goto('/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Tout refuser' }).click();
  await footerLink('Livraison').click();
  await expect(page).toHaveURL(/\/livraison$/);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contactez-nous');
  expect(analytics.requests).toHaveLength(0);

  // Accepted: the page shown, then each page navigated to.
  await setAnalytics(page, true);
  await expect.poll(analytics.pageViews, { timeout: 15_000 }).toContain('/contact');
  await footerLink('Questions fréquentes').click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(analytics.pageViews, { timeout: 15_000 }).toContain('/faq');

  // Withdrawn: the pages visited meanwhile are never sent; back on (by the window event), the
  // page shown then is.
  await setAnalytics(page, false);
  await footerLink('Conditions générales de vente').click();
  await expect(page).toHaveURL(/\/cgv$/);
  await footerLink('Mentions légales').click();
  await expect(page).toHaveURL(/\/mentions-legales$/);
  await setAnalytics(page, true, 'event');
  await expect.poll(analytics.pageViews, { timeout: 15_000 }).toContain('/mentions-legales');
  expect(analytics.pageViews()).not.toContain('/cgv');
  expect(analytics.pageViews()).not.toContain('/livraison');

  await expect
    .poll(async () =>
      (
        await queryDb<{ analytics: boolean; user_id: string | null }>(
          `select (consent_data->>'analytics')::boolean as analytics, user_id
           from cookie_consent_log where user_agent = $1 order by created_at`,
          [agent],
        )
      ).map((r) => `${r.analytics}:${r.user_id}`),
    )
    .toEqual(['false:null', 'true:null', 'false:null', 'true:null']);
});

test('after consent, the shop owner’s events: product viewed, added to cart, search with no result', async ({
  page,
}) => {
  const analytics = await interceptAnalytics(page);
  await withConsentChosen(page, { analytics: true });
  const [product] = await queryDb<{ slug: string; reference_code: string; price: number }>(
    `select slug, reference_code, price_ttc as price from products
     where is_active and visible_in_frontend and not has_variants and unlimited_stock
     order by slug limit 1`,
  );
  expect(product).toBeDefined();

  await page.goto(`/product/${product!.slug}`);
  await expect
    .poll(() => analytics.events('product_viewed').map((e) => e.properties.slug))
    .toContain(product!.slug);
  expect(analytics.events('product_viewed')[0]!.properties).toMatchObject({
    reference: product!.reference_code,
    price_cents: product!.price,
    currency: 'EUR',
  });

  await page.getByRole('button', { name: 'Ajouter au panier' }).first().click();
  await expect.poll(() => analytics.events('added_to_cart').length).toBe(1);
  const added = analytics.events('added_to_cart')[0]!.properties;
  expect(added).toMatchObject({ slug: product!.slug, quantity: 1, value_cents: product!.price });

  const box = page.getByRole('banner').getByRole('combobox');
  await box.fill('zzqxw introuvable');
  await expect(page.getByText('Aucun résultat trouvé').first()).toBeVisible();
  await expect
    .poll(() => analytics.events('search_no_result').map((e) => e.properties.query))
    .toContain('zzqxw introuvable');

  // No personal data in any event of the shop (no e-mail, name or address).
  const own = analytics.requests
    .flatMap(eventsOf)
    .filter((e) => !e.event.startsWith('$'))
    .map((e) =>
      Object.entries(e.properties).filter(
        ([key]) => !key.startsWith('$') && key !== 'token' && key !== 'distinct_id',
      ),
    );
  expect(own.length).toBeGreaterThanOrEqual(3);
  expect(JSON.stringify(own)).not.toMatch(/@|e-?mail|adresse|name/i);
});

test('after consent, the checkout’s events: checkout started, then order placed with its value only', async ({
  page,
}) => {
  const analytics = await interceptAnalytics(page);
  await withConsentChosen(page, { analytics: true });
  // A customer made in the database with its cart line, signed in without the dialog: signing
  // up is not the subject (accounts*.spec.ts, checkout.spec.ts).
  const email = uniqueEmail('analytique-commande');
  await createCustomer(email);
  await databaseCartLine(email, await plainStockedProduct(5));
  await signedIn(page, email);
  await page.goto('/checkout');
  await addDeliveryAddress(page);
  await expect.poll(() => analytics.events('checkout_started').length).toBe(1);
  const total = Number(
    (await checkoutTotal(page).innerText()).replace(/[^\d,]/g, '').replace(',', '.'),
  );
  expect(analytics.events('checkout_started')[0]!.properties).toMatchObject({
    value_cents: Math.round(total * 100),
    item_count: 1,
    currency: 'EUR',
  });
  await page.getByLabel(/J'ai lu et j'accepte les conditions générales de vente/).check();
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
  await expect(page).toHaveURL(/\/profile\/commandes\/NU-/);
  await expect.poll(() => analytics.events('order_placed').length).toBe(1);
  const placed = analytics.events('order_placed')[0]!.properties;
  expect(placed).toMatchObject({
    value_cents: Math.round(total * 100),
    item_count: 1,
    payment_method: 'transfer',
  });
  // No order number, address or e-mail goes to the analytics service.
  const own = Object.fromEntries(Object.entries(placed).filter(([key]) => !key.startsWith('$')));
  expect(JSON.stringify(own)).not.toMatch(/NU-\d{4}|@example\.fr|Jaurès/);
});
