/**
 * Accessibility of every page template, once (issue 35 §1): no serious or critical axe
 * violation (support/shop.ts `expectNoSeriousA11yViolation`, WCAG 2.1 A/AA and best practices).
 * The journeys check behaviour only; each state a journey used to scan on its way (an error
 * shown, a dialog open, a filled form, an order placed) is reproduced here in one page load or
 * two, its data made in the database (support/orders.ts, support/session.ts…), the session
 * opened without the dialog (support/session.ts `signedIn`). Tests are independent: each makes
 * its own data, so the two workers share them in any order. The list of where each scan came
 * from is docs/decisions/e2e-suite-shape.md.
 */
import { randomUUID } from 'node:crypto';
import { ADMIN_SCREENS } from '@/lib/admin/nav';
import { authDialog, DEMO, openSignIn } from './support/accounts';
import { closedContest, newPromotion, submitOverlappingBand } from './support/admin';
import {
  byTestId,
  customPaintLines,
  localCartLine,
  plainAutoColour,
  variantCase,
} from './support/catalogue';
import { COLOUR_PAGE, plainStockedProduct } from './support/checkout';
import { uniqueEmail } from './support/mailbox';
import { pendingSubscription } from './support/newsletter';
import {
  cardOrder,
  databaseCartLine,
  deliveredColourOrder,
  lostCart,
  transferOrder,
} from './support/orders';
import { createCustomer, signedIn } from './support/session';
import {
  expectNoSeriousA11yViolation,
  expectToastAccessible,
  queryDb,
  seedLocalCart,
  withConsentChosen,
} from './support/shop';
import { devices, expect, test, type Page } from './support/test';

// Up to two page loads and two scans per test: on a loaded two-core machine, more than the
// default 45 s (no more than 60 s).
test.describe.configure({ timeout: 60_000 });

const scan = expectNoSeriousA11yViolation;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** A new customer with a default delivery address, signed in on `page`. */
async function customerWithAddress(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const id = await createCustomer(email);
  await queryDb(
    `insert into addresses (user_id, label, first_name, last_name, address_line1, city,
       postal_code, is_default)
     values ($1, 'Atelier', 'Lucie', 'Carrossier', '8 avenue Jean Jaurès', 'Lyon', '69007', true)`,
    [id],
  );
  await signedIn(page, email);
  return email;
}

/** The checkout of a new customer, with one line and the address book's address. */
async function checkoutPage(page: Page) {
  const email = await customerWithAddress(page, 'a11y-commande');
  await databaseCartLine(email, await plainStockedProduct(5));
  await page.goto('/checkout');
  // The lines are drawn once the page is hydrated: on a busy machine that can take a while.
  await expect(byTestId(page, 'checkout-line')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('radio', { name: /Atelier/ })).toBeChecked();
  await scan(page);
}

/** A new customer's transfer order, on its confirmation page (as the checkout leaves it). */
async function orderConfirmation(page: Page) {
  const email = uniqueEmail('a11y-confirmation');
  await createCustomer(email);
  await signedIn(page, email);
  const product = await plainStockedProduct(5);
  const order = await transferOrder(email, product.id, 1, { takeStock: false });
  await page.goto(`/profile/commandes/${order.number}?confirmation=1`);
  await expect(byTestId(page, 'order-confirmation')).toContainText('Merci pour votre commande');
  await expect(byTestId(page, 'bank-reference')).toHaveText(order.number);
  await scan(page);
  return order;
}

/** The sign-in dialog, then its sign-up tab as a professional. */
async function authDialogStates(page: Page) {
  await page.goto('/');
  await openSignIn(page);
  await scan(page);
  await authDialog(page).getByRole('tab', { name: 'Inscription' }).click();
  await authDialog(page).getByLabel('Professionnel').check();
  await expect(authDialog(page).getByLabel('SIRET')).toBeVisible();
  await scan(page);
}

