/**
 * No open redirect, no exception, one hop: thousands of hostile paths through the pure rules.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colourCodeCandidates, colourNameCandidates } from './colour-match';
import { GUARD_ORIGIN, isSafeLocation, latin1Reading, normaliseStoredTarget } from './paths';
import { decideRedirect, legacyCheckTarget, type Decision, type Redirect } from './rules';

const RUNS = 4_000;

const hostilePieces = [
  '/',
  '//',
  '///',
  '\\',
  '/\\',
  '\\\\',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%2F%2F',
  '%252F',
  '..',
  '.',
  '%2e%2e',
  '%2E',
  '.%2e',
  '%00',
  '\u0000',
  '\r\n',
  '%0d%0a',
  '%0D%0A',
  '\t',
  ' ',
  '%20',
  'evil.example',
  '@evil.example',
  'http:',
  'https://evil.example',
  'javascript:alert(1)',
  ':',
  '?',
  '#',
  '&',
  '=',
  '%3F',
  '%23',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '%ef%bc%8f',
  '\uff0f',
  '\u2215',
  '\u202e',
  '\ufeff',
  '\u0130',
  'ｅｖｉｌ',
  '\ud800',
  '😀',
  'é',
  'Ä',
  'catalogue-couleur',
  'voitures',
  'codes-auto',
  'codes-renault',
  'categorie-produit',
  'categorie',
  'produits',
  'category',
  'brands',
  'catalog',
  'produit',
  'couleur',
  'boutique',
  'auto',
  'renault',
  'QNG.Gris Platine',
  'biton',
  'feed',
  'page',
  '2',
  'avis',
  'index.html',
  'peinture-renault-qng',
  'x.html',
  'wp-login.php',
  'product',
  'marques',
  'search=',
];

const piece = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...hostilePieces) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
);

/** Starts that lead into each rule, so the hostile pieces reach the rules' insides. */
const rulePrefixes = [
  '',
  '',
  '',
  'catalog',
  'shipping/',
  'brands/',
  'categorie/',
  'produits/category/',
  'categorie-produit/',
  'categorie-produit/codes-auto/',
  'catalogue-couleur/voitures/',
  'catalogue-couleur/',
  'catalogue-couleur/auto/',
  'catalogue-couleur/auto/renault/',
  'catalogue-couleur/moto/Yamaha/biton/',
  'produit/',
  'couleur/',
  'boutique/',
  'peinture-',
];

/** A path as a proxy might see it, or far worse (not normalised by any URL parser). */
const rawPath = fc
  .tuple(
    fc.constantFrom('/', '//', '/\\', ''),
    fc.constantFrom(...rulePrefixes),
    fc.array(fc.tuple(piece, fc.constantFrom('/', '/', '')), { maxLength: 9 }),
    fc.constantFrom('', '/', '//', '\\'),
  )
  .map(
    ([start, prefix, pieces, end]) =>
      `${start}${prefix}${pieces.map(([p, sep]) => `${p}${sep}`).join('')}${end}`,
  );

const rawSearch = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    '?search=x',
    '?q=%0d%0aLocation:%20http://evil',
    '?next=//evil.example',
    '?a=\r\nb',
    '?%',
  ),
  fc.string({ maxLength: 20 }).map((s) => `?${s}`),
);

/** What WHATWG URL parsing (as Next does) turns a raw request target into. */
function parsed(path: string, search: string): [string, string] | null {
  try {
    const url = new URL(`${path.startsWith('/') ? '' : '/'}${path}${search}`, 'http://shop.test');
    if (url.origin !== 'http://shop.test') return null;
    return [url.pathname, url.search];
  } catch {
    return null;
  }
}

