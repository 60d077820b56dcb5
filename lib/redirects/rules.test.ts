import { describe, expect, it } from 'vitest';
import { colourUrl, type ColourCategory } from '@/lib/colours/slug';
import {
  decideRedirect,
  isLegacyShape,
  legacyCarChart,
  legacyCheckTarget,
  legacyColourCategory,
  stripSuffixes,
  type Decision,
  type LegacyColourCategory,
  type Lookup,
  type PageCheck,
} from './rules';

function split(url: string): [string, string] {
  const q = url.indexOf('?');
  return q < 0 ? [url, ''] : [url.slice(0, q), url.slice(q)];
}

function decide(url: string): Decision {
  return decideRedirect(...split(url));
}

type Row = [input: string, location: string];

function redirectTable(name: string, rows: Row[]) {
  describe(name, () => {
    it.each(rows)('%s → %s', (input, location) => {
      expect(decide(input)).toEqual({ type: 'redirect', location, status: 301 });
      // One hop: the target itself is left alone.
      expect(decide(location)).toEqual({ type: 'pass' });
    });
  });
}

function lookupOf(input: string): Lookup {
  const decision = decide(input);
  if (decision.type !== 'lookup') throw new Error(`${input}: ${decision.type}`);
  return decision.lookup;
}

redirectTable('fixed renames (query kept)', [
  ['/catalog', '/catalogue'],
  ['/catalog?page=2', '/catalogue?page=2'],
  ['/Catalog', '/catalogue'],
  ['/color-search', '/recherche-couleur'],
  ['/color-search?q=renault', '/recherche-couleur?q=renault'],
  ['/brands', '/marques'],
  ['/shipping', '/livraison'],
  ['/secure-payments', '/paiements-securises'],
  ['/legal', '/mentions-legales'],
  ['/terms', '/cgv'],
  ['/privacy', '/confidentialite'],
  ['/peinture-automobile', '/catalogue-couleur'],
  ['/outillage', '/materiel-outillage'],
  ['/carrosserie', '/produits-carrosserie'],
  ['/google-shopping-feed', '/google-shopping-feed.xml'],
  ['/shipping/', '/livraison'],
  ['/terms?utm_source=x%20y', '/cgv?utm_source=x+y'],
  ['/index.html', '/'],
  ['/index.php?x=1', '/?x=1'],
]);

describe('/catalog?search= is the search page', () => {
  it.each(['/catalog?search=vernis', '/catalog?search=', '/catalog?page=2&search=gris'])(
    '%s passes',
    (input) => expect(decide(input)).toEqual({ type: 'pass' }),
  );
  it('a capitalised /Catalog?search= goes to the exact search URL', () => {
    expect(decide('/Catalog?search=vernis')).toEqual({
      type: 'redirect',
      location: '/catalog?search=vernis',
      status: 301,
    });
  });
});

/** A rule that asks the database which page exists before answering (see PageCheck). */
function checkTable(name: string, rows: Array<[input: string, check: PageCheck, query?: string]>) {
  describe(name, () => {
    it.each(rows)('%s → %j', (input, pageCheck, query = '') => {
      expect(decide(input)).toMatchObject({ type: 'check', check: pageCheck, query });
    });
  });
}

checkTable('brand pages: checked, else /marques', [
  ['/brands/mirka', { kind: 'brand', slug: 'mirka' }],
  ['/brands/3M', { kind: 'brand', slug: '3m' }],
  ['/brands/Festool?page=2', { kind: 'brand', slug: 'festool' }, '?page=2'],
  ['/brands/%2F%2Fevil.example', { kind: 'brand', slug: 'evil-example' }],
]);
redirectTable('brand pages without a slug', [['/brands/%2F%2F', '/marques']]);

checkTable('category renames: checked, else /catalogue', [
  ['/categorie/abrasifs', { kind: 'product-category', slug: 'abrasifs' }],
  ['/categorie/Vernis/', { kind: 'product-category', slug: 'vernis' }],
  ['/categorie/mastics/page/2', { kind: 'product-category', slug: 'mastics' }],
  ['/categorie/apprets/feed', { kind: 'product-category', slug: 'apprets' }],
  ['/produits/category/abrasifs', { kind: 'product-category', slug: 'abrasifs' }],
  [
    '/produits/category/polish-compounds?tri=prix',
    { kind: 'product-category', slug: 'polish-compounds' },
    '?tri=prix',
  ],
  ['/produits/category/epi/page/3/', { kind: 'product-category', slug: 'epi' }],
]);
redirectTable('category renames without a slug', [['/categorie/%00', '/catalogue']]);