test.describe('shop', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentChosen(page);
  });

  test('home, then with a mega-menu open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('featured-products')).toBeVisible();
    await scan(page);
    await page.getByRole('button', { name: 'Produits carrosserie' }).click();
    await scan(page);
  });

  test('a listing filtered by a brand', async ({ page }) => {
    const [brand] = await queryDb<{ slug: string }>(
      `select b.slug from brands b
       join products p on p.brand_id = b.id and p.is_active and p.visible_in_frontend
       where b.is_active group by b.slug order by count(*) desc, b.slug limit 1`,
    );
    await page.goto(`/catalogue?marque=${brand!.slug}`);
    await expect(byTestId(page, 'product-card').first()).toBeVisible();
    await scan(page);
  });

  test('a product page', async ({ page }) => {
    const v = await variantCase();
    await page.goto(`/product/${v.product.slug}`);
    await expect(byTestId(page, 'product-price')).toBeVisible();
    await scan(page);
  });

  test('an aerosol product page and a colour in a can: the hazard block and the maker (issue 39)', async ({
    page,
  }) => {
    await page.goto('/product/appret-garnissant-gris-en-aerosol-400-ml');
    await expect(page.getByRole('region', { name: 'Informations de danger' })).toBeVisible();
    await scan(page);
    await page.goto(COLOUR_PAGE);
    await page.getByText('Bombe aérosol', { exact: true }).click();
    await expect(page.getByRole('region', { name: 'Informations de danger' })).toBeVisible();
    await scan(page);
  });

  test('the empty cart', async ({ page }) => {
    await page.goto('/cart');
    // The cart's content is drawn once the page is hydrated (the lines live in the browser): on a
    // busy machine the first hydration can take longer than the default wait.
    await expect(page.getByRole('heading', { name: 'Votre panier est vide' })).toBeVisible({
      timeout: 30_000,
    });
    await scan(page);
  });

  test('a cart of a product and custom paint lines: an error toast, then a code applied', async ({
    page,
  }) => {
    // Two toasts read, a code applied and a scan: over 60 s on a very loaded machine.
    test.setTimeout(90_000);
    const product = await plainStockedProduct();
    const colour = await plainAutoColour();
    await seedLocalCart(page, [
      localCartLine({ ...product, price: product.price_ttc }, 1),
      ...customPaintLines(colour),
    ]);
    await page.goto('/cart');
    // The lines are drawn once the page is hydrated: on a busy machine that can take a while.
    await expect(byTestId(page, 'cart-line')).toHaveCount(3, { timeout: 30_000 });
    const code = page.getByLabel('Code promo');
    const apply = page.getByRole('button', { name: 'Appliquer' });
    // The error toast itself is read by people: its text keeps AA contrast once shown.
    await code.fill('FAUXCODE');
    await apply.click();
    await expectToastAccessible(page, 'error');
    await code.fill('toutgratis');
    await apply.click();
    await expect(page.getByText('Livraison offerte', { exact: true })).toBeVisible();
    await scan(page);
  });

  test('the search dropdown open', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Rechercher un produit ou une couleur' });
    await box.fill('blanc');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await box.press('ArrowDown');
    await scan(page);
  });

  test('search results: a colour code with a brand filter, then products filtered and sorted', async ({
    page,
  }) => {
    await page.goto('/catalog?search=MOLZ&marque=vernilux');
    await expect(
      page.getByText('Élargissez la fourchette de prix ou retirez un filtre.'),
    ).toBeVisible();
    await scan(page);
    await page.goto('/catalog?search=vernis&marque=vernilux&tri=prix-croissant');
    await expect(
      page
        .getByRole('region', { name: /produits/i })
        .getByRole('listitem')
        .first(),
    ).toContainText('Vernilux');
    await scan(page);
  });

  test('the colour search by maker', async ({ page }) => {
    await page.goto('/recherche-couleur?manufacturer=peugeot');
    await expect(
      page
        .getByRole('region', { name: /Couleurs Peugeot/ })
        .getByRole('listitem')
        .first(),
    ).toContainText('Peugeot');
    await scan(page);
  });

  test('the colour catalogue', async ({ page }) => {
    await page.goto('/catalogue-couleur');
    await expect(heading(page)).toHaveText('Catalogue couleur');
    await scan(page);
  });

  test('the delivery page and its carrier tables', async ({ page }) => {
    await page.goto('/livraison');
    await expect(page.getByTestId('delivery-carrier').first()).toBeVisible();
    await scan(page);
  });

  test('a maker’s colours', async ({ page }) => {
    // Every colour of a maker: the shop's longest page, and its longest scan.
    test.setTimeout(120_000);
    await page.goto('/catalogue-couleur/auto?manufacturer=renault');
    await expect(page.getByText('Où trouver le code couleur Renault ?')).toBeVisible();
    await scan(page);
  });

  test('a colour page with the pen chosen, then its varnish ticked', async ({ page }) => {
    await page.goto(`${COLOUR_PAGE}?type=peinture-stylo`);
    await expect(
      page.getByRole('heading', { name: 'Pour réussir votre retouche au stylo' }),
    ).toBeVisible();
    await scan(page);
    await page.getByLabel('Type de peinture').selectOption('water');
    await page.getByLabel(/Ajouter un stylo vernis de finition/).check();
    await expect(page.getByTestId('prix-ttc')).toBeVisible();
    await scan(page);
  });

  test('a two-tone colour page', async ({ page }) => {
    await page.goto('/catalogue-couleur/auto/renault/biton/xqknv');
    await expect(page.getByRole('button', { name: 'Ajouter au panier', exact: true })).toHaveCount(
      2,
    );
    await scan(page);
  });

  test('the colour page as a verified professional (HT prices)', async ({ page }) => {
    await signedIn(page, DEMO.verifiedPro.email);
    await page.goto(COLOUR_PAGE);
    await expect(byTestId(page, 'prix-ht')).toHaveText(/^\d+,\d{2}\s€$/);
    await scan(page);
  });

  test('the cart of a professional awaiting verification (pending note)', async ({ page }) => {
    const email = uniqueEmail('a11y-pro-en-attente');
    await createCustomer(
      email,
      { firstName: 'Sophie', lastName: 'Essai' },
      { companyName: 'Carrosserie Essai', siret: '73282932000074' },
    );
    await signedIn(page, email);
    await databaseCartLine(email, await plainStockedProduct(1));
    await page.goto('/cart');
    // The lines are drawn once the page is hydrated: on a busy machine that can take a while.
    await expect(byTestId(page, 'cart-line')).toHaveCount(1, { timeout: 30_000 });
    await expect(byTestId(page, 'pro-pending-note')).toBeVisible();
    await scan(page);
  });

  test('the contact page, then with its errors shown', async ({ page }) => {
    await page.goto('/contact');
    await scan(page);
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByText('Email invalide')).toBeVisible();
    await scan(page);
  });

  test('the withdrawal page, then its second step with a made-to-order paint line', async ({
    page,
  }) => {
    const email = uniqueEmail('a11y-retractation');
    await createCustomer(email);
    const order = await transferOrder(email, (await plainStockedProduct(4)).id, 1, {
      takeStock: false,
    });
    await queryDb(
      `insert into order_items (order_id, name, details, quantity, unit_price_ht, unit_price_ttc,
         total_ht, total_ttc, is_custom_paint, colour)
       values ($1, 'Peinture carrosserie sur mesure', 'Pot 1 L', 1, 3325, 3990, 3325, 3990, true,
         '{"code":"TEKNG","name":"Gris Cassiopée"}'::jsonb)`,
      [order.id],
    );
    await page.goto(`/retractation?commande=${order.number}`);
    await scan(page);
    await page.getByLabel('Nom et prénom').fill('Lucie Carrossier');
    await page.getByLabel('Adresse e-mail utilisée pour la commande').fill(email);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByText('Articles exclus du droit de rétractation')).toBeVisible();
    await page.getByRole('radio', { name: 'Une partie de la commande' }).check();
    await scan(page);
  });

  test('the newsletter confirmation and unsubscription pages', async ({ page }) => {
    const links = await pendingSubscription(uniqueEmail('a11y-newsletter'));
    await page.goto(links.confirm);
    await expect(heading(page)).toHaveText('Inscription confirmée');
    await scan(page);
    await page.goto(links.unsubscribe);
    await expect(heading(page)).toHaveText('Vous êtes désinscrit');
    await scan(page);
  });

  test('the contest page, then its form refusing a second entry', async ({ page }) => {
    const email = uniqueEmail('a11y-tirage');
    const [contest] = await queryDb<{ id: string }>(
      `select id from contests where is_active and now() between starts_at and ends_at
       order by starts_at desc limit 1`,
    );
    await queryDb(
      `insert into contest_entries (contest_id, name, email, rules_accepted_at)
       values ($1, 'Sophie Laurent', $2, now())`,
      [contest!.id, email],
    );
    await page.goto('/tirage-au-sort');
    await expect(page.getByRole('heading', { name: 'Règlement' })).toBeVisible();
    await scan(page);
    const form = page.getByTestId('contest-form');
    await form.getByLabel('Nom').fill('Sophie L.');
    await form.getByLabel('Adresse e-mail').fill(email);
    await form.getByLabel('J’ai lu et j’accepte le règlement du jeu').check();
    await form.getByRole('button', { name: 'Je participe' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Vous participez déjà à ce tirage au sort avec cette adresse e-mail.',
    );
    await scan(page);
  });

  test('the sign-in dialog, then the professional sign-up tab', async ({ page }) => {
    await authDialogStates(page);
  });

  test('the address book and the profile of a customer', async ({ page }) => {
    await customerWithAddress(page, 'a11y-profil');
    await page.goto('/profile?tab=addresses');
    await expect(page.getByTestId('address')).toHaveCount(1);
    await scan(page);
    await page.getByRole('link', { name: 'Profil', exact: true }).click();
    await expect(page.getByLabel('Téléphone')).toBeVisible();
    await scan(page);
  });

  test('the checkout', async ({ page }) => {
    await checkoutPage(page);
  });

  test('an order’s confirmation, then the orders tab', async ({ page }) => {
    const order = await orderConfirmation(page);
    await page.goto('/profile?tab=orders');
    await expect(byTestId(page, 'order-row')).toContainText(order.number);
    await scan(page);
  });

  test('the colour-match guarantee page, then a delivered colour order with its claim form (issue 41)', async ({
    page,
  }) => {
    await page.goto('/garantie-teinte');
    await expect(heading(page)).toBeVisible();
    await scan(page);
    const email = uniqueEmail('a11y-garantie');
    await createCustomer(email);
    const order = await deliveredColourOrder(email);
    await signedIn(page, email);
    await page.goto(`/profile/commandes/${order.number}`);
    await expect(byTestId(page, 'guarantee-claim')).toBeVisible();
    await scan(page);
  });

  test('the PayPal return page', async ({ page }) => {
    await page.goto('/paypal-return');
    await expect(
      heading(page).filter({ hasText: "Le paiement par PayPal n'est pas proposé" }),
    ).toBeVisible();
    await scan(page);
  });

  test('a card payment being confirmed, then paid', async ({ page }) => {
    const email = uniqueEmail('a11y-paiement');
    const id = await createCustomer(email);
    const order = await cardOrder(id, 12_345);
    await signedIn(page, email);
    await page.goto(`/payment-success?commande=${encodeURIComponent(order.number)}`);
    await expect(heading(page)).toHaveText('Paiement en cours de confirmation');
    await scan(page);
    // What Stripe's webhook leaves (lib/orders/payment.ts; the webhook is payment-return.spec.ts).
    await queryDb(
      `update orders set payment_state = 'paid', status = 'paid', paid_at = now() where id = $1`,
      [order.id],
    );
    await page.reload();
    await expect(heading(page)).toHaveText('Merci pour votre commande !');
    await scan(page);
  });
});

