/**
 * The path followed after sign-in (issue 34, section 3): whatever `retour` a link carries, what
 * `safeReturnPath` keeps is a path of this site, read the same way by every URL parser.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath } from './sign-in-path';

const ORIGIN = 'https://nuancier.example';
const OTHER = 'https://ailleurs.example';
const RUNS = 5_000;

const pieces = [
  '/',
  '//',
  '\\',
  '/\\',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u007f',
  '\u0085',
  ' ',
  '%09',
  '%0A',
  '%0D',
  '%2F',
  '%2f',
  '%5C',
  '%252F',
  '%00',
  '.',
  '..',
  '%2e',
  '@',
  ':',
  '?',
  '#',
  'evil.example',
  'nuancier.example',
  'javascript:',
  'data:',
  'http:',
  'https:',
  'alert(1)',
  'text/html,<script>',
  '\u2215',
  '\uff0f',
  '\u3002',
  '\u200b',
  'é',
  'profile',
];

/** Strings built from the fragments attackers combine, and arbitrary unicode besides. */
const hostile = fc.oneof(
  fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 8 }).map((a) => a.join('')),
  fc.array(fc.constantFrom(...pieces), { minLength: 0, maxLength: 7 }).map((a) => `/${a.join('')}`),
  fc.string({ unit: 'grapheme', maxLength: 30 }).map((s) => `/${s}`),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** What the browser does with the kept value: it stays on whatever site it is on. */
function staysOnSite(path: string) {
  expect(path.startsWith('/')).toBe(true);
  expect(path.startsWith('//')).toBe(false);
  expect(path).not.toMatch(/[\u0000-\u001f\u007f-\u009f\\]/);
  expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
  expect(new URL(path, OTHER).origin).toBe(OTHER);
}

describe('safeReturnPath', () => {
  it('refuses the known ways out of the site', () => {
    for (const value of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      decodeURIComponent('%2F%09%2Fevil.example'),
      decodeURIComponent('%2F%0A%2Fevil.example'),
      decodeURIComponent('%2F%0D%2Fevil.example'),
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/.//evil.example',
      '/..//evil.example',
      '/%2e/%2e//evil.example',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://evil.example/',
      'https:evil.example',
      'evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(value, ORIGIN), JSON.stringify(value)).toBeNull();
    }
  });

  it('keeps the shop’s own paths, query and fragment', () => {
    expect(safeReturnPath('/checkout', ORIGIN)).toBe('/checkout');
    expect(safeReturnPath('/profile?tab=orders', ORIGIN)).toBe('/profile?tab=orders');
    expect(safeReturnPath('/teintes/renault#fiche', ORIGIN)).toBe('/teintes/renault#fiche');
    // Encoded slashes stay encoded: a path segment, not a host.
    expect(safeReturnPath('/%2F%2Fevil.example', ORIGIN)).toBe('/%2F%2Fevil.example');
    // What the gate writes comes back as it was.
    const written = new URL(signInPath('/profile?tab=addresses'), ORIGIN).searchParams.get(
      'retour',
    );
    expect(safeReturnPath(written, ORIGIN)).toBe('/profile?tab=addresses');
  });

  it('never keeps a value that leaves the site, whatever it is made of', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const kept = safeReturnPath(value, ORIGIN);
        if (kept === null) return;
        staysOnSite(kept);
        // Stable: what is kept passes again unchanged.
        expect(safeReturnPath(kept, ORIGIN)).toBe(kept);
      }),
      { numRuns: RUNS },
    );
  });

  it('never keeps a value that contains a control character or a backslash', () => {
    const withControl = fc
      .tuple(
        fc.string({ maxLength: 10 }),
        fc.constantFrom('\t', '\n', '\r', '\u0000', '\u001b', '\u007f', '\u0085', '\\'),
        fc.string({ maxLength: 10 }),
      )
      .map(([a, c, b]) => `/${a}${c}${b}`);
    fc.assert(
      fc.property(withControl, (value) => {
        expect(safeReturnPath(value, ORIGIN)).toBeNull();
      }),
      { numRuns: RUNS },
    );
  });
});