describe('legacy checks: the page when it exists, else the fallback of the spec', () => {
  it.each<[PageCheck, string, string]>([
    [{ kind: 'brand', slug: 'mirka' }, '/marques/mirka', '/marques'],
    [{ kind: 'product-category', slug: 'vernis' }, '/produits/categorie/vernis', '/catalogue'],
    [
      { kind: 'maker-list', category: 'moto', manufacturer: 'yamaha' },
      '/catalogue-couleur/moto?manufacturer=yamaha',
      '/catalogue-couleur/moto',
    ],
  ])('%j', (pageCheck, found, missing) => {
    expect(legacyCheckTarget(pageCheck, true)).toBe(found);
    expect(legacyCheckTarget(pageCheck, false)).toBe(missing);
    // Both are final: no rule redirects them again.
    expect(decide(found)).toEqual({ type: 'pass' });
    expect(decide(missing)).toEqual({ type: 'pass' });
  });

  it('colour checks get their address from the database row', () => {
    const colourCheck: PageCheck = { kind: 'colour-id', id: 'x' };
    expect(legacyCheckTarget(colourCheck, true)).toBeNull();
  });
});

const maker = (category: ColourCategory, manufacturer: string): PageCheck => ({
  kind: 'maker-list',
  category,
  manufacturer,
});

checkTable('legacy colour categories with a maker: checked (suffixes stripped, query dropped)', [
  ['/categorie-produit/codes-auto/codes-renault', maker('auto', 'renault')],
  ['/categorie-produit/codes-auto/codes-renault/page/3', maker('auto', 'renault')],
  ['/categorie-produit/codes-auto/codes-renault/?orderby=price', maker('auto', 'renault')],
  ['/categorie-produit/codes-auto/codes-peugeot/feed', maker('auto', 'peugeot')],
  ['/categorie-produit/codes-moto/codes-yamaha/nous-contacter', maker('moto', 'yamaha')],
  [
    '/categorie-produit/codes-utilitaire-poids-lourds/codes-iveco/avis',
    maker('utilitaires-et-poids-lourds', 'iveco'),
  ],
  ['/categorie-produit/codes-industrie/codes-ral/ml', maker('industrie', 'ral')],
  ['/categorie-produit/codes-auto/codes-bmw/cookies', maker('auto', 'bmw')],
  ['/categorie-produit/codes-auto/codes-fiat/comments', maker('auto', 'fiat')],
  ['/categorie-produit/CODES-AUTO/Codes-Citroen?x=1', maker('auto', 'citroen')],
  ['/categorie-produit/voitures/renault', maker('auto', 'renault')],
  ['/categorie-produit/codes-auto/codes-inconnu', maker('auto', 'inconnu')],
  // /catalogue-couleur/voitures/*: what follows is the legacy category path
  ['/catalogue-couleur/voitures/codes-auto/codes-peugeot/', maker('auto', 'peugeot')],
  ['/catalogue-couleur/voitures/codes-moto/codes-yamaha/feed', maker('moto', 'yamaha')],
  // …or, a single other segment, a maker of the car chart
  ['/catalogue-couleur/voitures/renault', maker('auto', 'renault')],
  ['/catalogue-couleur/voitures/codes-renault/page/2?paged=2', maker('auto', 'renault')],
  ['/catalogue-couleur/voitures/peugeot/feed', maker('auto', 'peugeot')],
  ['/catalogue-couleur/Voitures/Audi', maker('auto', 'audi')],
]);