test('the cookie banner, then its preferences dialog', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await scan(page);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Personnaliser' }).click();
  await expect(page.getByTestId('cookie-preferences')).toBeVisible();
  await scan(page);
});

test.describe('on a phone', () => {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

  test.beforeEach(async ({ page }) => {
    await withConsentChosen(page);
  });

  test('home, then with the menu open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('featured-products')).toBeVisible();
    await scan(page);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await scan(page);
  });

  test('the catalogue and a product page', async ({ page }) => {
    const variant = await variantCase();
    await page.goto('/catalogue');
    await expect(byTestId(page, 'product-card').first()).toBeVisible();
    await scan(page);
    await page.goto(`/product/${variant.product.slug}`);
    await expect(byTestId(page, 'product-price')).toBeVisible();
    await scan(page);
  });

  test('the full-screen search open with suggestions', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Ouvrir la recherche' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recherche' });
    await dialog
      .getByRole('combobox', { name: 'Rechercher un produit ou une couleur' })
      .fill('blanc');
    await expect(
      dialog
        .getByRole('group', { name: /^Couleurs/ })
        .getByRole('option')
        .first(),
    ).toBeVisible();
    await scan(page);
  });

  test('a colour page configured from the coverage calculator', async ({ page }) => {
    await page.goto('/catalogue-couleur/auto/renault/qng-blanc-glacier');
    // QNG has shade variants (issue 41 §1): their radio group is in the scan.
    await expect(page.getByRole('radio', { name: /^standard/ })).toBeChecked();
    await page.getByLabel('Longueur du dégât (cm)').fill('25');
    await page.getByLabel('Largeur (cm, facultatif)').fill('10');
    await page.getByRole('button', { name: 'Choisir cette suggestion' }).click();
    await expect(page.getByLabel('Volume')).toHaveValue('400ml');
    await scan(page);
  });

  test('the sign-in dialog, then the professional sign-up tab', async ({ page }) => {
    await authDialogStates(page);
  });

  test('the profile of a verified professional', async ({ page }) => {
    await signedIn(page, DEMO.verifiedPro.email);
    await page.goto('/profile');
    await expect(page.getByLabel('Raison sociale')).toHaveValue('Atelier Benali Peinture');
    await scan(page);
  });

  test('the checkout', async ({ page }) => {
    await checkoutPage(page);
  });

  test('an order’s confirmation', async ({ page }) => {
    await orderConfirmation(page);
  });
});

