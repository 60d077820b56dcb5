import 'server-only';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import type { Admin } from '@/lib/auth';
import { isUniqueViolation } from '@/lib/db/errors';
import type { Transaction } from '@/lib/db/handle';
import { productTags, productVariants, products } from '@/lib/db/schema';
import { getAdminT } from '@/lib/i18n/admin';
import { htFromTtc } from '@/lib/money';
import { refreshReductionReference } from '@/lib/pricing/reduction-store';
import { slugOf } from '@/lib/validation/admin-catalogue';
import type { Product } from '@/lib/validation/admin-products';
import { applyBulkPrice } from './bulk-price';
import type { Rounding } from '@/lib/price-rounding';

/** What a product write changed: the slugs whose cached pages must go. */
export type ProductWrite = { id: string; slugs: string[] };

/**
 * The stock a save writes (docs/decisions/admin-stale-saves.md): the current one when the owner
 * left the field as the page showed it (orders taken meanwhile stay taken); the typed one when
 * the stock did not move meanwhile; otherwise a refusal that gives the current stock. Without
 * the loaded value (a new product, a variant just added) the typed one.
 */
function stockToWrite(
  typed: number,
  loaded: number | undefined,
  current: number | undefined,
  field: string,
): number {
  if (loaded === undefined || current === undefined) return typed;
  if (typed === loaded) return current;
  if (current === loaded) return typed;
  const message = getAdminT()('validation.staleStock', { current });
  throw new ActionError(message, { [field]: message });
}

function productValues(input: Product) {
  const defaultVariant = input.variants.find((v) => v.isDefault);
  // With variants, the product's own price is its default variant's (listings and the feed
  // read variant prices; the product row then never disagrees with them).
  const priceTtc = defaultVariant?.priceTtc ?? input.priceTtc;
  return {
    name: input.name,
    slug: slugOf(input),
    referenceCode: input.referenceCode || null,
    shortDescription: input.shortDescription || null,
    description: input.description || null,
    priceTtc,
    priceHt: htFromTtc(priceTtc),
    proPriceTtc: input.proPriceTtc,
    stockQuantity: input.stockQuantity,
    unlimitedStock: input.unlimitedStock,
    isActive: input.isActive,
    visibleInFrontend: input.visibleInFrontend,
    isFeatured: input.isFeatured,
    brandId: input.brandId,
    hasVariants: input.variants.length > 0,
    packagingType: input.packagingType,
    volumeLiters: input.volumeLiters,
    weightKg: input.weightKg,
    transportClass: input.transportClass,
    containsDiisocyanates: input.containsDiisocyanates,
    reductionAnnounced: input.reductionAnnounced,
    hazardPictograms: input.hazardPictograms,
    hazardSignalWord: input.hazardSignalWord,
    hazardStatements: input.hazardStatements,
    safetyWarnings: input.safetyWarnings,
    updatedAt: new Date(),
  };
}

/** A product with its variants and categories; `lock`: its row and its variants' for update. */
async function snapshot(tx: Transaction, id: string, lock = false) {
  const productRows = tx.select().from(products).where(eq(products.id, id));
  const [product] = lock ? await productRows.for('update') : await productRows;
  if (!product) return null;
  const variantRows = tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(productVariants.position);
  // Orders take stock from variants without touching the product row: lock them too, so the
  // stock read here is the one the save replaces.
  const variants = lock ? await variantRows.for('update') : await variantRows;
  const tags = await tx.select().from(productTags).where(eq(productTags.productId, id));
  return { ...product, variants, categoryIds: tags.map((t) => t.categoryId).sort() };
}