redirectTable('legacy colour categories without a maker (suffixes stripped, query dropped)', [
  ['/categorie-produit/codes-moto', '/catalogue-couleur/moto'],
  [
    '/categorie-produit/codes-utilitaire-poids-lourds',
    '/catalogue-couleur/utilitaires-et-poids-lourds',
  ],
  [
    '/categorie-produit/codes-utilitaire-poids-lourds/',
    '/catalogue-couleur/utilitaires-et-poids-lourds',
  ],
  ['/categorie-produit/codes-industrie/reviews', '/catalogue-couleur/industrie'],
  ['/categorie-produit/codes-auto/cgv', '/catalogue-couleur/auto'],
  ['/categorie-produit/moto', '/catalogue-couleur/moto'],
  ['/categorie-produit/codes-bateau', '/catalogue-couleur'],
  ['/categorie-produit/codes-auto/codes-renault/clio', '/catalogue-couleur'],
  ['/categorie-produit', '/catalogue-couleur'],
  ['/categorie-produit/feed', '/catalogue-couleur'],
  ['/catalogue-couleur/voitures', '/catalogue-couleur/auto'],
  ['/catalogue-couleur/voitures/', '/catalogue-couleur/auto'],
  ['/catalogue-couleur/voitures/feed', '/catalogue-couleur/auto'],
  ['/catalogue-couleur/voitures/codes-industrie/page/2/', '/catalogue-couleur/industrie'],
  ['/catalogue-couleur/voitures/codes-moto?x=1', '/catalogue-couleur/moto'],
  ['/catalogue-couleur/voitures/codes-bateau/codes-x/y', '/catalogue-couleur'],
  ['/catalogue-couleur/voitures/renault/clio/extra', '/catalogue-couleur'],
]);

describe('legacyColourCategory and legacyCarChart', () => {
  it.each<[string[], LegacyColourCategory]>([
    [['codes-auto', 'codes-renault'], { type: 'maker', category: 'auto', manufacturer: 'renault' }],
    [['voitures'], { type: 'page', location: '/catalogue-couleur/auto' }],
    [['codes-x'], { type: 'page', location: '/catalogue-couleur' }],
    [[], { type: 'page', location: '/catalogue-couleur' }],
    [['codes-auto', 'codes-'], { type: 'page', location: '/catalogue-couleur/auto' }],
  ])('categorie-produit %j', (rest, target) => expect(legacyColourCategory(rest)).toEqual(target));

  it.each<[string[], LegacyColourCategory]>([
    [[], { type: 'page', location: '/catalogue-couleur/auto' }],
    [['codes-industrie'], { type: 'page', location: '/catalogue-couleur/industrie' }],
    [['codes-auto', 'codes-peugeot'], { type: 'maker', category: 'auto', manufacturer: 'peugeot' }],
    [['peugeot'], { type: 'maker', category: 'auto', manufacturer: 'peugeot' }],
    [['renault', 'clio'], { type: 'page', location: '/catalogue-couleur' }],
  ])('voitures %j', (rest, target) => expect(legacyCarChart(rest)).toEqual(target));
});

const clean = colourUrl({
  category: 'auto',
  manufacturerSlug: 'renault',
  code: 'QNG',
  name: 'Gris Platine',
});

const colourPage = (manufacturer: string, slug: string, category: ColourCategory = 'auto') =>
  ({ kind: 'colour-page', category, manufacturer, slug }) satisfies PageCheck;

describe('colour pages: the canonical address is checked before the page (one 301)', () => {
  it.each<[string, PageCheck, string]>([
    [
      '/catalogue-couleur/auto/renault/QNG-Gris-Platine',
      colourPage('renault', 'qng-gris-platine'),
      '',
    ],
    [
      '/catalogue-couleur/auto/renault/qng.gris.platine',
      colourPage('renault', 'qng-gris-platine'),
      '',
    ],
    [
      '/catalogue-couleur/auto/renault/qng%20gris%20platine',
      colourPage('renault', 'qng-gris-platine'),
      '',
    ],
    [
      '/catalogue-couleur/auto/Renault/qng-gris-platine',
      colourPage('renault', 'qng-gris-platine'),
      '',
    ],
    ['/catalogue-couleur/AUTO/RENAULT/QNG.GRIS', colourPage('renault', 'qng-gris'), ''],
    [
      '/catalogue-couleur/auto/renault/QNG?type=peinture-bombe',
      colourPage('renault', 'qng'),
      '?type=peinture-bombe',
    ],
    [
      '/catalogue-couleur/auto/peugeot/EWP.Blanc%20Banquise',
      colourPage('peugeot', 'ewp-blanc-banquise'),
      '',
    ],
    [
      '/catalogue-couleur/moto/yamaha/Bleu%20Racing/',
      colourPage('yamaha', 'bleu-racing', 'moto'),
      '',
    ],
    [clean, colourPage('renault', 'qng-gris-platine'), ''],
    [
      '/catalogue-couleur/auto/unknown/qng-gris-platine',
      colourPage('unknown', 'qng-gris-platine'),
      '',
    ],
    [
      '/catalogue-couleur/auto/Renault/biton/QNG',
      { kind: 'biton-page', category: 'auto', manufacturer: 'renault', code: 'qng' },
      '',
    ],
  ])('%s', (input, pageCheck, query) => {
    const [path] = split(input);
    expect(decide(input)).toEqual({
      type: 'check',
      check: pageCheck,
      path: path.replace(/\/$/, ''),
      query,
      otherwise:
        input.includes('/?') || /\/$/.test(input)
          ? { type: 'redirect', location: path.replace(/\/$/, ''), status: 301 }
          : { type: 'pass' },
    });
  });

  it('/paint/{id} and /color/{id} are answered before the route handler', () => {
    const id = '0b6a2c1e-8d5f-4c3a-9e7b-1f2d3c4b5a69';
    for (const base of ['/paint', '/color', '/Paint']) {
      expect(decide(`${base}/${id}/`)).toMatchObject({
        type: 'check',
        check: { kind: 'colour-id', id },
      });
    }
    expect(decide('/paint/pas-un-uuid')).toEqual({ type: 'pass' });
  });
});