/** Every screen of the admin frame, plus a form page and an edit page, as the seed has them. */
const ADMIN_PAGES: Array<{ name: string; path: () => Promise<string> }> = [
  // The dashboard, lost orders and analytics are scanned with their data below.
  ...ADMIN_SCREENS.filter(
    (screen) => !['/admin', '/admin/lost-orders', '/admin/analytics'].includes(screen.href),
  ).map((screen) => ({ name: screen.href, path: async () => screen.href })),
  { name: '/admin/brands/new', path: async () => '/admin/brands/new' },
  {
    name: '/admin/brands/[id]',
    path: async () => {
      const [brand] = await queryDb<{ id: string }>('select id from brands order by name limit 1');
      return `/admin/brands/${brand!.id}`;
    },
  },
  { name: '/admin/tags/new', path: async () => '/admin/tags/new' },
  { name: '/admin/seo/redirects/new', path: async () => '/admin/seo/redirects/new' },
  { name: '/admin/paint-manufacturers/new', path: async () => '/admin/paint-manufacturers/new' },
  { name: '/admin/paint-products/documents', path: async () => '/admin/paint-products/documents' },
  { name: '/admin/paint-products/dangers', path: async () => '/admin/paint-products/dangers' },
  { name: '/admin/products/corbeille', path: async () => '/admin/products/corbeille' },
  {
    name: '/admin/paint-products/[id] (the pot’s grid)',
    path: async () => {
      const [config] = await queryDb<{ id: string }>(
        `select id from paint_product_configs where product_key = 'peinture-pot'`,
      );
      return `/admin/paint-products/${config!.id}`;
    },
  },
  {
    name: '/admin/carriers/[id]',
    path: async () => {
      const [carrier] = await queryDb<{ id: string }>(
        'select id from carriers where is_standard order by name limit 1',
      );
      return `/admin/carriers/${carrier!.id}`;
    },
  },
  {
    name: '/admin/delivery/[id]',
    path: async () => {
      const [rate] = await queryDb<{ id: string }>(
        `select id from shipping_rates where country = 'FR' order by min_weight_grams limit 1`,
      );
      return `/admin/delivery/${rate!.id}`;
    },
  },
  // Professional prices by brand and category (issue 40 §3): the list and the form.
  { name: '/admin/promotions/prix-pro', path: async () => '/admin/promotions/prix-pro' },
  // Repair kits (issue 41 §3): the form, and a seeded kit's page with its components.
  { name: '/admin/kits/new', path: async () => '/admin/kits/new' },
  {
    name: '/admin/kits/[id]',
    path: async () => {
      const [kit] = await queryDb<{ id: string }>(
        `select id from repair_kits where repair_type = 'rayure' limit 1`,
      );
      return `/admin/kits/${kit!.id}`;
    },
  },
  { name: '/admin/promotions/prix-pro/new', path: async () => '/admin/promotions/prix-pro/new' },
];

