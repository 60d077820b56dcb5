/**
 * Search journeys on a desktop viewport: the header dropdown (combobox), the results page
 * /catalog?search=, the colour search, bad input. Run against the seeded demo catalogue.
 */
import { expect, test, type Locator, type Page } from './support/test';
import { withConsentChosen } from './support/shop';

const LABEL = 'Rechercher un produit ou une couleur';

test.beforeEach(async ({ page }) => {
  // A cookie choice already made: the banner stays out of the way.
  await withConsentChosen(page);
});

function searchBox(page: Page): Locator {
  return page.getByRole('combobox', { name: LABEL });
}

function suggestions(page: Page): Locator {
  return page.getByRole('listbox', { name: 'Suggestions' });
}

function group(page: Page, name: 'Produits' | 'Couleurs'): Locator {
  return suggestions(page).getByRole('group', { name: new RegExp(`^${name}`) });
}

test('« QNG » shows the Renault colour first and opens its colour page', async ({ page }) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.fill('QNG');
  const first = group(page, 'Couleurs').getByRole('option').first();
  await expect(first).toContainText('QNG');
  await expect(first).toContainText('Blanc Glacier');
  await expect(first).toContainText('Renault');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const controls = await box.getAttribute('aria-controls');
  await expect(suggestions(page)).toHaveAttribute('id', controls!);
  await first.click();
  await expect(page).toHaveURL(/\/catalogue-couleur\/auto\/renault\/qng-blanc-glacier$/);
});

test('« blanc nacre » without accents finds « Blanc Nacré » colours', async ({ page }) => {
  await page.goto('/');
  await searchBox(page).fill('blanc nacre');
  const colours = group(page, 'Couleurs');
  await expect(colours.getByRole('option').first()).toBeVisible();
  await expect(colours).toContainText(/\d+\+?/);
  const texts = await colours.getByRole('option').allTextContents();
  expect(texts.length).toBe(5);
  for (const text of texts) expect(text).toMatch(/Blanc.*Nacré/);
});

test('« MOLZ » finds the Peugeot « M0LZ »', async ({ page }) => {
  await page.goto('/');
  await searchBox(page).fill('MOLZ');
  const first = group(page, 'Couleurs').getByRole('option').first();
  await expect(first).toContainText('M0LZ');
  await expect(first).toContainText('Peugeot');
});

test('codes as read on the plate find the colour: dropdown, results pages, old links', async ({
  page,
}) => {
  await page.goto('/');
  const box = searchBox(page);
  // Renault prints « TE », « OV » or « NV » before the colour's own code.
  const readings: Array<[string, string, string]> = [
    ['TEKNG', 'KNG', 'Gris Platine'],
    ['TE NNP', 'NNP', 'Rouge Flamme'],
    ['NVNNP', 'NNP', 'Rouge Flamme'],
  ];
  for (const [typed, code, name] of readings) {
    await box.fill(typed);
    const first = group(page, 'Couleurs').getByRole('option').first();
    await expect(first, typed).toContainText(code);
    await expect(first, typed).toContainText(name);
    await expect(first, typed).toContainText('Renault');
  }

  await page.goto('/catalog?search=TENNP');
  const colours = page.getByRole('region', { name: /Couleurs/ }).filter({ visible: true });
  await expect(colours.getByRole('listitem').first()).toContainText('Rouge Flamme');

  await page.goto('/couleurs-recherche?q=TEKNG');
  const results = page.getByRole('region', { name: /Couleurs pour « TEKNG »/ });
  await expect(results.getByRole('listitem').first()).toContainText('Gris Platine');

  // Old links and hand-typed colour addresses read the plate code too.
  await page.goto('/couleur/te-nnp');
  await expect(page).toHaveURL(/\/catalogue-couleur\/auto\/renault\/nnp-rouge-flamme$/);
  await page.goto('/catalogue-couleur/auto/renault/tekng');
  await expect(page).toHaveURL(/\/catalogue-couleur\/auto\/renault\/kng-gris-platine$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Renault KNG Gris Platine' }),
  ).toBeVisible();
});