redirectTable('colour sections with capitals (static)', [
  ['/catalogue-couleur/Moto', '/catalogue-couleur/moto'],
  ['/catalogue-couleur/Nacree', '/catalogue-couleur/nacree'],
]);

describe('other colour URLs pass untouched', () => {
  it.each([
    '/catalogue-couleur',
    '/catalogue-couleur/auto',
    '/catalogue-couleur/auto?manufacturer=renault',
    '/catalogue-couleur/inconnue/Renault/QNG',
    '/catalogue-couleur/auto/renault/...',
    '/catalogue-couleur/auto/renault/biton-qng',
  ])('%s', (input) => expect(decide(input)).toEqual({ type: 'pass' }));
});

describe('database rules: /couleur/*', () => {
  it.each<[string, string, string[]]>([
    ['/couleur/QNG', 'qng', ['/couleur/qng']],
    ['/couleur/qng-gris-platine/', 'qng-gris-platine', ['/couleur/qng-gris-platine']],
    ['/couleur/Gris%20Platine?x=1', 'gris-platine', ['/couleur/gris platine']],
    [
      '/couleur/renault/qng/feed',
      'renault-qng',
      ['/couleur/renault/qng/feed', '/couleur/renault/qng'],
    ],
    ['/couleur', '', ['/couleur']],
  ])('%s', (input, slug, oldPaths) => {
    expect(lookupOf(input)).toEqual({ kind: 'colour', slug, oldPaths });
  });
});

describe('database rules: /produit/*', () => {
  it.each<[string, string, string[]]>([
    ['/produit/disque-abrasif-p80', 'disque-abrasif-p80', ['/produit/disque-abrasif-p80']],
    ['/produit/Vernis-2K-HS/', 'vernis-2k-hs', ['/produit/vernis-2k-hs']],
    [
      '/produit/mastic-polyester/avis?x=1',
      'mastic-polyester',
      ['/produit/mastic-polyester/avis', '/produit/mastic-polyester'],
    ],
    [
      '/produit/peintures/peinture-renault-qng-gris-platine/feed',
      'peinture-renault-qng-gris-platine',
      [
        '/produit/peintures/peinture-renault-qng-gris-platine/feed',
        '/produit/peintures/peinture-renault-qng-gris-platine',
      ],
    ],
  ])('%s', (input, slug, oldPaths) => {
    expect(lookupOf(input)).toEqual({ kind: 'legacy', slug, oldPaths });
  });
});

describe('database rules: catch-all legacy shapes', () => {
  it.each<[string, string, string[]]>([
    [
      '/peinture-renault-qng-gris-platine',
      'peinture-renault-qng-gris-platine',
      ['/peinture-renault-qng-gris-platine'],
    ],
    [
      '/peinture-renault-qng-gris-platine/',
      'peinture-renault-qng-gris-platine',
      ['/peinture-renault-qng-gris-platine'],
    ],
    [
      '/peinture-renault-qng-gris-platine/feed',
      'peinture-renault-qng-gris-platine',
      ['/peinture-renault-qng-gris-platine/feed', '/peinture-renault-qng-gris-platine'],
    ],
    [
      '/bombe-peinture-qng/amp?utm=1',
      'bombe-peinture-qng',
      ['/bombe-peinture-qng/amp', '/bombe-peinture-qng'],
    ],
    ['/boutique/abrasifs/disque-p80', 'disque-p80', ['/boutique/abrasifs/disque-p80']],
    [
      '/product-category/vernis/page/2',
      'vernis',
      ['/product-category/vernis/page/2', '/product-category/vernis'],
    ],
    [
      '/stylo-retouche-qng.html',
      'stylo-retouche-qng',
      ['/stylo-retouche-qng.html', '/stylo-retouche-qng'],
    ],
    ['/vieille-page/comments', 'vieille-page', ['/vieille-page/comments', '/vieille-page']],
    ['/qui-sommes-nous.php', 'qui-sommes-nous', ['/qui-sommes-nous.php', '/qui-sommes-nous']],
  ])('%s', (input, slug, oldPaths) => {
    expect(lookupOf(input)).toEqual({ kind: 'legacy', slug, oldPaths });
  });
});

