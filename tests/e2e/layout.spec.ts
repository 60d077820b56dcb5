import { expect, test, type Page } from './support/test';
import { DEMO } from './support/accounts';
import { signedIn } from './support/session';
import { queryDb, withConsentChosen } from './support/shop';

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

test('home shows the header, the sections and the seeded featured products with prices', async ({
  page,
}) => {
  // Nothing the page loads or prefetches by itself is a redirect (the search form's action,
  // /catalog without a term, once was: a 301 on every page).
  const redirected: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 300 && r.status() < 400) redirected.push(`${r.status()} ${r.url()}`);
  });
  const featured = await queryDb<{ name: string }>(
    `select name from products where is_featured and is_active and visible_in_frontend`,
  );
  expect(featured.length).toBeGreaterThan(0);

  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: "Nuancier, retour à l'accueil" })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(header.getByRole('combobox', { name: /Rechercher un produit/ })).toBeVisible();
  // Signed out, order tracking opens the sign-in dialog instead of leading to /profile.
  await header.getByRole('button', { name: 'Suivi de commande' }).click();
  await expect(page.getByRole('dialog', { name: 'Mon compte' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Connexion', selected: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // No link leads to the checkout, which does not exist yet.
  await expect(page.locator('a[href^="/checkout"]')).toHaveCount(0);
  await expect(header.getByRole('link', { name: /^Panier/ })).toHaveAttribute('href', '/cart');

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const section of ['Produits carrosserie', 'Matériel et outillage', 'Detailing']) {
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(section) })
        .first(),
    ).toBeVisible();
  }

  const cards = page.getByTestId('featured-products').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const shown = await page
    .getByTestId('featured-products')
    .getByTestId('product-name')
    .allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  for (const name of shown) expect(featured.map((f) => f.name)).toContain(name);
  await expect(cards.first().getByTestId('product-price')).toHaveText(/\d+,\d{2}\s€/);
  await expect(cards.first().locator('img')).toHaveCount(1);

  await expect(page.getByRole('link', { name: 'Parcourir le catalogue couleur' })).toHaveAttribute(
    'href',
    '/catalogue-couleur',
  );
  await page.waitForLoadState('networkidle');
  expect(redirected).toEqual([]);
});

test('the colour code form sends q to /couleurs-recherche', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Code couleur ou nom de teinte').fill('TEKNG');
  await page
    .getByRole('search', { name: 'Trouvez votre peinture par code couleur' })
    .getByRole('button')
    .click();
  await expect(page).toHaveURL(/\/couleurs-recherche\?q=TEKNG$/);
});

test('the header search box sends the term to /catalog?search=', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox');
  await box.fill('vernis');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/catalog(ue)?\?search=vernis$/);
});

test('a mega-menu opens on hover with the categories of the database and closes after leaving', async ({
  page,
}) => {
  const categories = await queryDb<{ name: string; slug: string }>(
    `select name, slug from categories where section = 'carrosserie' and is_active order by position, name`,
  );
  expect(categories.length).toBeGreaterThan(0);

  // The page's clock is Playwright's: the menu's delays pass with runFor, not with real waits.
  await page.clock.install();
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Produits carrosserie' });
  const panel = page.getByTestId('mega-menu-carrosserie');
  await expect(panel).toBeHidden();
  await trigger.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  for (const category of categories) {
    await expect(panel.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
      'href',
      `/produits/categorie/${category.slug}`,
    );
  }
  await expect(panel.getByRole('link', { name: /Tout le rayon/ })).toHaveAttribute(
    'href',
    '/produits-carrosserie',
  );

  // Moving into the panel keeps it open; leaving closes it (after the 150 ms delay).
  await panel.getByRole('link', { name: categories[0]!.name, exact: true }).hover();
  await page.clock.runFor(400);
  await expect(panel).toBeVisible();
  await page.mouse.move(5, 600);
  await expect(panel).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  // Another section: its own categories.
  // (The click comes right after the pointer opened it: it must not toggle it shut.)
  const detailing = page.getByRole('button', { name: 'Detailing' });
  await detailing.click();
  await expect(page.getByTestId('mega-menu-detailing')).toBeVisible();
  await expect(panel).toBeHidden();
  // A later click on the open section's button closes it.
  await page.clock.runFor(700);
  await detailing.click();
  await expect(page.getByTestId('mega-menu-detailing')).toBeHidden();
  await expect(detailing).toHaveAttribute('aria-expanded', 'false');
});

