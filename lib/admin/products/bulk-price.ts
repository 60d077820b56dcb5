import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import type { Admin } from '@/lib/auth';
import type { DbHandle, Transaction } from '@/lib/db/handle';
import { bulkPriceBatches, bulkPriceBatchItems, productVariants, products } from '@/lib/db/schema';
import { getAdminT } from '@/lib/i18n/admin';
import { htFromTtc } from '@/lib/money';
import { scaledPrice, type Rounding } from '@/lib/price-rounding';

/**
 * « Variation des prix (%) » with a safety net (issue 40 §4, docs/decisions/bulk-price-undo.md):
 * the same plan feeds the preview (how many prices change, a few examples) and the write; the
 * write keeps every price it replaced in a batch (`bulk_price_batches`), so « Annuler cette
 * modification » puts them back — unless one was changed since, then nothing is put back and
 * the products are named.
 */

/** The products a change applies to: the checked rows, or the whole catalogue (bin excluded). */
type BulkSelection = { ids: string[]; all: boolean };
export type BulkPriceChange = BulkSelection & { percent: number; rounding: Rounding };

type ProductChange = {
  id: string;
  name: string;
  slug: string;
  beforeTtc: number;
  afterTtc: number;
  beforeProTtc: number | null;
  afterProTtc: number | null;
};
type VariantChange = {
  id: string;
  productId: string;
  name: string;
  beforeTtc: number;
  afterTtc: number;
};

/** Examples the preview shows (before → after). */
const EXAMPLES = 5;

async function plan(db: DbHandle, change: BulkPriceChange, lock: boolean) {
  const selected = and(
    isNull(products.deletedAt),
    change.all ? undefined : inArray(products.id, change.ids),
  );
  const productQuery = db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      priceTtc: products.priceTtc,
      proPriceTtc: products.proPriceTtc,
    })
    .from(products)
    .where(selected)
    .orderBy(products.name, products.id);
  const productRows = lock ? await productQuery.for('update') : await productQuery;
  if (!change.all && productRows.length !== new Set(change.ids).size)
    throw new ActionError(getAdminT()('validation.notFound'));
  const variantQuery = db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      name: productVariants.variantName,
      priceTtc: productVariants.priceTtc,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(selected)
    .orderBy(productVariants.position, productVariants.id);
  const variantRows = lock ? await variantQuery.for('update') : await variantQuery;

  const scale = (cents: number) => scaledPrice(cents, change.percent, change.rounding);
  const productChanges: ProductChange[] = productRows
    .map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      beforeTtc: row.priceTtc,
      afterTtc: scale(row.priceTtc),
      beforeProTtc: row.proPriceTtc,
      afterProTtc: row.proPriceTtc === null ? null : scale(row.proPriceTtc),
    }))
    .filter((row) => row.afterTtc !== row.beforeTtc || row.afterProTtc !== row.beforeProTtc);
  const names = new Map(productRows.map((row) => [row.id, row.name]));
  const variantChanges: VariantChange[] = variantRows
    .map((row) => ({
      id: row.id,
      productId: row.productId,
      name: `${names.get(row.productId) ?? ''} — ${row.name}`,
      beforeTtc: row.priceTtc,
      afterTtc: scale(row.priceTtc),
    }))
    .filter((row) => row.afterTtc !== row.beforeTtc);
  // A product whose only change is in its variants still counts as changed.
  const changedProducts = new Set([
    ...productChanges.map((row) => row.id),
    ...variantChanges.map((row) => row.productId),
  ]);
  return { productRows, productChanges, variantChanges, changedProducts };
}

export type BulkPricePreview = {
  products: number;
  variants: number;
  examples: { name: string; beforeTtc: number; afterTtc: number }[];
};

/** What a change would do, written nowhere: counts and the first examples by name. */
export async function previewBulkPrice(
  db: DbHandle,
  change: BulkPriceChange,
): Promise<BulkPricePreview> {
  const { productChanges, variantChanges, changedProducts } = await plan(db, change, false);
  // Variants carry the price shoppers pay when a product has them: show those first.
  const withVariants = new Set(variantChanges.map((row) => row.productId));
  const examples = [...variantChanges, ...productChanges.filter((row) => !withVariants.has(row.id))]
    .slice(0, EXAMPLES)
    .map(({ name, beforeTtc, afterTtc }) => ({ name, beforeTtc, afterTtc }));
  return { products: changedProducts.size, variants: variantChanges.length, examples };
}