/** Variants as typed: existing ones updated in place, new ones added, missing ones removed. */
async function writeVariants(
  tx: Transaction,
  productId: string,
  input: Product,
  current: Map<string, number>,
) {
  const keep = input.variants.flatMap((v) => (v.id ? [v.id] : []));
  await tx
    .delete(productVariants)
    .where(
      keep.length
        ? and(eq(productVariants.productId, productId), notInArray(productVariants.id, keep))
        : eq(productVariants.productId, productId),
    );
  for (const [position, variant] of input.variants.entries()) {
    const values = {
      variantName: variant.variantName,
      volumeLiters: variant.volumeLiters,
      referenceCode: variant.referenceCode || null,
      priceTtc: variant.priceTtc,
      priceHt: htFromTtc(variant.priceTtc),
      stockQuantity: stockToWrite(
        variant.stockQuantity,
        variant.stockLoaded,
        variant.id ? current.get(variant.id) : undefined,
        `variants.${position}.stockQuantity`,
      ),
      isDefault: variant.isDefault,
      isActive: variant.isActive,
      position,
      // Without its own label, nothing of one is kept (the product's applies).
      hazardOverride: variant.hazardOverride,
      hazardPictograms: variant.hazardOverride ? variant.hazardPictograms : [],
      hazardSignalWord: variant.hazardOverride ? variant.hazardSignalWord : null,
      hazardStatements: variant.hazardOverride ? variant.hazardStatements : [],
    };
    if (variant.id) {
      const updated = await tx
        .update(productVariants)
        .set(values)
        .where(and(eq(productVariants.id, variant.id), eq(productVariants.productId, productId)))
        .returning({ id: productVariants.id });
      if (updated.length === 0) throw new ActionError(getAdminT()('validation.notFound'));
    } else {
      await tx.insert(productVariants).values({ ...values, productId });
    }
  }
}

async function writeCategories(tx: Transaction, productId: string, categoryIds: string[]) {
  await tx.delete(productTags).where(eq(productTags.productId, productId));
  const unique = [...new Set(categoryIds)];
  if (unique.length)
    await tx.insert(productTags).values(unique.map((categoryId) => ({ productId, categoryId })));
}

function refuseTakenSlug(error: unknown): never {
  if (isUniqueViolation(error)) {
    const message = getAdminT()('validation.slugTaken');
    throw new ActionError(message, { slug: message });
  }
  throw error;
}

/** Creates or updates a product with its variants and categories, in one transaction. */
export async function saveProduct(
  admin: Admin,
  action: string,
  input: Product,
): Promise<ProductWrite> {
  try {
    return await adminWrite(admin, action, async (tx, audit) => {
      const values = productValues(input);
      let id = input.id;
      let before: Awaited<ReturnType<typeof snapshot>> = null;
      if (id) {
        before = await snapshot(tx, id, true);
        if (!before) throw new ActionError(getAdminT()('validation.notFound'));
        // Another admin saved since this form was loaded: refuse rather than silently put back
        // what they changed (the page is refreshed, so a second save is a knowing one).
        if (input.version && before.updatedAt.toISOString() !== input.version)
          throw new ActionError(getAdminT()('validation.staleRow'));
        values.stockQuantity = stockToWrite(
          input.stockQuantity,
          input.stockLoaded,
          before.stockQuantity,
          'stockQuantity',
        );
        await tx.update(products).set(values).where(eq(products.id, id));
      } else {
        const [created] = await tx.insert(products).values(values).returning({ id: products.id });
        id = created!.id;
      }
      await writeVariants(
        tx,
        id,
        input,
        new Map(before?.variants.map((v) => [v.id, v.stockQuantity]) ?? []),
      );
      await writeCategories(tx, id, input.categoryIds);
      // The price history has the new price (triggers): the reduction's legal reference from it.
      await refreshReductionReference(tx, id);
      const after = await snapshot(tx, id);
      audit({ entity: 'product', entityId: id, before, after });
      return { id, slugs: [...new Set([values.slug, ...(before ? [before.slug] : [])])] };
    });
  } catch (error) {
    if (error instanceof ActionError) throw error;
    refuseTakenSlug(error);
  }
}

/**
 * A copy of a product to start a new one from: « (copie) » in its name, a free slug, hidden
 * and inactive until the shop owner has checked it; variants, categories and images copied.
 */