test('Volkswagen and Peugeot–Citroën codes as printed on the plate find the colour', async ({
  page,
}) => {
  await page.goto('/');
  const box = searchBox(page);
  // Volkswagen prints « LC9X » (often written « LC 9X », « L-A7W », or read without the L);
  // Peugeot and Citroën print three letters (« EWP »), whatever the spacing or case.
  const readings: Array<[string, string, string, RegExp]> = [
    ['LC 9X', 'LC9X', 'Noir Intense Nacré', /Volkswagen/],
    ['L-A7W', 'LA7W', 'Argent Reflex', /Volkswagen/],
    ['C9X', 'LC9X', 'Noir Intense Nacré', /Volkswagen/],
    ['e w p', 'EWP', 'Blanc Banquise', /Peugeot|Citroën/],
    ['E-W-P', 'EWP', 'Blanc Banquise', /Peugeot|Citroën/],
  ];
  for (const [typed, code, name, maker] of readings) {
    await box.fill(typed);
    const first = group(page, 'Couleurs').getByRole('option').first();
    await expect(first, typed).toContainText(code);
    await expect(first, typed).toContainText(name);
    await expect(first, typed).toContainText(maker);
  }
  await box.fill('ktv');
  await expect(group(page, 'Couleurs')).toContainText('Gris Aluminium');

  await page.goto('/couleurs-recherche?q=L-A7W');
  const results = page.getByRole('region', { name: /Couleurs pour « L-A7W »/ });
  await expect(results.getByRole('listitem').first()).toContainText('Argent Reflex');
  await page.goto('/couleurs-recherche?q=E%20W%20P');
  await expect(
    page
      .getByRole('region', { name: /Couleurs pour « E W P »/ })
      .getByRole('listitem')
      .first(),
  ).toContainText('Blanc Banquise');

  // Hand-typed colour addresses read the plate code too.
  await page.goto('/catalogue-couleur/auto/volkswagen/c9x');
  await expect(page).toHaveURL(/\/catalogue-couleur\/auto\/volkswagen\/lc9x-noir-intense-nacre$/);
  await page.goto('/catalogue-couleur/auto/peugeot/e-w-p');
  await expect(page).toHaveURL(/\/catalogue-couleur\/auto\/peugeot\/ewp-blanc-banquise$/);
});

test('« peugeot blanc » lists Peugeot whites in the dropdown and on the results page', async ({
  page,
}) => {
  await page.goto('/');
  await searchBox(page).fill('peugeot blanc');
  const options = group(page, 'Couleurs').getByRole('option');
  await expect(options.first()).toContainText('Peugeot');
  for (const text of await options.allTextContents()) expect(text).toMatch(/Blanc.*Peugeot/);

  await page.goto('/catalog?search=peugeot%20blanc');
  const colours = page.getByRole('region', { name: /Couleurs/ }).filter({ visible: true });
  await expect(colours.getByRole('listitem').first()).toContainText(/Blanc.*Peugeot/);
  for (const text of await colours.getByRole('listitem').allTextContents()) {
    expect(text).toMatch(/Blanc.*Peugeot/);
  }
});

