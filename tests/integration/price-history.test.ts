import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { savePaintConfigAction } from '@/lib/admin/paint/actions';
import {
  bulkEditProductsAction,
  duplicateProductAction,
  importProductsAction,
  saveProductAction,
} from '@/lib/admin/products/actions';
import { EMPTY_PRODUCT, productFormValues } from '@/lib/admin/products/form-values';
import { getProductForAdmin } from '@/lib/admin/products/queries';
import { DEFAULT_FILTERS } from '@/lib/catalogue/filters';
import { listProducts } from '@/lib/catalogue/listing-sql';
import { getProductBySlug } from '@/lib/catalogue/queries';
import { getDb } from '@/lib/db/client';
import type { ProductInput } from '@/lib/validation/admin-products';
import { admin, calling } from '../support/admin-caller';

/**
 * Issue 39 §4 (L112-1-1): every writer of a price feeds `price_history` (the triggers of
 * 0031_price_history.sql), and an announced reduction keeps the legal reference.
 */
const me = admin();
const db = () => getDb();
const rows = async <T>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];

type Point = { price_ttc: number; announced: boolean };
const productHistory = (id: string) =>
  rows<Point>(sql`select price_ttc, announced from price_history
    where product_id = ${id} and variant_id is null order by recorded_at, id`);
const variantHistory = (id: string) =>
  rows<{ variant_id: string; price_ttc: number }>(sql`select variant_id, price_ttc
    from price_history where product_id = ${id} and variant_id is not null order by recorded_at, id`);

beforeEach(() => {
  calling.caller = me;
});

async function create(input: Partial<ProductInput>) {
  const result = await saveProductAction({ ...EMPTY_PRODUCT, ...input });
  if (!result.ok) throw new Error(`${result.error} ${JSON.stringify(result.fieldErrors)}`);
  return result.data;
}

async function edit(id: string, change: Partial<ProductInput>) {
  const product = await getProductForAdmin(db(), me, id);
  const result = await saveProductAction({ ...productFormValues(product!), ...change });
  if (!result.ok) throw new Error(`${result.error} ${JSON.stringify(result.fieldErrors)}`);
}

/** Moves a product's history back in time, as if its prices had been set `days` earlier. */
const age = (id: string, days: number) =>
  db()
    .execute(sql`update price_history set recorded_at = recorded_at - make_interval(days => ${days})
    where product_id = ${id}`);