test('keyboard: skip link, mega-menu with Enter, Tab into it, Escape closes and returns focus', async ({
  page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu principal' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#contenu$/);

  const trigger = page.getByRole('button', { name: 'Matériel & outillage' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('mega-menu-outillage');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();

  // Space toggles too; tabbing out of an open menu closes it.
  await page.keyboard.press('Space');
  await expect(panel).toBeVisible();
  await page.getByRole('link', { name: 'Contact' }).first().focus();
  await expect(panel).toBeHidden();
});

test('footer: contact block, information links, configured social links only, JSON-LD navigation', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByTestId('footer-contact')).toContainText(/\d{2} \d{2} \d{2} \d{2} \d{2}/);
  await expect(footer.getByTestId('footer-contact')).toContainText(/\d{5} /);
  // The line formatted by the server (the browser bundle no longer compiles it per page).
  await expect(footer).toContainText(/© 20\d\d Nuancier — peinture automobile à la teinte/);
  for (const [name, href] of [
    ['Livraison', '/livraison'],
    ['Paiements sécurisés', '/paiements-securises'],
    ['Conditions générales de vente', '/cgv'],
    ['Questions fréquentes', '/faq'],
    ['Confidentialité', '/confidentialite'],
    ['Mentions légales', '/mentions-legales'],
    ['Aide', '/help'],
    // The withdrawal function on every page (Code de la consommation L221-21).
    ['Se rétracter du contrat ici', '/retractation'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  // Social links: only the configured ones (the demo sets Facebook and Instagram, not TikTok);
  // admin-seo.spec.ts changes them through the admin and checks the footer follows.
  const rows = await queryDb<{ social: Record<string, string> | null }>(
    `select setting_value->'social' as social from seo_settings where setting_key = 'site_config'`,
  );
  const social = rows[0]?.social ?? {};
  await expect(footer.getByRole('link', { name: /sur facebook/i })).toHaveAttribute(
    'href',
    new URL(social.facebook!).toString(),
  );

  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? 'null')));
  const navigation = jsonLd.find((d) => d?.['@type'] === 'ItemList');
  expect(navigation.itemListElement.map((e: { '@type': string }) => e['@type'])).toEqual(
    Array(6).fill('SiteNavigationElement'),
  );
  expect(navigation.itemListElement.map((e: { name: string }) => e.name)).toContain(
    'Catalogue couleur',
  );
});

test('the cart badge shows the number of items of the stored cart', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'nuancier-cart',
      JSON.stringify({
        state: {
          items: [
            {
              id: 'a-default',
              productId: 'a',
              variantId: null,
              name: 'Vernis 2K',
              price: 39.9,
              quantity: 2,
            },
            {
              id: 'b-default',
              productId: 'b',
              variantId: null,
              name: 'Mastic',
              price: 18.9,
              quantity: 1,
            },
          ],
        },
        version: 1,
      }),
    );
  });
  await page.goto('/');
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expect(page.getByRole('link', { name: 'Panier : 3 articles' })).toBeVisible();
});