test('a colour code on the results page: colours first, no filter advice, no empty filters', async ({
  page,
}) => {
  await page.goto('/catalog?search=MOLZ');
  const colours = page.getByRole('region', { name: /Couleurs/ }).filter({ visible: true });
  await expect(colours.getByRole('listitem').first()).toContainText('M0LZ');
  // The colours stand above the (empty) products.
  const products = page.getByRole('heading', { name: 'Les produits', level: 2 });
  const coloursBox = (await colours.boundingBox())!;
  const productsBox = (await products.boundingBox())!;
  expect(coloursBox.y).toBeLessThan(productsBox.y);
  await expect(page.getByText('Aucun produit ne correspond à ces critères.')).toBeVisible();
  await expect(page.getByText(/Élargissez la fourchette de prix/)).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Filtrer' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveCount(0);

  // With a filter set, the advice and the filters are back.
  await page.goto('/catalog?search=MOLZ&marque=vernilux');
  await expect(
    page.getByText('Élargissez la fourchette de prix ou retirez un filtre.'),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Filtrer' })).toBeVisible();
});

test('« À partir de » is the same price in the dropdown, the card and the product page', async ({
  page,
}) => {
  // Vernis rapide 2K express: 0,5 L at 32,90 €, 1 L at 54,90 € (the product's own price).
  await page.goto('/');
  await searchBox(page).fill('vernis rapide');
  const option = group(page, 'Produits').getByRole('option').first();
  await expect(option).toContainText('Vernis rapide 2K express');
  await expect(option).toContainText(/À partir de 32,90\s€/);

  await page.goto('/catalog?search=vernis%20rapide');
  const card = page
    .getByRole('region', { name: /produits/i })
    .getByRole('listitem')
    .filter({ hasText: 'Vernis rapide 2K express' });
  await expect(card).toContainText(/32,90\s€/);
  await card.getByRole('link').first().click();
  await expect(page.getByTestId('product-price-from')).toHaveText(/^À partir de 32,90\s€$/);
});

test('nothing found: the dropdown offers the colour search, the code guide and contact', async ({
  page,
}) => {
  await page.goto('/');
  await searchBox(page).fill('zzqqxw');
  const empty = page.getByTestId('search-no-results').filter({ visible: true });
  await expect(empty).toContainText('Aucun résultat trouvé');
  await expect(
    empty.getByRole('link', { name: 'la recherche de couleur par constructeur' }),
  ).toHaveAttribute('href', '/recherche-couleur');
  await expect(empty.getByRole('link', { name: 'nous demander conseil' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await empty.getByRole('link', { name: 'où trouver le code peinture de votre véhicule' }).click();
  await expect(page).toHaveURL(/\/help#code-couleur$/);
  await expect(
    page.getByRole('heading', { name: 'Trouver le code couleur de votre véhicule' }),
  ).toBeInViewport();
});

test('a product word: open the product from the dropdown with the keyboard only', async ({
  page,
}) => {
  await page.goto('/');
  const box = searchBox(page);
  // Tab from the top of the page to the search field.
  for (let i = 0; i < 30 && !(await box.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(box).toBeFocused();
  await page.keyboard.type('vernis');
  const products = group(page, 'Produits');
  await expect(products.getByRole('option').first()).toBeVisible();
  const name = (await products
    .getByRole('option')
    .first()
    .locator('span.font-medium')
    .textContent())!;
  await page.keyboard.press('ArrowDown');
  const active = await box.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`[id="${active}"]`)).toContainText(name);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/vernis-[a-z0-9-]+$/);
});

test('Enter on « see all results » lands on /catalog?search= with the results', async ({
  page,
}) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.fill('vernis');
  await expect(group(page, 'Produits').getByRole('option').first()).toBeVisible();
  await box.press('ArrowUp'); // from nothing, up wraps to the last option: « see all »
  const active = await box.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${active}"]`)).toHaveText(
    /Voir tous les résultats pour « vernis »/,
  );
  await box.press('Enter');
  await expect(page).toHaveURL(/\/catalog\?search=vernis$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « vernis »');
  const results = page.getByRole('region', { name: /produits/i }).getByRole('listitem');
  await expect(results.first()).toContainText(/vernis/i);
});

test('Escape closes the list, arrows reopen it, nothing under 2 characters', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/search')) requests.push(r.url());
  });
  await page.clock.install();
  await page.goto('/');
  const box = searchBox(page);
  await expect(box).toBeEditable();
  // Paused time: 700 ms pass for the page (more than the 300 ms wait) without a real wait.
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await box.fill(' a ');
  await page.clock.runFor(700);
  await expect(suggestions(page)).toHaveCount(0);
  expect(requests).toEqual([]);
  await page.clock.resume();

  await box.fill('ZQNG-INCONNU');
  await expect(page.locator('p', { hasText: 'Aucun résultat trouvé' })).toBeVisible();
  // By now a request for the short term, had one left, would have been seen.
  const terms = requests.map((url) => new URL(url).searchParams.get('q')?.trim() ?? '');
  expect(terms.filter((term) => term.length < 2)).toEqual([]);

  await box.fill('QNG');
  await expect(suggestions(page)).toBeVisible();
  await box.press('Escape');
  await expect(suggestions(page)).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('ArrowDown');
  await expect(suggestions(page)).toBeVisible();
});