describe('price history', () => {
  it('the product form records each new price and variant price, not an unchanged one', async () => {
    const { id } = await create({
      name: 'Historique formulaire',
      priceTtc: '20',
      variants: [
        { ...variantInput('1 L', '30'), isDefault: true },
        { ...variantInput('2 L', '50') },
      ],
    });
    expect(await productHistory(id)).toEqual([{ price_ttc: 3000, announced: false }]);
    const product = await getProductForAdmin(db(), me, id);
    const values = productFormValues(product!);
    await edit(id, {
      variants: values.variants.map((v, i) => (i === 1 ? { ...v, priceTtc: '45' } : v)),
    });
    // The 2 L changed, the 1 L (and so the product's price) did not.
    expect(await productHistory(id)).toHaveLength(1);
    expect((await variantHistory(id)).map((p) => p.price_ttc)).toEqual([3000, 5000, 4500]);
  });

  it('the bulk « Variation des prix » records the new product and variant prices', async () => {
    const a = await create({ name: 'Historique lot A', priceTtc: '10' });
    const b = await create({
      name: 'Historique lot B',
      priceTtc: '20',
      variants: [{ ...variantInput('1 L', '20'), isDefault: true }],
    });
    const result = await bulkEditProductsAction({
      ids: [a.id, b.id],
      stockQuantity: '',
      pricePercent: '-10',
    });
    expect(result.ok).toBe(true);
    expect((await productHistory(a.id)).map((p) => p.price_ttc)).toEqual([1000, 900]);
    expect((await productHistory(b.id)).map((p) => p.price_ttc)).toEqual([2000, 1800]);
    expect((await variantHistory(b.id)).map((p) => p.price_ttc)).toEqual([2000, 1800]);
  });

  it('the CSV import records the prices it creates and changes', async () => {
    const csv = [
      'slug;nom;prix_ttc;stock;marque;actif',
      'historique-import;Historique import;12,50;7;;oui',
    ].join('\n');
    const first = await importProductsAction({ csv, apply: true });
    expect(first.ok).toBe(true);
    const again = await importProductsAction({ csv: csv.replace('12,50', '11,00'), apply: true });
    expect(again.ok).toBe(true);
    const [{ id }] = (await rows<{ id: string }>(
      sql`select id from products where slug = 'historique-import'`,
    )) as [{ id: string }];
    expect((await productHistory(id)).map((p) => p.price_ttc)).toEqual([1250, 1100]);
  });

  it('the paint price grid records each changed point, in cents', async () => {
    const [config] = await rows<{ id: string }>(
      sql`select id from paint_product_configs where product_key = 'peinture-pot'`,
    );
    const before = await rows<{ n: number }>(
      sql`select count(*)::int as n from price_history where paint_key like 'peinture-pot:%'`,
    );
    const result = await savePaintConfigAction({
      id: config!.id,
      title: 'Peinture en pot',
      description: 'Pot prêt à diluer',
      paintTypes: ['water', 'solvent'],
      volumes: ['0.5 L'],
      hasVolumeFilter: true,
      isActive: true,
      prices: [
        { volume: '0.5 L', paintType: 'water', ttc: '31,47' },
        { volume: '0.5 L', paintType: 'solvent', ttc: '28' },
      ],
    });
    expect(result.ok).toBe(true);
    const latest = await rows<{ paint_key: string; price_ttc: number }>(
      sql`select paint_key, price_ttc from price_history where paint_key like 'peinture-pot:%'
        order by id desc limit 2`,
    );
    expect(latest).toEqual(
      expect.arrayContaining([
        { paint_key: 'peinture-pot:0.5 L:water', price_ttc: 3147 },
        { paint_key: 'peinture-pot:0.5 L:solvent', price_ttc: 2800 },
      ]),
    );
    // Saving the same grid again records nothing.
    const count = async () =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from price_history where paint_key like 'peinture-pot:%'`,
        )
      )[0]!.n;
    const n = await count();
    expect(n).toBeGreaterThan(before[0]!.n);
    await savePaintConfigAction({
      id: config!.id,
      title: 'Peinture en pot (titre changé)',
      description: 'Pot prêt à diluer',
      paintTypes: ['water', 'solvent'],
      volumes: ['0.5 L'],
      hasVolumeFilter: true,
      isActive: true,
      prices: [
        { volume: '0.5 L', paintType: 'water', ttc: '31,47' },
        { volume: '0.5 L', paintType: 'solvent', ttc: '28' },
      ],
    });
    expect(await count()).toBe(n);
  });
});

describe('announced reductions', () => {
  it('a reduction announced by the form strikes the 30-day low, kept through a second reduction', async () => {
    const { id } = await create({ name: 'Réduction essai', priceTtc: '30' });
    await edit(id, { priceTtc: '26' });
    // 30,00 € then 26,00 € set 40 days ago, then 28,00 € set 20 days ago.
    await age(id, 40);
    await edit(id, { priceTtc: '28' });
    await age(id, 20);
    await edit(id, { priceTtc: '24', reductionAnnounced: true });
    const reference = async () =>
      (
        await rows<{ reduction_reference_ttc: number | null }>(
          sql`select reduction_reference_ttc from products where id = ${id}`,
        )
      )[0]!.reduction_reference_ttc;
    // The lowest of the 30 days before: 26,00 € was in force when they opened, then 28,00 €.
    expect(await reference()).toBe(2600);
    await edit(id, { priceTtc: '20' });
    expect(await reference()).toBe(2600);
    expect((await productHistory(id)).slice(-2)).toEqual([
      { price_ttc: 2400, announced: true },
      { price_ttc: 2000, announced: true },
    ]);

    const page = await getProductBySlug(db(), 'reduction-essai');
    expect(page?.reductionReferenceTtc).toBe(2600);
    const listing = await listProducts(db(), {
      ...DEFAULT_FILTERS,
      section: null,
      search: 'Réduction essai',
    });
    expect(listing.items.find((p) => p.id === id)?.reductionReferenceTtc).toBe(2600);

    // A copy starts its own history: it announces no reduction.
    const copy = await duplicateProductAction({ id });
    if (!copy.ok) throw new Error(copy.error);
    expect(
      await rows(sql`select reduction_announced, reduction_reference_ttc from products
        where id = ${copy.data.id}`),
    ).toEqual([{ reduction_announced: false, reduction_reference_ttc: null }]);

    await edit(id, { reductionAnnounced: false });
    expect(await reference()).toBeNull();
    expect((await getProductBySlug(db(), 'reduction-essai'))?.reductionReferenceTtc).toBeNull();
  });

  it('the demo catalogue has a product with a real, successive reduction', async () => {
    const [demo] = await rows<{ price_ttc: number; reduction_reference_ttc: number }>(
      sql`select price_ttc, reduction_reference_ttc from products
        where reference_code = 'AB-150-320' and reduction_announced`,
    );
    expect(demo).toEqual({ price_ttc: 3890, reduction_reference_ttc: 4490 });
  });
});

function variantInput(name: string, price: string) {
  return {
    variantName: name,
    volumeLiters: '',
    referenceCode: '',
    priceTtc: price,
    stockQuantity: '4',
    isDefault: false,
    isActive: true,
  };
}