test.describe('admin', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentChosen(page);
    await signedIn(page, DEMO.admin.email);
  });

  /** An admin page, once its frame is drawn (a per-request page: slow on a busy machine). */
  async function open(page: Page, path: string) {
    await page.goto(path);
    await expect(heading(page)).toBeVisible({ timeout: 30_000 });
  }

  // A few pages per test, each its own step: one context and one session for several pages,
  // the admin frame's scripts loaded once (a new context per page cost some 1.6 s more a page,
  // docs/decisions/e2e-suite-shape.md); six tests, so that both workers share them.
  const groups = 6;
  for (let group = 0; group < groups; group++) {
    const pages = ADMIN_PAGES.filter((_, index) => index % groups === group);
    test(`${pages.map((adminPage) => adminPage.name).join(', ')}`, async ({ page }) => {
      // 30 s a page at most: a loaded machine (the paint-colour grid alone took a minute there).
      test.setTimeout(30_000 * pages.length);
      for (const adminPage of pages) {
        await test.step(adminPage.name, async () => {
          await open(page, await adminPage.path());
          await scan(page);
        });
      }
    });
  }

  test('the dashboard with its figures table open', async ({ page }) => {
    await open(page, '/admin');
    await page.getByText('Voir les chiffres').click();
    await expect(
      page.getByRole('table', { name: "Chiffre d'affaires TTC par jour, 30 derniers jours" }),
    ).toBeVisible();
    await scan(page);
  });

  test('lost orders with a lost cart', async ({ page }) => {
    const email = uniqueEmail('a11y-panier-perdu');
    const userId = await lostCart(email);
    try {
      await open(page, '/admin/lost-orders');
      await expect(page.getByTestId('lost-cart').filter({ hasText: email })).toBeVisible();
      await scan(page);
    } finally {
      await queryDb('delete from cart_items where user_id = $1', [userId]);
    }
  });

  test('analytics with a search that found nothing', async ({ page }) => {
    const nonsense = `zqxw-a11y-${randomUUID().slice(0, 8)}`;
    await queryDb('insert into search_misses (query) values ($1)', [nonsense]);
    await open(page, '/admin/analytics');
    await expect(page.getByTestId('search-miss').filter({ hasText: nonsense })).toBeVisible();
    await scan(page);
  });

  test('a promotion’s page and the list filtered on it', async ({ page }) => {
    const code = `A11Y${randomUUID().slice(0, 8).toUpperCase()}`;
    const promotion = await newPromotion(code);
    await open(page, `/admin/promotions/${promotion}`);
    await expect(page.getByText('Utilisée par aucune commande.')).toBeVisible();
    await scan(page);
    await open(page, `/admin/promotions?q=${code}&etat=active`);
    await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(1);
    await scan(page);
  });

  test('the new promotion form with its errors', async ({ page }) => {
    await open(page, '/admin/promotions/new');
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('é!');
    await page.getByRole('button', { name: 'Créer' }).click();
    await expect(page.getByText(/^Code invalide : de 3 à 50 lettres/)).toBeVisible();
    await scan(page);
  });

  test('a new band refused as overlapping', async ({ page }) => {
    await open(page, '/admin/delivery/new');
    await submitOverlappingBand(page, '3,50');
    await expect(page.getByLabel('Poids maximum (g, inclus)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The refusal is complete once its toast is shown too (the scan hides toasts).
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    await scan(page);
  });

  test('a new carrier with its errors', async ({ page }) => {
    await open(page, '/admin/carriers/new');
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('Pas Valide');
    await page.getByRole('button', { name: 'Créer' }).click();
    await expect(page.getByText(/^Code invalide : lettres minuscules sans accent/)).toBeVisible();
    await scan(page);
  });

  test('an order’s page and its picking list', async ({ page }) => {
    const email = uniqueEmail('a11y-commande-admin');
    await createCustomer(email);
    const product = await plainStockedProduct(2);
    const order = await transferOrder(email, product.id, 1, { takeStock: false });
    // With a withdrawal of the paid order: its « Rétractations » section and refund form are
    // scanned too.
    await queryDb(
      `with w as (insert into withdrawals (order_id, name, email) values ($1, 'Lucie Carrossier', $2)
         returning id)
       insert into withdrawal_lines (withdrawal_id, order_item_id, quantity)
       select w.id, i.id, 1 from w, order_items i where i.order_id = $1`,
      [order.id, email],
    );
    await queryDb(`update orders set status = 'paid', payment_state = 'paid' where id = $1`, [
      order.id,
    ]);
    await open(page, `/admin/orders/${order.id}`);
    await expect(heading(page)).toHaveText(`Commande ${order.number}`);
    await expect(page.getByRole('button', { name: 'Enregistrer le remboursement' })).toBeVisible();
    await scan(page);
    await open(page, `/admin/orders/${order.id}/preparation`);
    await expect(page.getByTestId('picking-list')).toContainText('VERN-2K-400');
    await scan(page);
  });

  test('a phone order with its customer chosen; an order being edited', async ({ page }) => {
    const email = uniqueEmail('a11y-modifier-commande');
    await createCustomer(email);
    const product = await plainStockedProduct(2);
    const order = await transferOrder(email, product.id, 1, { takeStock: false });
    await open(page, '/admin/orders/new');
    await page.getByRole('searchbox', { name: /Rechercher un client/ }).fill(email);
    await page
      .getByRole('group', { name: 'Client' })
      .getByRole('button', { name: 'Rechercher' })
      .click();
    await page.getByRole('button', { name: /^Choisir / }).click();
    await expect(page.getByTestId('phone-customer')).toBeVisible();
    // « Nouveau client » open (professional: company, SIRET, verification) and a colour chosen by code.
    await page.getByRole('button', { name: 'Nouveau client' }).click();
    await page.getByTestId('new-customer').getByLabel('Professionnel', { exact: true }).check();
    const colours = page.getByRole('group', { name: 'Peinture à la teinte (code couleur)' });
    await colours.getByRole('searchbox', { name: /Ajouter une teinte/ }).fill('QNG');
    await colours.getByRole('button', { name: 'Rechercher' }).click();
    await colours
      .getByRole('button', { name: /^Choisir Renault QNG / })
      .first()
      .click();
    await expect(page.getByTestId('colour-line')).toBeVisible();
    await scan(page);
    await open(page, `/admin/orders/${order.id}/modifier`);
    await page.getByRole('button', { name: 'Calculer le total' }).click();
    await expect(page.getByTestId('priced-total')).toBeVisible();
    await scan(page);
  });

  test('the refund dialog of a paid transfer order', async ({ page }) => {
    const email = uniqueEmail('a11y-remboursement');
    await createCustomer(email);
    const product = await plainStockedProduct(2);
    const order = await transferOrder(email, product.id, 2, { takeStock: false });
    await open(page, `/admin/orders/${order.id}`);
    await page.getByRole('button', { name: 'Marquer le virement reçu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await page.getByRole('button', { name: 'Rembourser', exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: 'Rembourser la commande' }).getByTestId('refund-amount'),
    ).toBeVisible();
    await scan(page);
  });

  test('a professional to verify, then the verification dialog', async ({ page }) => {
    const email = uniqueEmail('a11y-pro');
    const id = await createCustomer(
      email,
      { firstName: 'Inès', lastName: 'Verdier' },
      { companyName: 'Carrosserie Verdier', siret: '73282932000074' },
    );
    await open(page, `/admin/users/${id}`);
    await expect(byTestId(page, 'siret-check')).toHaveText(
      'SIRET valide (clé de contrôle correcte)',
    );
    await scan(page);
    await page.getByRole('button', { name: 'Vérifier le professionnel' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Vérifier le professionnel' }).getByLabel('SIRET'),
    ).toHaveValue('73282932000074');
    await scan(page);
  });

  test('a draft newsletter; the list searched for an unsubscribed address', async ({ page }) => {
    const title = `Lettre a11y ${randomUUID().slice(0, 8)}`;
    const subscriber = uniqueEmail('a11y-desinscrit');
    const [newsletter] = await queryDb<{ id: string }>(
      `insert into newsletters (title, body) values ($1, 'Bonjour,\n\nNos vernis 2K sont arrivés.')
       returning id`,
      [title],
    );
    await queryDb(
      `insert into newsletter_subscribers (email, confirmed_at, unsubscribed_at)
       values ($1, now(), now())`,
      [subscriber],
    );
    await open(page, `/admin/newsletters/${newsletter!.id}`);
    await expect(page.getByTestId('newsletter-status')).toHaveText('Brouillon');
    await scan(page);
    await open(page, `/admin/newsletters?q=${encodeURIComponent(subscriber)}`);
    await expect(page.getByTestId('subscriber-status')).toHaveText('Désinscrit');
    await scan(page);
  });

  test('a contest’s draw screen, before and after a draw', async ({ page }) => {
    const { contest } = await closedContest(4);
    try {
      await open(page, `/admin/contest-draw?concours=${contest.id}`);
      await expect(page.getByTestId('participant-counts')).toHaveText(
        '4 éligibles sur 4 participations',
      );
      await scan(page);
      await page.getByLabel('Graine').fill('graine-a11y');
      await page.getByLabel('Nombre de gagnants').fill('2');
      await page.getByRole('button', { name: 'Lancer le tirage' }).click();
      await expect(page.getByTestId('draw')).toHaveCount(1);
      await scan(page);
    } finally {
      await queryDb('delete from contests where id = $1', [contest.id]);
    }
  });

  test('an e-mail template previewed', async ({ page }) => {
    await open(page, '/admin/emails/modeles');
    await page.getByRole('link', { name: 'Aperçu : Confirmation de commande' }).click();
    await expect(page.getByTestId('email-text')).toContainText('Gris Platine');
    await scan(page);
  });
});