test('typing sends one request, 300 ms after the last key', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/search')) requests.push(new URL(r.url()).search);
  });
  await page.clock.install();
  await page.goto('/');
  const box = searchBox(page);
  await expect(box).toBeEditable();
  // Paused time: only runFor moves the page's clock, whatever the machine's load.
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await box.pressSequentially('vernis mat');
  await page.clock.runFor(290);
  expect(requests).toEqual([]);
  await page.clock.runFor(20);
  await expect.poll(() => requests).toEqual(['?q=vernis%20mat']);
  await expect(group(page, 'Produits').getByRole('option').first()).toContainText('Vernis mat');
});

test('a late answer to an older term never replaces the newer one', async ({ page }) => {
  // The answer to « QN » is held until the newer term's answer is on screen (a state, not a
  // delay): then it is given, late. Settled once given (or refused by the browser).
  let releaseLate!: () => void;
  const newerShown = new Promise<void>((resolve) => (releaseLate = resolve));
  let lateAnswered!: () => void;
  const lateAnswer = new Promise<void>((resolve) => (lateAnswered = resolve));
  await page.route(/\/api\/search\?q=QN$/, async (route) => {
    await newerShown;
    await route
      .fulfill({
        json: {
          term: 'QN',
          products: { items: [], total: 0, more: false },
          colours: {
            items: [
              {
                id: 'stale',
                code: 'PERIME',
                name: 'Réponse périmée',
                category: 'auto',
                cssPreview: null,
                imageUrl: null,
                manufacturerName: 'Ancien',
                manufacturerSlug: null,
                url: '/',
                score: 0,
              },
            ],
            total: 1,
            more: false,
          },
        },
      })
      .catch(() => undefined); // aborted by the browser: that is the point
    lateAnswered();
  });
  await page.goto('/');
  const box = searchBox(page);
  const older = page.waitForRequest(/\/api\/search\?q=QN$/);
  await box.fill('QN');
  await older; // the request for « QN » is in flight
  await box.fill('QNG');
  await expect(group(page, 'Couleurs').getByRole('option').first()).toContainText('Blanc Glacier');
  releaseLate();
  await lateAnswer;
  // Two frames later the page has handled that answer, had it taken it.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect(page.getByText('Réponse périmée')).toHaveCount(0);
  await expect(group(page, 'Couleurs').getByRole('option').first()).toContainText('Blanc Glacier');
});