export async function duplicateProduct(
  admin: Admin,
  action: string,
  id: string,
): Promise<ProductWrite> {
  return adminWrite(admin, action, async (tx, audit) => {
    const source = await snapshot(tx, id);
    if (!source) throw new ActionError(getAdminT()('validation.notFound'));
    const taken = await tx
      .select({ slug: products.slug })
      .from(products)
      .where(sql`${products.slug} like ${`${source.slug}-copie%`}`);
    const slugs = new Set(taken.map((t) => t.slug));
    let slug = `${source.slug}-copie`;
    for (let n = 2; slugs.has(slug); n += 1) slug = `${source.slug}-copie-${n}`;
    const { id: _id, createdAt: _c, updatedAt: _u, variants, categoryIds, ...rest } = source;
    const [copy] = await tx
      .insert(products)
      .values({
        ...rest,
        name: getAdminT()('products.copyName', { name: source.name }),
        slug,
        isActive: false,
        visibleInFrontend: false,
        isFeatured: false,
        // A copy has no price history before today: it announces no reduction (L112-1-1).
        reductionAnnounced: false,
        reductionReferenceTtc: null,
      })
      .returning({ id: products.id });
    const copyId = copy!.id;
    if (variants.length)
      await tx.insert(productVariants).values(
        variants.map(({ id: _v, createdAt: _vc, productId: _p, ...variant }) => ({
          ...variant,
          productId: copyId,
        })),
      );
    await writeCategories(tx, copyId, categoryIds);
    audit({ entity: 'product', entityId: copyId, after: { duplicatedFrom: id, slug } });
    return { id: copyId, slugs: [slug] };
  });
}

/**
 * Bulk edit of the selected products (or, for prices, the whole catalogue): set the stock
 * (products without variants) and/or change every price by a percentage (product, variants,
 * professional price) with the owner's rounding, recorded as a batch that can be undone
 * (./bulk-price.ts). The owner has seen its preview first (`previewBulkPrice`).
 */
export async function bulkEditProducts(
  admin: Admin,
  action: string,
  input: {
    ids: string[];
    all: boolean;
    stockQuantity: number | null;
    pricePercent: number | null;
    rounding: Rounding;
    seenStock?: Record<string, number>;
  },
): Promise<ProductWrite & { count: number; batchId: string | null }> {
  return adminWrite(admin, action, async (tx, audit) => {
    const slugs = new Set<string>();
    let count = 0;
    if (input.stockQuantity !== null) {
      const rows = await tx
        .select({ id: products.id, slug: products.slug, stockQuantity: products.stockQuantity })
        .from(products)
        .where(and(inArray(products.id, input.ids), isNull(products.deletedAt)))
        .for('update');
      if (rows.length !== new Set(input.ids).size)
        throw new ActionError(getAdminT()('validation.notFound'));
      // A new stock replaces the one the list showed: if orders changed it since, nothing is
      // written (docs/decisions/admin-stale-saves.md).
      const seen = input.seenStock;
      if (seen) {
        const moved = rows.filter((row) => row.id in seen && seen[row.id] !== row.stockQuantity);
        if (moved.length) {
          const message = getAdminT()('validation.bulkStaleStock', { count: moved.length });
          throw new ActionError(message, { stockQuantity: message });
        }
      }
      await tx
        .update(products)
        .set({ stockQuantity: input.stockQuantity, updatedAt: new Date() })
        .where(and(inArray(products.id, input.ids), eq(products.hasVariants, false)));
      for (const row of rows) {
        slugs.add(row.slug);
        audit({
          entity: 'product',
          entityId: row.id,
          before: { stockQuantity: row.stockQuantity },
          after: { stockQuantity: input.stockQuantity },
        });
      }
      count = rows.length;
    }
    let batchId: string | null = null;
    if (input.pricePercent !== null) {
      const change = {
        ids: input.ids,
        all: input.all,
        percent: input.pricePercent,
        rounding: input.rounding,
      };
      const applied = await applyBulkPrice(tx, admin, change);
      batchId = applied.batchId;
      applied.slugs.forEach((slug) => slugs.add(slug));
      count = Math.max(count, applied.products);
      // The batch itself holds every price before and after (bulk_price_batch_items).
      audit({ entity: 'bulk_price_batch', entityId: batchId, after: change });
    }
    return { id: input.ids[0] ?? '', slugs: [...slugs], count, batchId };
  });
}