/** Writes the change in the caller's transaction and records its batch; the slugs changed. */
export async function applyBulkPrice(
  tx: Transaction,
  admin: Admin,
  change: BulkPriceChange,
): Promise<{ batchId: string | null; slugs: string[]; products: number }> {
  const { productChanges, variantChanges, changedProducts, productRows } = await plan(
    tx,
    change,
    true,
  );
  if (changedProducts.size === 0) return { batchId: null, slugs: [], products: productRows.length };
  await writeProductPrices(
    tx,
    productChanges.map((row) => ({ id: row.id, ttc: row.afterTtc, pro: row.afterProTtc })),
  );
  await writeVariantPrices(
    tx,
    variantChanges.map((row) => ({ id: row.id, ttc: row.afterTtc })),
  );
  const [batch] = await tx
    .insert(bulkPriceBatches)
    .values({
      adminId: admin.userId,
      percent: change.percent,
      rounding: change.rounding,
      productCount: changedProducts.size,
      variantCount: variantChanges.length,
    })
    .returning({ id: bulkPriceBatches.id });
  const batchId = batch!.id;
  const items = [
    ...productChanges.map((row) => ({
      batchId,
      productId: row.id,
      variantId: null,
      beforeTtc: row.beforeTtc,
      afterTtc: row.afterTtc,
      beforeProTtc: row.beforeProTtc,
      afterProTtc: row.afterProTtc,
    })),
    ...variantChanges.map((row) => ({
      batchId,
      productId: row.productId,
      variantId: row.id,
      beforeTtc: row.beforeTtc,
      afterTtc: row.afterTtc,
      beforeProTtc: null,
      afterProTtc: null,
    })),
  ];
  // In slices: a whole catalogue is tens of thousands of rows, past one statement's parameters.
  for (let start = 0; start < items.length; start += 5000)
    await tx.insert(bulkPriceBatchItems).values(items.slice(start, start + 5000));
  const slugOf = new Map(productRows.map((row) => [row.id, row.slug]));
  return {
    batchId,
    slugs: [...changedProducts].map((id) => slugOf.get(id)!),
    products: changedProducts.size,
  };
}

/** Product prices (TTC, HT derived, professional) set from arrays: one statement for any count. */
async function writeProductPrices(
  tx: Transaction,
  rows: { id: string; ttc: number; pro: number | null }[],
) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update products p set price_ttc = x.ttc, price_ht = x.ht, pro_price_ttc = x.pro, updated_at = now()
      from unnest(${`{${rows.map((r) => r.id).join(',')}}`}::uuid[],
                  ${`{${rows.map((r) => r.ttc).join(',')}}`}::int[],
                  ${`{${rows.map((r) => htFromTtc(r.ttc)).join(',')}}`}::int[],
                  ${`{${rows.map((r) => r.pro ?? 'NULL').join(',')}}`}::int[]) as x(id, ttc, ht, pro)
     where p.id = x.id`);
}

async function writeVariantPrices(tx: Transaction, rows: { id: string; ttc: number }[]) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update product_variants v set price_ttc = x.ttc, price_ht = x.ht
      from unnest(${`{${rows.map((r) => r.id).join(',')}}`}::uuid[],
                  ${`{${rows.map((r) => r.ttc).join(',')}}`}::int[],
                  ${`{${rows.map((r) => htFromTtc(r.ttc)).join(',')}}`}::int[]) as x(id, ttc, ht)
     where v.id = x.id`);
  // The variants' products: their forms loaded before this change are now stale.
  await tx.execute(sql`
    update products set updated_at = now()
     where id in (select product_id from product_variants
                   where id = any(${`{${rows.map((r) => r.id).join(',')}}`}::uuid[]))`);
}

export type BulkPriceBatchSummary = {
  id: string;
  percent: number;
  rounding: Rounding;
  products: number;
  variants: number;
  createdAt: Date;
  /** The first products by name (`NAMED` at most), so the owner knows which change it was. */
  names: string[];
};