test('an unknown address answers 404 with the French page inside the shop layout', async ({
  page,
}) => {
  const response = await page.goto('/nimporte-quoi');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/Page introuvable/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Cette page n'existe pas");
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Voir le catalogue' })).toHaveAttribute(
    'href',
    '/catalogue',
  );
  await expect(main.getByRole('link', { name: 'Chercher une couleur' })).toHaveAttribute(
    'href',
    '/catalogue-couleur',
  );
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await main.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('information pages answer in French prose', async ({ page }) => {
  for (const [path, title] of [
    ['/livraison', 'Livraison'],
    ['/paiements-securises', 'Paiements sécurisés'],
    ['/cgv', 'Conditions générales de vente'],
    ['/faq', 'Questions fréquentes'],
    ['/confidentialite', 'Politique de confidentialité'],
    ['/mentions-legales', 'Mentions légales'],
    ['/help', 'Aide et conseils'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await page.getByRole('main').locator('p').count(), path).toBeGreaterThanOrEqual(4);
  }
  // Without Stripe keys (the e2e build) the payment page promises no card and no PayPal.
  await page.goto('/paiements-securises');
  await expect(page.getByRole('main')).toContainText(
    "Le paiement par carte bancaire n'est pas proposé pour le moment",
  );
  await expect(page.getByRole('main')).not.toContainText('Visa');
  // /livraison is the carrier table the checkout quotes from: the express carrier's one day
  // reads in the singular, aerosols go by road only.
  await page.goto('/livraison');
  const chronopost = page.getByTestId('delivery-carrier').filter({ hasText: 'Chronopost 13h' });
  await expect(chronopost.getByRole('row', { name: /France/ })).toContainText('2 jours ouvrés');
  await expect(page.getByRole('main')).toContainText(
    'part uniquement avec Messagerie routière (marchandises dangereuses), en 3 à 6 jours ouvrés',
  );
  await expect(page.getByRole('main')).toContainText('Belgique');
  await expect(page.getByRole('main')).toContainText('Luxembourg');
});

test('FAQ answers open and close like disclosures', async ({ page }) => {
  await page.goto('/faq');
  const question = page.getByText('Comment trouver le code couleur de ma voiture ?');
  const answer = page.getByText(/étiquette constructeur/);
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
});

test('scrolls to the top on route change', async ({ page }) => {
  await page.goto('/cgv');
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Livraison' }).click();
  await expect(page).toHaveURL(/\/livraison$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/** The ids the document repeats, and the ids of the <main> elements on screen. */
function idsAndMains(page: Page) {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]')) {
      seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    }
    return {
      repeated: [...seen].filter(([, n]) => n > 1).map(([id]) => id),
      mains: [...document.querySelectorAll('main')]
        .filter((main) => main.checkVisibility())
        .map((main) => main.id),
    };
  });
}

// Next keeps the routes left mounted but hidden: their ids must not stay in the document.
test('client navigation leaves one main and no repeated id, the skip link lands on the main shown', async ({
  page,
}) => {
  await signedIn(page, DEMO.individual.email);
  await page.goto('/');
  const header = page.getByRole('banner');
  const single = { repeated: [], mains: ['contenu'] };
  // Two product pages (the same template twice), the colour catalogue, the account's frame,
  // then the shop's frame again with the cart.
  for (const index of [0, 1]) {
    await header.getByRole('link', { name: "Nuancier, retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByTestId('featured-products').getByRole('link').nth(index).click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('button', { name: /Ajouter au panier/ })).toBeVisible();
    await expect.poll(() => idsAndMains(page)).toEqual(single);
  }
  await header.getByRole('link', { name: 'Catalogue couleur' }).click();
  await expect(page).toHaveURL(/\/catalogue-couleur$/);
  await header.getByRole('button', { name: 'Mon compte' }).click();
  await page.getByRole('menuitem', { name: 'Mon profil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect.poll(() => idsAndMains(page)).toEqual(single);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Panier/ })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => idsAndMains(page)).toEqual(single);
  // « Aller au contenu principal » moves to the main on screen.
  await page.getByRole('link', { name: 'Aller au contenu principal' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart#contenu$/);
  await expect(page.locator('main#contenu')).toBeFocused();
});

test('admin screens reached by client navigation repeat no id', async ({ page }) => {
  await signedIn(page, DEMO.admin.email);
  await page.goto('/admin/orders');
  const nav = page
    .getByRole('navigation', { name: "Écrans d'administration" })
    .filter({ visible: true });
  for (const name of ['Produits', 'Teintes', 'Commandes', 'Promotions']) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect.poll(async () => (await idsAndMains(page)).repeated).toEqual([]);
  }
});
