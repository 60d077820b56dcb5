import { describe, expect, it } from 'vitest';
import { colourUrl } from '@/lib/colours/slug';
import {
  decideRedirect,
  isLegacyShape,
  legacyColourCategoryTarget,
  stripSuffixes,
  type Decision,
  type Lookup,
} from './rules';

function split(url: string): [string, string] {
  const q = url.indexOf('?');
  return q < 0 ? [url, ''] : [url.slice(0, q), url.slice(q)];
}

function decide(url: string): Decision {
  return decideRedirect(...split(url));
}

type Row = [input: string, location: string, status?: 301 | 308];

function redirectTable(name: string, rows: Row[]) {
  describe(name, () => {
    it.each(rows)('%s → %s', (input, location, status = 301) => {
      expect(decide(input)).toEqual({ type: 'redirect', location, status });
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

redirectTable('brand pages', [
  ['/brands/mirka', '/marques/mirka'],
  ['/brands/3M', '/marques/3m'],
  ['/brands/Festool?page=2', '/marques/festool?page=2'],
  ['/brands/%2F%2Fevil.example', '/marques/evil-example'],
  ['/brands/%2F%2F', '/marques'],
]);

redirectTable('category renames', [
  ['/categorie/abrasifs', '/produits/categorie/abrasifs'],
  ['/categorie/Vernis/', '/produits/categorie/vernis'],
  ['/categorie/mastics/page/2', '/produits/categorie/mastics'],
  ['/categorie/apprets/feed', '/produits/categorie/apprets'],
  ['/produits/category/abrasifs', '/produits/categorie/abrasifs'],
  ['/produits/category/polish-compounds?tri=prix', '/produits/categorie/polish-compounds?tri=prix'],
  ['/produits/category/epi/page/3/', '/produits/categorie/epi'],
  ['/categorie/%00', '/catalogue'],
]);

redirectTable('legacy colour categories (suffixes stripped, query dropped)', [
  ['/categorie-produit/codes-auto/codes-renault', '/catalogue-couleur/auto?manufacturer=renault'],
  [
    '/categorie-produit/codes-auto/codes-renault/page/3',
    '/catalogue-couleur/auto?manufacturer=renault',
  ],
  [
    '/categorie-produit/codes-auto/codes-renault/?orderby=price',
    '/catalogue-couleur/auto?manufacturer=renault',
  ],
  [
    '/categorie-produit/codes-auto/codes-peugeot/feed',
    '/catalogue-couleur/auto?manufacturer=peugeot',
  ],
  ['/categorie-produit/codes-moto', '/catalogue-couleur/moto'],
  [
    '/categorie-produit/codes-moto/codes-yamaha/nous-contacter',
    '/catalogue-couleur/moto?manufacturer=yamaha',
  ],
  [
    '/categorie-produit/codes-utilitaire-poids-lourds',
    '/catalogue-couleur/utilitaires-et-poids-lourds',
  ],
  [
    '/categorie-produit/codes-utilitaire-poids-lourds/codes-iveco/avis',
    '/catalogue-couleur/utilitaires-et-poids-lourds?manufacturer=iveco',
  ],
  ['/categorie-produit/codes-industrie/reviews', '/catalogue-couleur/industrie'],
  [
    '/categorie-produit/codes-industrie/codes-ral/ml',
    '/catalogue-couleur/industrie?manufacturer=ral',
  ],
  ['/categorie-produit/codes-auto/cgv', '/catalogue-couleur/auto'],
  ['/categorie-produit/codes-auto/codes-bmw/cookies', '/catalogue-couleur/auto?manufacturer=bmw'],
  [
    '/categorie-produit/codes-auto/codes-fiat/comments',
    '/catalogue-couleur/auto?manufacturer=fiat',
  ],
  [
    '/categorie-produit/CODES-AUTO/Codes-Citroen?x=1',
    '/catalogue-couleur/auto?manufacturer=citroen',
  ],
  ['/categorie-produit/voitures/renault', '/catalogue-couleur/auto?manufacturer=renault'],
  ['/categorie-produit/moto', '/catalogue-couleur/moto'],
  ['/categorie-produit/codes-bateau', '/catalogue-couleur'],
  ['/categorie-produit/codes-auto/codes-renault/clio', '/catalogue-couleur'],
  ['/categorie-produit', '/catalogue-couleur'],
  ['/categorie-produit/feed', '/catalogue-couleur'],
  ['/catalogue-couleur/voitures', '/catalogue-couleur/auto'],
  ['/catalogue-couleur/voitures/', '/catalogue-couleur/auto'],
  ['/catalogue-couleur/voitures/renault', '/catalogue-couleur/auto?manufacturer=renault'],
  [
    '/catalogue-couleur/voitures/codes-renault/page/2?paged=2',
    '/catalogue-couleur/auto?manufacturer=renault',
  ],
  ['/catalogue-couleur/voitures/peugeot/feed', '/catalogue-couleur/auto?manufacturer=peugeot'],
  ['/catalogue-couleur/Voitures/Audi', '/catalogue-couleur/auto?manufacturer=audi'],
  ['/catalogue-couleur/voitures/renault/clio/extra', '/catalogue-couleur'],
]);

describe('legacyColourCategoryTarget', () => {
  it.each<[string[], string]>([
    [['codes-auto', 'codes-renault'], '/catalogue-couleur/auto?manufacturer=renault'],
    [['voitures'], '/catalogue-couleur/auto'],
    [['codes-x'], '/catalogue-couleur'],
    [[], '/catalogue-couleur'],
  ])('%j → %s', (rest, target) => expect(legacyColourCategoryTarget(rest)).toBe(target));
});

const clean = colourUrl({
  category: 'auto',
  manufacturerSlug: 'renault',
  code: 'QNG',
  name: 'Gris Platine',
});

redirectTable('colour slug cleanup', [
  ['/catalogue-couleur/auto/renault/QNG-Gris-Platine', clean],
  ['/catalogue-couleur/auto/renault/qng.gris.platine', clean],
  ['/catalogue-couleur/auto/renault/qng%20gris%20platine', clean],
  ['/catalogue-couleur/auto/renault/QNG Gris Platine', clean],
  ['/catalogue-couleur/auto/renault/qng+gris+platine', clean],
  ['/catalogue-couleur/auto/Renault/qng-gris-platine', clean],
  ['/catalogue-couleur/AUTO/RENAULT/QNG.GRIS', '/catalogue-couleur/auto/renault/qng-gris'],
  [
    '/catalogue-couleur/auto/renault/QNG?type=peinture-bombe',
    `${clean.replace('-gris-platine', '')}?type=peinture-bombe`,
  ],
  [
    '/catalogue-couleur/auto/mercedes-benz/040.Blanc',
    '/catalogue-couleur/auto/mercedes-benz/040-blanc',
  ],
  ['/catalogue-couleur/moto/yamaha/Bleu%20Racing/', '/catalogue-couleur/moto/yamaha/bleu-racing'],
  ['/catalogue-couleur/Moto', '/catalogue-couleur/moto'],
  ['/catalogue-couleur/Nacree', '/catalogue-couleur/nacree'],
  ['/catalogue-couleur/auto/Renault/biton/QNG', '/catalogue-couleur/auto/renault/biton/qng'],
]);

describe('clean colour URLs pass untouched', () => {
  it.each([
    clean,
    `${clean}?type=peinture-stylo`,
    '/catalogue-couleur',
    '/catalogue-couleur/auto',
    '/catalogue-couleur/auto?manufacturer=renault',
    '/catalogue-couleur/auto/unknown/qng-gris-platine',
    '/catalogue-couleur/auto/renault/biton/qng',
    '/catalogue-couleur/inconnue/Renault/QNG',
    '/catalogue-couleur/auto/renault/...',
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

  it('a trailing slash there falls back to the 308 to the path without it', () => {
    const decision = decide('/page-inconnue/?a=1');
    expect(decision).toMatchObject({
      type: 'lookup',
      otherwise: { type: 'redirect', location: '/page-inconnue?a=1', status: 308 },
    });
  });
});

describe("the app's own routes pass (never the database)", () => {
  it.each([
    '/',
    '/catalogue',
    '/product/vernis-2k',
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

redirectTable('trailing slash on ordinary pages: the usual 308', [
  ['/catalogue/', '/catalogue', 308],
  ['/product/vernis-2k/?variant=1', '/product/vernis-2k?variant=1', 308],
  ['/marques/mirka/', '/marques/mirka', 308],
]);

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
