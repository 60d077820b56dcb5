/**
 * Issue 40 §4, bulk changes with a safety net: the « Variation des prix (%) » preview, its
 * rounding in cents, the batch and its undo (refused, naming the products, when a price moved
 * since), the whole catalogue; the bin (« Corbeille ») hiding a product from the shop, its
 * restore, and the worker's purge after 30 days with a fake clock, orders left intact.
 */
import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  binProductAction,
  bulkEditProductsAction,
  previewBulkPriceAction,
  restoreProductAction,
  saveProductAction,
  undoBulkPriceAction,
} from '@/lib/admin/products/actions';
import { listBin } from '@/lib/admin/products/bin';
import { recentBulkPriceBatches } from '@/lib/admin/products/bulk-price';
import { productFormValues } from '@/lib/admin/products/form-values';
import {
  getProductForAdmin,
  listProductsForAdmin,
  productTableState,
} from '@/lib/admin/products/queries';
import { listingQuery } from '@/lib/catalogue/filters';
import { listProducts } from '@/lib/catalogue/listing-sql';
import { getProductBySlug, listFeedProducts, listProductSlugs } from '@/lib/catalogue/queries';
import { getDb } from '@/lib/db/client';
import { purgeBin } from '@/lib/jobs/purge-bin';
import { htFromTtc } from '@/lib/money';
import { placeOrder } from '@/lib/orders/place';
import { priceCartFor } from '@/lib/pricing';
import type { ProductInput } from '@/lib/validation/admin-products';
import { admin, calling, invalidated } from '../support/admin-caller';
import { newBuyer, orderInput, productLine } from '../support/checkout-fixtures';
import { createProduct, variant } from '../support/admin-products';
import { CATEGORY_DEFINITIONS } from '../../supabase/seed/data/categories';

const me = admin();
const db = () => getDb();
const rows = async <T>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const tag = () => Math.random().toString(36).slice(2, 8);

beforeEach(() => {
  calling.caller = me;
  invalidated.length = 0;
});

/** A product on sale (active, shown, in stock). */
const create = (input: Partial<ProductInput>) =>
  createProduct({ stockQuantity: '10', isActive: true, visibleInFrontend: true, ...input });

type Prices = { name: string; price_ttc: number; price_ht: number; pro_price_ttc: number | null };
const pricesOf = (ids: string[]) =>
  rows<Prices>(
    sql`select name, price_ttc, price_ht, pro_price_ttc from products
         where id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )}) order by name`,
  );
const variantPrices = (productId: string) =>
  rows<{ price_ttc: number; price_ht: number }>(
    sql`select price_ttc, price_ht from product_variants where product_id = ${productId} order by position`,
  );

/** Three products of one test: a plain one, one with a professional price, one with variants. */
async function trio() {
  const t = tag();
  const a = await create({ name: `Lot ${t} A`, priceTtc: '12,34' });
  const b = await create({ name: `Lot ${t} B`, priceTtc: '20', proPriceTtc: '16,50' });
  const c = await create({
    name: `Lot ${t} C`,
    priceTtc: '9,99',
    variants: [variant('250 mL', '9,99', true), variant('1 L', '29,50')],
  });
  return { t, a, b, c, ids: [a.id, b.id, c.id] };
}