describe('paths without a legacy shape ask only the legacy_redirects table', () => {
  it.each<[string, string[]]>([
    ['/page-qui-n-existe-pas', ['/page-qui-n-existe-pas']],
    ['/a/b/c', ['/a/b/c']],
    ['/wp-login.php', ['/wp-login.php', '/wp-login']],
    ['/Qui-Sommes-Nous', ['/qui-sommes-nous']],
  ])('%s', (input, oldPaths) => {
    expect(lookupOf(input)).toEqual({ kind: 'table', slug: '', oldPaths });
  });

  it('a trailing slash there is no reason to redirect: without a row, the 404 stays where it is', () => {
    expect(decide('/page-inconnue/?a=1')).toEqual({
      type: 'lookup',
      lookup: { kind: 'table', slug: '', oldPaths: ['/page-inconnue'] },
    });
  });
});

describe("the app's own routes pass (never the database)", () => {
  it.each([
    '/',
    '/catalogue',
    '/product/vernis-2k/variante/v-1',
    '/marques/mirka',
    '/produits/categorie/abrasifs',
    '/livraison',
    '/peinture-voiture',
    '/cart',
    '/admin/products',
    '/catalog?search=gris',
    '/recherche-couleur',
    '/couleurs-recherche?q=qng',
    '/contact',
    '/catalogue/feed',
  ])('%s', (input) => expect(decide(input)).toEqual({ type: 'pass' }));
});

redirectTable("trailing slash on the app's own pages: a 301 to the path without it", [
  ['/catalogue/', '/catalogue'],
  ['/produits/categorie/abrasifs/?page=2', '/produits/categorie/abrasifs?page=2'],
  ['/marques/mirka/', '/marques/mirka'],
]);

describe('a product page is checked (an unpublished product moves to its category)', () => {
  it('asks the database about /product/{slug}, passing when the answer is the page itself', () => {
    expect(decide('/product/vernis-2k')).toEqual({
      type: 'check',
      check: { kind: 'product', slug: 'vernis-2k' },
      path: '/product/vernis-2k',
      query: '',
      otherwise: { type: 'pass' },
    });
    expect(decide('/product/vernis-2k/?variant=1')).toMatchObject({
      type: 'check',
      otherwise: { type: 'redirect', location: '/product/vernis-2k?variant=1', status: 301 },
    });
  });

  it('leaves a slug that cannot be one to the page (its 404)', () => {
    expect(decide('/product/Vernis%202K')).toEqual({ type: 'pass' });
  });
});

describe('stripSuffixes', () => {
  it.each<[string[], number, string[]]>([
    [['a', 'feed'], 0, ['a']],
    [['a', 'page', '12', 'feed'], 0, ['a']],
    [['a', 'avis', 'reviews', 'comments', 'cookies'], 0, ['a']],
    [['contact'], 1, ['contact']],
    [['feed'], 0, []],
    [['page', '2'], 1, ['page', '2']],
    [['a', 'comment-page-3'], 0, ['a']],
    [['a', 'b'], 0, ['a', 'b']],
  ])('%j (keep %d) → %j', (keys, keep, out) => expect(stripSuffixes(keys, keep)).toEqual(out));
});

describe('isLegacyShape', () => {
  it.each<[string[], boolean]>([
    [['peinture-renault-qng'], true],
    [['peinture'], false],
    [['boutique'], true],
    [['x.html'], true],
    [['wp-admin', 'install.php'], false],
    [['a', 'b'], false],
    [['a', 'feed'], true],
    [['random-page'], false],
  ])('%j → %s', (keys, shaped) => expect(isLegacyShape(keys)).toBe(shaped));
});
