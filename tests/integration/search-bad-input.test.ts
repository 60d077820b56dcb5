/**
 * Every bad term the issue lists (and a few more) through every search entry point, against
 * the real database: a normal or empty answer, never an error, never a slow query.
 */
import { describe, expect, it } from 'vitest';
import { getDb, getSearchDb } from '../../lib/db/client';
import { SEARCH_MAX_LENGTH } from '../../lib/search/constants';
import { listingQuery } from '../../lib/catalogue/filters';
import { listProducts } from '../../lib/catalogue/queries';
import { cleanTerm, isSearchable } from '../../lib/search/normalise';
import { productSearchCondition } from '../../lib/search/products';
import { searchCatalogColours, searchColours } from '../../lib/search/results';
import { suggest } from '../../lib/search/suggest';

const BAD_TERMS: Array<[string, unknown]> = [
  ['empty', ''],
  ['blanks', '   \t  '],
  ['one character', 'a'],
  ['one character and blanks', '  Q  '],
  ['5,000 characters', 'x'.repeat(5000)],
  ['5,000 mixed characters', 'Blanc Nacré QNG %_\\ '.repeat(250)],
  ['percent', '%'],
  ['percents', '%%%%'],
  ['underscore', '_'],
  ['underscores', '____'],
  ['quote', "'"],
  ['SQL injection', "' or 1=1 --"],
  ['SQL injection 2', "QNG'; drop table paint_colors; --"],
  ['backslash', '\\'],
  ['backslashes', '\\\\\\'],
  ['escaped percent', '\\%'],
  ['regex metacharacters', '.*+?^${}()|[]'],
  ['emoji', '🚗'],
  ['emojis', '🚗🎨🚗🎨'],
  ['emoji and text', 'rouge 🚗'],
  ['null byte', '\u0000'],
  ['null bytes in a term', 'Q\u0000N\u0000G'],
  ['unpaired surrogate', 'ab\ud800cd'],
  ['right-to-left and zero-width', '\u202eQNG\u200b'],
  ['array (repeated parameter)', ['QNG', 'MOLZ']],
  ['not a string', 42],
  ['undefined', undefined],
];

/** Generous for a loaded CI machine; a full scan of the large catalogue takes far longer. */
const SLOW_MS = 2000;

async function timed<T>(fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await fn();
  expect(performance.now() - started).toBeLessThan(SLOW_MS);
  return result;
}

describe.each(BAD_TERMS)('bad term: %s', (_label, term) => {
  it('gives the dropdown a normal or empty answer', async () => {
    const result = await timed(() => suggest(getSearchDb(), term));
    expect(Array.from(result.term).length).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
    expect(result.term).not.toContain('\u0000');
    expect(Array.isArray(result.products.items)).toBe(true);
    expect(Array.isArray(result.colours.items)).toBe(true);
    expect(result.products.items.length).toBeLessThanOrEqual(10);
    expect(result.colours.items.length).toBeLessThanOrEqual(50);
  });

  it('gives /catalog a page: its product listing and its colours', async () => {
    const cleaned = cleanTerm(term);
    const condition = await timed(() => productSearchCondition(getDb(), String(term ?? '')));
    expect(condition).toBeDefined();
    if (isSearchable(cleaned)) {
      const products = await timed(() =>
        listProducts(getDb(), listingQuery({}, { search: cleaned }, [])),
      );
      expect(products.items.length).toBeLessThanOrEqual(products.pageSize);
    }
    const colours = await timed(() => searchCatalogColours(getSearchDb(), { term, page: 1 }));
    expect(colours.page).toBe(1);
    expect(colours.items.length).toBeLessThanOrEqual(24);
  });

  it('gives the colour search a page, with or without a maker', async () => {
    for (const makerSlug of [null, 'renault']) {
      const result = await timed(() => searchColours(getSearchDb(), { term, makerSlug, page: 1 }));
      expect(result.results.items.every((c) => c.score >= 50)).toBe(true);
    }
  });
});

describe('bounds', () => {
  it('cuts long terms to 100 characters and short ones give no results', async () => {
    const long = await suggest(getSearchDb(), `QNG${'z'.repeat(4997)}`);
    expect(long.term).toHaveLength(SEARCH_MAX_LENGTH);
    expect(long.colours.items).toEqual([]);
    for (const short of ['', 'a', ' Q ', '%', '🚗', '\u0000']) {
      const result = await suggest(getSearchDb(), short);
      expect(result.products).toEqual({ items: [], total: 0, more: false });
      expect(result.colours).toEqual({ items: [], total: 0, more: false });
    }
  });

  it('keeps a term that only becomes searchable once cleaned', async () => {
    const result = await suggest(getSearchDb(), 'Q\u0000N\u0000G');
    expect(result.term).toBe('Q N G');
    // « Q N G » as a code is « qng »: the Renault colour.
    expect(result.colours.items[0]).toMatchObject({ code: 'QNG' });
  });
});
