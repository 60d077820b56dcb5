/**
 * The search results pages served from the cache (issue 37 §3, lib/search-views) are tagged by
 * entity: what a cached /catalog?search= or colour search reads carries the tags that a product
 * rename or a colour edit expires, so the rename reaches the cached results (the twin routes
 * take their tags from these reads). The cached-read helper records the tags each read gives
 * itself (outside Next, 'use cache' is a plain string and the reads go to the database each
 * time); tests/support/admin-caller records the tags a write expires.
 */
import '../support/admin-caller';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, calling, invalidated } from '../support/admin-caller';

/**
 * The tags each cached read gives itself (lib/cache/read.ts), and which reads went through the
 * cache (by their failure message), recorded; the read runs.
 */
const read = vi.hoisted(() => [] as string[]);
const cachedReads = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/cache/read', async (original) => ({
  ...(await original<typeof import('@/lib/cache/read')>()),
  cachedRead: async (options: { tags: string[]; failure: string }, run: () => Promise<unknown>) => {
    read.push(...options.tags);
    cachedReads.push(options.failure);
    return run();
  },
}));

const { saveProductAction } = await import('@/lib/admin/products/actions');
const { getProductForAdmin } = await import('@/lib/admin/products/queries');
const { productFormValues, EMPTY_PRODUCT } = await import('@/lib/admin/products/form-values');
const { getDb } = await import('@/lib/db/client');
const { colourSearch } = await import('@/lib/search/cached');
const { loadCatalogSearch } = await import('@/lib/search-views/load');

const me = admin();

/** The /catalog?search= page's reads: its product names and the tags they carried. */
async function catalogSearch(term: string, reads: 'cached' | 'once' = 'cached') {
  read.length = 0;
  cachedReads.length = 0;
  const { results } = await loadCatalogSearch({ search: term }, reads);
  return {
    names: results!.products.items.map((p) => p.name),
    tags: [...new Set(read)],
    cached: [...cachedReads],
  };
}

beforeEach(() => {
  calling.caller = me;
  invalidated.length = 0;
});

describe('cached search results follow the entities they show', () => {
  it('a product rename expires a tag the cached /catalog?search= results carry, and the next render shows the new name', async () => {
    const word = `zephyr${Math.random().toString(36).slice(2, 7)}`;
    const created = await saveProductAction({
      ...EMPTY_PRODUCT,
      name: `Vernis ${word} brillant`,
      priceTtc: '19,90',
      stockQuantity: '10',
      isActive: true,
      visibleInFrontend: true,
    });
    if (!created.ok) throw new Error(created.error);

    const before = await catalogSearch(word);
    expect(before.names).toEqual([`Vernis ${word} brillant`]);

    invalidated.length = 0;
    const form = productFormValues((await getProductForAdmin(getDb(), me, created.data.id))!);
    const renamed = await saveProductAction({ ...form, name: `Vernis ${word} satiné` });
    expect(renamed.ok).toBe(true);

    // Tags by entity: the rename expires the products (and the product's own) tag, which the
    // cached search read carries; nothing page- or feature-named.
    expect(before.tags).toContain('products');
    expect(invalidated).toContain('products');
    expect(before.tags.filter((tag) => invalidated.includes(tag))).not.toEqual([]);
    expect(invalidated.every((tag) => tag === 'products' || tag.startsWith('product:'))).toBe(true);

    const after = await catalogSearch(word);
    expect(after.names).toEqual([`Vernis ${word} satiné`]);

    // A term's first search reads the same results once, outside the cache: of its reads, only
    // the category list every page shares went through the cache.
    expect(after.cached).toHaveLength(3);
    const first = await catalogSearch(word, 'once');
    expect(first.names).toEqual([`Vernis ${word} satiné`]);
    expect(first.cached).toEqual(['catalogue : lecture des catégories impossible']);
  });

  it('the cached colour search carries the colours tag, which a colour or maker change expires', async () => {
    read.length = 0;
    const search = await colourSearch('blanc', null, 1, 'cached');
    expect(search.searched).toBe(true);
    expect(read).toContain('colours');
    // Read once (a term's first search), the same results without a cached read.
    cachedReads.length = 0;
    expect(await colourSearch('blanc', null, 1, 'once')).toEqual(search);
    expect(cachedReads).toEqual([]);
    const { coloursChanged, paintManufacturersChanged } = await import('@/lib/cache/invalidate');
    coloursChanged();
    paintManufacturersChanged();
    expect(invalidated.filter((tag) => tag === 'colours')).toHaveLength(2);
  });
});