describe('bulk price change: preview, rounding, undo', () => {
  it('previews the counts and examples, writes nothing, then applies the same prices rounded to x,90 €', async () => {
    const { t, ids, a, b, c } = await trio();
    const before = await pricesOf(ids);
    const preview = await previewBulkPriceAction({
      ids,
      pricePercent: '10',
      rounding: 'x90',
    });
    expect(preview).toEqual({
      ok: true,
      data: {
        products: 3,
        variants: 2,
        // Variants first (what a shopper of C pays), then the products without variants.
        examples: [
          { name: `Lot ${t} C — 250 mL`, beforeTtc: 999, afterTtc: 1090 },
          { name: `Lot ${t} C — 1 L`, beforeTtc: 2950, afterTtc: 3290 },
          { name: `Lot ${t} A`, beforeTtc: 1234, afterTtc: 1390 },
          { name: `Lot ${t} B`, beforeTtc: 2000, afterTtc: 2190 },
        ],
      },
    });
    expect(await pricesOf(ids)).toEqual(before);

    const applied = await bulkEditProductsAction({
      ids,
      stockQuantity: '',
      pricePercent: '10',
      rounding: 'x90',
    });
    expect(applied).toMatchObject({ ok: true, data: { count: 3 } });
    expect(await pricesOf(ids)).toEqual([
      { name: `Lot ${t} A`, price_ttc: 1390, price_ht: htFromTtc(1390), pro_price_ttc: null },
      // 16,50 € + 10 % = 18,15 € → 17,90 €, the nearest x,90.
      { name: `Lot ${t} B`, price_ttc: 2190, price_ht: htFromTtc(2190), pro_price_ttc: 1790 },
      { name: `Lot ${t} C`, price_ttc: 1090, price_ht: htFromTtc(1090), pro_price_ttc: null },
    ]);
    expect(await variantPrices(c.id)).toEqual([
      { price_ttc: 1090, price_ht: htFromTtc(1090) },
      { price_ttc: 3290, price_ht: htFromTtc(3290) },
    ]);
    const [batch] = await recentBulkPriceBatches(db());
    expect(batch).toMatchObject({
      percent: 10,
      rounding: 'x90',
      products: 3,
      variants: 2,
      names: [`Lot ${t} A`, `Lot ${t} B`, `Lot ${t} C`],
    });
    expect(applied.ok && applied.data.batchId).toBe(batch!.id);
    expect(invalidated).toEqual(expect.arrayContaining(['products']));

    // « Annuler cette modification »: every price as it was, HT included.
    const undone = await undoBulkPriceAction({ id: batch!.id });
    expect(undone).toMatchObject({ ok: true, data: { products: 3 } });
    expect(await pricesOf(ids)).toEqual(before);
    expect(await variantPrices(c.id)).toEqual([
      { price_ttc: 999, price_ht: htFromTtc(999) },
      { price_ttc: 2950, price_ht: htFromTtc(2950) },
    ]);
    expect((await recentBulkPriceBatches(db())).some((offered) => offered.id === batch!.id)).toBe(
      false,
    );
    const again = await undoBulkPriceAction({ id: batch!.id });
    expect(again).toMatchObject({
      ok: false,
      error: 'Cette variation des prix a déjà été annulée.',
    });
    void a;
    void b;
  });

  it('rounds to the euro, and keeps a price the rounding leaves unchanged out of the counts', async () => {
    const t = tag();
    const a = await create({ name: `Euro ${t} A`, priceTtc: '12,34' });
    const b = await create({ name: `Euro ${t} B`, priceTtc: '10' });
    // +2 % : 12,59 € → 13 € ; 10,20 € → 10 €, unchanged.
    const preview = await previewBulkPriceAction({
      ids: [a.id, b.id],
      pricePercent: '2',
      rounding: 'euro',
    });
    expect(preview).toMatchObject({
      ok: true,
      data: { products: 1, variants: 0, examples: [{ beforeTtc: 1234, afterTtc: 1300 }] },
    });
    await bulkEditProductsAction({
      ids: [a.id, b.id],
      stockQuantity: '',
      pricePercent: '2',
      rounding: 'euro',
    });
    expect((await pricesOf([a.id, b.id])).map((p) => p.price_ttc)).toEqual([1300, 1000]);
  });

  it('refuses to undo when a price was changed after the batch, naming the product, and restores nothing', async () => {
    const { t, ids, b, c } = await trio();
    const applied = await bulkEditProductsAction({
      ids,
      stockQuantity: '',
      pricePercent: '-10',
      rounding: 'none',
    });
    if (!applied.ok) throw new Error(applied.error);
    // The owner then corrects one variant of C by hand, and B's professional price.
    const form = productFormValues((await getProductForAdmin(db(), me, c.id))!);
    form.variants[1]!.priceTtc = '25';
    expect((await saveProductAction(form)).ok).toBe(true);
    await db().execute(sql`update products set pro_price_ttc = 1400 where id = ${b.id}`);
    const after = await pricesOf(ids);

    const refused = await undoBulkPriceAction({ id: applied.data.batchId! });
    expect(refused).toEqual({
      ok: false,
      code: 'refused',
      error: `Ces produits ont été modifiés entre-temps, après cette variation des prix : Lot ${t} B, Lot ${t} C. Rien n'a été annulé : corrigez leurs prix un par un si besoin.`,
      fieldErrors: {},
    });
    expect(await pricesOf(ids)).toEqual(after);
    // Still offered: the owner may put the hand-made prices back and undo then.
    expect((await recentBulkPriceBatches(db()))[0]?.id).toBe(applied.data.batchId);
  });

  it('changes the whole catalogue (bin excluded) and undoes it', async () => {
    const binned = await create({ name: `Corbeille ${tag()}`, priceTtc: '50' });
    expect((await binProductAction({ id: binned.id })).ok).toBe(true);
    const total = async () =>
      (
        await rows<{ products: number; variants: number }>(sql`
          select (select coalesce(sum(price_ttc), 0)::int from products) as products,
                 (select coalesce(sum(price_ttc), 0)::int from product_variants) as variants`)
      )[0]!;
    const [{ n } = { n: -1 }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from products where deleted_at is null and price_ttc > 0`,
    );
    const before = await total();
    const preview = await previewBulkPriceAction({ ids: [], all: true, pricePercent: '5' });
    expect(preview.ok && preview.data.products).toBe(n);
    expect(preview.ok && preview.data.examples).toHaveLength(5);
    // A stock for the whole catalogue is refused (a price change only).
    const stock = await bulkEditProductsAction({
      ids: [],
      all: true,
      stockQuantity: '3',
      pricePercent: '',
    });
    expect(stock.ok ? null : stock.fieldErrors.stockQuantity).toBe(
      'Le stock ne se change pas sur tout le catalogue : sélectionnez les produits concernés.',
    );
    const applied = await bulkEditProductsAction({
      ids: [],
      all: true,
      stockQuantity: '',
      pricePercent: '5',
    });
    expect(applied).toMatchObject({ ok: true, data: { count: n } });
    expect((await total()).products).toBeGreaterThan(before.products);
    const [binnedPrice] = await pricesOf([binned.id]);
    expect(binnedPrice!.price_ttc).toBe(5000);
    expect((await undoBulkPriceAction({ id: applied.ok ? applied.data.batchId! : '' })).ok).toBe(
      true,
    );
    expect(await total()).toEqual(before);
  });
});

describe('the bin (« Corbeille »)', () => {
  const shopSees = async (slug: string, name: string) => {
    const search = await listProducts(
      db(),
      listingQuery({}, { search: name }, CATEGORY_DEFINITIONS),
    );
    return {
      page: (await getProductBySlug(db(), slug)) !== null,
      sitemap: (await listProductSlugs(db())).some((row) => row.slug === slug),
      feed: (await listFeedProducts(db())).some((row) => row.slug === slug),
      search: search.items.some((item) => item.slug === slug),
    };
  };
  const adminLists = async (name: string) =>
    (await listProductsForAdmin(db(), me, productTableState({ q: name }, []))).total;

  it('hides a deleted product from the shop, the cart and the admin list; restores it as it was', async () => {
    const name = `Vernis corbeille ${tag()}`;
    const { id, slugs } = await create({ name, priceTtc: '19,90' });
    const slug = slugs[0]!;
    const everywhere = { page: true, sitemap: true, feed: true, search: true };
    expect(await shopSees(slug, name)).toEqual(everywhere);
    const { caller } = await newBuyer(db());
    const lines = [productLine(id, 1)];
    expect((await priceCartFor(db(), caller, lines)).lines[0]).toMatchObject({ status: 'ok' });

    expect(await binProductAction({ id })).toMatchObject({ ok: true, data: { slugs: [slug] } });
    expect(invalidated).toEqual(expect.arrayContaining(['products']));
    expect(await shopSees(slug, name)).toEqual({
      page: false,
      sitemap: false,
      feed: false,
      search: false,
    });
    // In a cart, refused like an unpublished product.
    expect((await priceCartFor(db(), caller, lines)).lines[0]).toMatchObject({
      status: 'unavailable',
      totalTtc: 0,
    });
    expect(await adminLists(name)).toBe(0);
    expect(await getProductForAdmin(db(), me, id)).toBeNull();
    expect((await listBin(db())).find((row) => row.id === id)).toMatchObject({ name });
    // Deleted twice: nothing to delete.
    expect((await binProductAction({ id })).ok).toBe(false);

    expect(await restoreProductAction({ id })).toMatchObject({ ok: true });
    expect(await shopSees(slug, name)).toEqual(everywhere);
    expect(await adminLists(name)).toBe(1);
    expect((await listBin(db())).some((row) => row.id === id)).toBe(false);
    expect((await priceCartFor(db(), caller, lines)).lines[0]).toMatchObject({ status: 'ok' });
  });

  it('is purged by the worker after 30 days, the orders of the product intact', async () => {
    const name = `Apprêt purgé ${tag()}`;
    const kept = await create({ name: `${name} gardé`, priceTtc: '8' });
    const gone = await create({ name, priceTtc: '15' });
    const { caller, addressId } = await newBuyer(db());
    const lines = [productLine(gone.id, 2)];
    const { totalTtc } = await priceCartFor(db(), caller, lines, {
      country: 'FR',
      carrierCode: 'colissimo',
    });
    const order = await placeOrder(db(), caller, orderInput(addressId, lines, totalTtc));
    calling.caller = me;
    await binProductAction({ id: gone.id });
    await binProductAction({ id: kept.id });
    const deletedAt = new Date(Date.now() - 29 * 86_400_000);
    await db().execute(
      sql`update products set deleted_at = ${deletedAt.toISOString()}::timestamptz where id = ${gone.id}`,
    );
    const exists = async (id: string) =>
      (await rows(sql`select 1 from products where id = ${id}`)).length === 1;

    // 29 days in the bin: still restorable.
    await purgeBin(db());
    expect(await exists(gone.id)).toBe(true);
    // Two days later (the job's clock): 31 days, purged; the one deleted today stays.
    expect(await purgeBin(db(), new Date(Date.now() + 2 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await exists(gone.id)).toBe(false);
    expect(await exists(kept.id)).toBe(true);
    const items = await rows<{ name: string; quantity: number; product_id: string }>(
      sql`select name, quantity, product_id from order_items where order_id = ${order.id}`,
    );
    expect(items).toEqual([{ name, quantity: 2, product_id: gone.id }]);
  });
});