test('the results page: prompt under 2 characters, colours, pages, sort', async ({ page }) => {
  const prompt = await page.goto('/catalog?search=a');
  expect(prompt?.status()).toBe(200);
  await expect(
    page.getByText('Saisissez au moins 2 caractères pour lancer la recherche.'),
  ).toBeVisible();

  await page.goto('/catalog?search=blanc%20nacre');
  await expect(page).toHaveTitle(/Recherche « blanc nacre »/);
  const colours = page.getByRole('region', { name: /Couleurs/ });
  await expect(colours.getByRole('listitem').first()).toContainText(/Blanc.*Nacré/);
  await expect(colours.getByRole('navigation', { name: 'Pages de couleurs' })).toBeVisible();
  await colours.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/cpage=2/);
  await expect(colours.getByRole('listitem').first()).toBeVisible();

  // Products: the catalogue's listing, its sort and filters keeping the term.
  await page.goto('/catalog?search=vernis&tri=prix-croissant');
  await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveValue('prix-croissant');
  const filters = page.getByRole('form', { name: 'Filtrer' });
  await filters.getByRole('checkbox', { name: /^Vernilux/ }).check();
  await filters.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page).toHaveURL(/\/catalog\?search=vernis&marque=vernilux&tri=prix-croissant$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « vernis »');
  const products = page.getByRole('region', { name: /produits/i }).getByRole('listitem');
  await expect(products.first()).toContainText('Vernilux');
});

test('the colour search ranks by relevance and searches by maker', async ({ page }) => {
  await page.goto('/couleurs-recherche?q=QNG');
  const results = page.getByRole('region', { name: /Couleurs pour « QNG »/ });
  await expect(results.getByRole('listitem').first()).toContainText('Renault');

  await page.goto('/recherche-couleur');
  await expect(
    page.getByText('Saisissez au moins 2 caractères ou choisissez un constructeur.'),
  ).toBeVisible();
  const form = page
    .getByRole('search')
    .filter({ has: page.getByRole('combobox', { name: /^Constructeur/ }) });
  await form.getByRole('combobox', { name: /^Constructeur/ }).selectOption({ label: 'Peugeot' });
  await form.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/manufacturer=peugeot/);
  const peugeot = page.getByRole('region', { name: /Couleurs Peugeot/ });
  await expect(peugeot.getByRole('listitem').first()).toContainText('Peugeot');
});

test('bad input answers a normal page or an empty result, never an error', async ({
  page,
  request,
}) => {
  const terms = [
    '',
    'a',
    'x'.repeat(5000),
    '%',
    '_',
    "'",
    '\\',
    '🚗',
    '🚗🚗',
    '\u0000',
    "' or 1=1 --",
    '%%__',
  ];
  for (const term of terms) {
    const q = encodeURIComponent(term);
    const api = await request.get(`/api/search?q=${q}`);
    expect(api.status(), `api ${JSON.stringify(term.slice(0, 10))}`).toBe(200);
    const body = (await api.json()) as {
      products: { items: unknown[] };
      colours: { items: unknown[] };
    };
    expect(Array.isArray(body.products.items)).toBe(true);
    for (const path of [
      `/catalog?search=${q}`,
      `/couleurs-recherche?q=${q}`,
      `/recherche-couleur?q=${q}&page=%00`,
    ]) {
      const response = await request.get(path);
      expect(response.status(), `${path.slice(0, 40)}`).toBe(200);
    }
  }
  await page.goto(`/catalog?search=${encodeURIComponent("%_\\'")}&page=abc&sort=drop`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Résultats pour');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search field submits a GET form to /catalog, whose results are in the page', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: LABEL });
    await box.fill('vernis');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/catalog\?search=vernis$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « vernis »');
    const products = page.getByRole('region', { name: /produits/i }).getByRole('listitem');
    await expect(products.first()).toContainText(/vernis/i);
  });

  test('the colour search works as plain forms and links', async ({ page }) => {
    await page.goto('/recherche-couleur');
    const form = page
      .getByRole('search')
      .filter({ has: page.getByRole('combobox', { name: /^Constructeur/ }) });
    await form.getByRole('searchbox').fill('blanc');
    await form.getByRole('combobox', { name: /^Constructeur/ }).selectOption({ label: 'Renault' });
    await form.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/q=blanc&manufacturer=renault/);
    const results = page.getByRole('region', { name: /Couleurs Renault pour « blanc »/ });
    await expect(results.getByRole('listitem').first()).toContainText(/Blanc/);
  });
});