/** Changes offered to « Annuler cette modification » on the products list, and names each. */
const OFFERED = 3;
const NAMED = 3;

/** The last changes not undone yet (newest first), for the products list. */
export async function recentBulkPriceBatches(db: DbHandle): Promise<BulkPriceBatchSummary[]> {
  const { rows } = await db.execute<{
    id: string;
    percent: string;
    rounding: Rounding;
    products: number;
    variants: number;
    created_at: Date | string;
    names: string[] | null;
  }>(sql`
    select b.id, b.percent, b.rounding, b.product_count as products, b.variant_count as variants,
           b.created_at,
           (select array_agg(n.name) from (
              select distinct p.name from bulk_price_batch_items i
                join products p on p.id = i.product_id
               where i.batch_id = b.id order by p.name limit ${NAMED}) n) as names
      from bulk_price_batches b
     where b.undone_at is null
     order by b.created_at desc
     limit ${OFFERED}`);
  return rows.map((row) => ({
    id: row.id,
    percent: Number(row.percent),
    rounding: row.rounding,
    products: row.products,
    variants: row.variants,
    createdAt: new Date(row.created_at),
    names: row.names ?? [],
  }));
}

/** Names listed in a refusal at most (the rest counted). */
const LISTED = 10;

/**
 * Puts back the prices a batch replaced, when each is still the one the batch wrote; otherwise
 * nothing is written and the refusal names the products changed since (stale rows).
 */
export async function undoBulkPrice(
  admin: Admin,
  action: string,
  batchId: string,
): Promise<{ slugs: string[]; products: number }> {
  return adminWrite(admin, action, async (tx, audit) => {
    const [batch] = await tx
      .select()
      .from(bulkPriceBatches)
      .where(eq(bulkPriceBatches.id, batchId))
      .for('update');
    if (!batch) throw new ActionError(getAdminT()('validation.notFound'));
    if (batch.undoneAt) throw new ActionError(getAdminT()('products.bulkUndo.alreadyUndone'));
    // Locked as the batch's write locked them: no order or save slips between check and write.
    const { rows } = await tx.execute<{
      product_id: string;
      variant_id: string | null;
      name: string;
      slug: string;
      before_ttc: number;
      after_ttc: number;
      before_pro_ttc: number | null;
      after_pro_ttc: number | null;
      current_ttc: number;
      current_pro_ttc: number | null;
    }>(sql`
      select i.product_id, i.variant_id, p.name, p.slug, i.before_ttc, i.after_ttc,
             i.before_pro_ttc, i.after_pro_ttc,
             coalesce(v.price_ttc, p.price_ttc) as current_ttc, p.pro_price_ttc as current_pro_ttc
        from bulk_price_batch_items i
        join products p on p.id = i.product_id
        left join product_variants v on v.id = i.variant_id
       where i.batch_id = ${batchId}
       order by p.name, i.variant_id nulls first
         for update of p`);
    const stale = rows.filter(
      (row) =>
        row.current_ttc !== row.after_ttc ||
        (row.variant_id === null && row.current_pro_ttc !== row.after_pro_ttc),
    );
    if (stale.length) {
      const names = [...new Set(stale.map((row) => row.name))];
      const message = getAdminT()('products.bulkUndo.stale', {
        count: names.length,
        names: names.slice(0, LISTED).join(', '),
        more: Math.max(0, names.length - LISTED),
      });
      throw new ActionError(message);
    }
    await writeProductPrices(
      tx,
      rows
        .filter((row) => row.variant_id === null)
        .map((row) => ({ id: row.product_id, ttc: row.before_ttc, pro: row.before_pro_ttc })),
    );
    await writeVariantPrices(
      tx,
      rows.flatMap((row) => (row.variant_id ? [{ id: row.variant_id, ttc: row.before_ttc }] : [])),
    );
    await tx
      .update(bulkPriceBatches)
      .set({ undoneAt: new Date() })
      .where(eq(bulkPriceBatches.id, batchId));
    const slugs = [...new Set(rows.map((row) => row.slug))];
    audit({
      entity: 'bulk_price_batch',
      entityId: batchId,
      before: { percent: batch.percent, rounding: batch.rounding },
      after: { undone: true, products: slugs.length },
    });
    return { slugs, products: slugs.length };
  });
}