function assertSameOrigin(location: string) {
  expect(location.startsWith('/')).toBe(true);
  expect(location.startsWith('//')).toBe(false);
  expect(location.startsWith('/\\')).toBe(false);
  expect(isSafeLocation(location)).toBe(true);
  expect(new URL(location, GUARD_ORIGIN).origin).toBe(GUARD_ORIGIN);
  // A browser resolving it against the shop stays on the shop.
  expect(new URL(location, 'https://nuancier.fr/a/b').origin).toBe('https://nuancier.fr');
}

/** Every redirect is a 301 whose target no rule redirects again. */
function assertOneHop(redirect: Redirect) {
  expect(redirect.status).toBe(301);
  const url = new URL(redirect.location, GUARD_ORIGIN);
  expect(decideRedirect(url.pathname, url.search)).toEqual({ type: 'pass' });
}

function check(decision: Decision) {
  if (decision.type === 'redirect') {
    assertSameOrigin(decision.location);
    assertOneHop(decision);
  } else if (decision.type === 'lookup') {
    const { lookup } = decision;
    expect(lookup.slug).toMatch(/^[a-z0-9-]*$/);
    for (const p of lookup.oldPaths) {
      expect(p.startsWith('/')).toBe(true);
      expect(p).not.toMatch(/[\u0000-\u001f]/);
      expect(p.length).toBeLessThanOrEqual(1024 * 3);
    }
    for (const code of colourCodeCandidates(lookup.slug)) expect(code).toMatch(/^[a-z0-9]+$/);
    for (const name of colourNameCandidates(lookup.slug)) expect(name).toMatch(/^[a-z0-9-]+$/);
  } else if (decision.type === 'check') {
    const { check: pageCheck, query, otherwise } = decision;
    // Slugs, a uuid, a bi-tone code: database parameters, never echoed as they came.
    for (const value of Object.values(pageCheck)) expect(value).toMatch(/^[a-z0-9][a-z0-9.+_-]*$/);
    if (query) expect(isSafeLocation(`/x${query}`)).toBe(true);
    const found = legacyCheckTarget(pageCheck, true);
    const missing = legacyCheckTarget(pageCheck, false);
    for (const target of [found, missing]) {
      if (target) assertOneHop({ type: 'redirect', location: target, status: 301 });
    }
    if (otherwise.type === 'redirect') {
      // Only the canonical page itself with a trailing slash: its path, checked again, is it.
      assertSameOrigin(otherwise.location);
      expect(otherwise.status).toBe(301);
      const url = new URL(otherwise.location, GUARD_ORIGIN);
      expect(decideRedirect(url.pathname, url.search)).toMatchObject({
        type: 'check',
        check: pageCheck,
        path: decision.path,
        otherwise: { type: 'pass' },
      });
    }
  }
}

describe('hostile paths through the rules', () => {
  it('raw paths: never throw, same-origin targets, one hop', () => {
    fc.assert(
      fc.property(rawPath, rawSearch, (path, search) => {
        check(decideRedirect(path, search));
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

  it('the generator really reaches the rules (redirects and lookups are common)', () => {
    const seen = { pass: 0, redirect: 0, lookup: 0, check: 0 };
    for (const [path, search] of fc.sample(fc.tuple(rawPath, rawSearch), {
      numRuns: 2_000,
      seed: 42,
    })) {
      seen[decideRedirect(path, search).type]++;
    }
    expect(seen.redirect).toBeGreaterThan(100);
    expect(seen.lookup).toBeGreaterThan(100);
    expect(seen.pass).toBeGreaterThan(100);
    expect(seen.check).toBeGreaterThan(50);
  });

  it('URL-parsed paths (what the proxy receives): same properties', () => {
    fc.assert(
      fc.property(rawPath, rawSearch, (path, search) => {
        const p = parsed(path, search);
        if (p) check(decideRedirect(...p));
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

  it('fully random unicode and binary strings', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.string({ unit: 'binary', maxLength: 50 }),
        (path, search) => check(decideRedirect(`/${path}`, search)),
      ),
      { numRuns: RUNS },
    );
  }, 60_000);

  it.each([
    '//evil.example',
    '//evil.example/',
    '/\\evil.example',
    '/\\evil.example/',
    '/%2F%2Fevil.example/',
    '/%5C%5Cevil.example/',
    '/%2e%2e/%2e%2e/etc/passwd/',
    '/../../evil/',
    '/catalog/%0d%0aLocation:%20https://evil.example/',
    '/brands/%0d%0a//evil.example',
    '/categorie/..%2F..%2F%2F%2Fevil',
    '/catalogue-couleur/auto/%2F%2Fevil.example/QNG',
    '/catalogue-couleur/auto/renault/%2F%2Fevil.example',
    '/catalogue-couleur/voitures/%2F%2Fevil.example',
    '/categorie-produit/codes-auto/%2F%2Fevil.example',
    `/${'a'.repeat(5000)}/`,
    `/catalogue-couleur/auto/renault/${'Q'.repeat(900)}`,
    '/\u0000/',
    '/%00/',
    '/caf\u00e9/',
    '/\ud800/',
  ])('%s stays on the site', (path) => {
    const decision = decideRedirect(path, '?next=//evil.example');
    check(decision);
    if (decision.type === 'redirect') expect(decision.location).not.toContain('evil.example/');
  });
});

describe('stored targets (legacy_redirects.new_path)', () => {
  const origin = 'https://nuancier.fr';
  it.each<[string, string | null]>([
    [
      '/catalogue-couleur/auto/renault/qng-gris-platine',
      '/catalogue-couleur/auto/renault/qng-gris-platine',
    ],
    ['  /product/vernis-2k?x=1#haut ', '/product/vernis-2k?x=1'],
    ['https://nuancier.fr/marques/mirka', '/marques/mirka'],
    ['/produits/catégorie/vernis', '/produits/cat%C3%A9gorie/vernis'],
    ['https://evil.example/x', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['/\n/evil.example', null],
    ['javascript:alert(1)', null],
    ['relative/path', null],
    ['', null],
  ])('%j → %j', (target, expected) => expect(normaliseStoredTarget(target, origin)).toBe(expected));

  it('never yields an off-site path', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.constantFrom(...hostilePieces), (a, b) => {
        const out = normaliseStoredTarget(`${b}${a}`, origin);
        if (out !== null) assertSameOrigin(out);
      }),
      { numRuns: RUNS },
    );
  }, 60_000);
});

describe('malformed percent-encoding: the Latin-1 reading', () => {
  it.each<[string, string]>([
    ['/couleur/gris-cassiop%E9e', '/couleur/gris-cassiop%C3%A9e'],
    ['/color/%E9', '/color/%C3%A9'],
    ['/marques/%c0%ae', '/marques/%C3%80%C2%AE'],
    ['/produit/caf%C3%A9-%E9', '/produit/caf%C3%A9-%C3%A9'],
    ['/page%', '/page%25'],
    ['/a%zz/b', '/a%25zz/b'],
    ['/x/%2F%E9/', '/x/%2F%C3%A9/'],
  ])('%s → %s', (path, reading) => {
    expect(latin1Reading(path)).toBe(reading);
  });

  it('always gives a decodable path whose decision stays on the site', () => {
    const malformed = fc
      .tuple(
        fc.constantFrom(...rulePrefixes),
        fc.array(
          fc.oneof(
            fc.constantFrom('%E9', '%ff', '%c0%ae', '%', '%E0%A4%A', '%ED%A0%80', '%2F', 'é'),
            fc.string({ maxLength: 6 }),
          ),
          { minLength: 1, maxLength: 6 },
        ),
      )
      .map(([prefix, pieces]) => `/${prefix}${pieces.join('')}`);
    fc.assert(
      fc.property(malformed, rawSearch, (path, search) => {
        const reading = latin1Reading(path);
        if (reading === null) return;
        expect(() => decodeURIComponent(reading)).not.toThrow();
        check(decideRedirect(reading, search));
      }),
      { numRuns: RUNS },
    );
  }, 60_000);
});
