import 'server-only';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { productShown } from '@/lib/db/shown-product';
import {
  brands,
  paintProductConfigs,
  paintTypeDocuments,
  products,
  productVariants,
} from '@/lib/db/schema';
import { toPaintConfig, type PaintConfig } from './pricing';
import type { ProductWithVariants } from './suggestions';
import type { PaintDocument } from './types';
import type { DbHandle } from '@/lib/db/handle';

/**
 * Spec section 7: paint_product_configs, one active row per product_key. A failure is thrown
 * (the cached read answers nothing for a few minutes: lib/cache/read.ts).
 */
export async function getPaintConfigs(db: DbHandle): Promise<Record<string, PaintConfig>> {
  const rows = await db
    .select()
    .from(paintProductConfigs)
    .where(eq(paintProductConfigs.isActive, true));
  const out: Record<string, PaintConfig> = {};
  for (const row of rows) out[row.productKey] = toPaintConfig(row);
  return out;
}

/** Spec section 7: paint_type_documents, active rows only, ordered by paint type. */
export async function getPaintDocuments(db: DbHandle): Promise<PaintDocument[]> {
  const rows = await db
    .select()
    .from(paintTypeDocuments)
    .where(eq(paintTypeDocuments.isActive, true))
    .orderBy(asc(paintTypeDocuments.paintType));
  return rows.map((row) => ({
    paintType: row.paintType,
    technicalSheetUrl: row.technicalSheetUrl,
    safetySheetUrl: row.safetySheetUrl,
    technicalSheetFilename: row.technicalSheetFilename,
    safetySheetFilename: row.safetySheetFilename,
  }));
}

/** The pictures of the hidden custom-paint products, by product key (peinture-pot, …). */
export async function getCustomPaintImages(db: DbHandle): Promise<Record<string, string>> {
  const rows = await db
    .select({ productKey: products.productKey, imageUrls: products.imageUrls })
    .from(products)
    .where(and(isNotNull(products.productKey), eq(products.isActive, true)));
  const out: Record<string, string> = {};
  for (const row of rows) {
    if (row.productKey && row.imageUrls[0]) out[row.productKey] = row.imageUrls[0];
  }
  return out;
}

/**
 * Spec section 7: products by reference code, active and visible, with brand and active variants.
 * A failure is thrown (the cached suggestions answer an empty block for a few minutes).
 */
export async function getProductsByReference(
  db: DbHandle,
  codes: string[],
): Promise<ProductWithVariants[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      referenceCode: products.referenceCode,
      imageUrls: products.imageUrls,
      priceTtc: products.priceTtc,
      stockQuantity: products.stockQuantity,
      volumeLiters: products.volumeLiters,
      hasVariants: products.hasVariants,
      brandName: brands.name,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(inArray(products.referenceCode, codes), productShown()));
  const ids = rows.filter((r) => r.hasVariants).map((r) => r.id);
  const variants =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(productVariants)
          .where(and(inArray(productVariants.productId, ids), eq(productVariants.isActive, true)))
          .orderBy(asc(productVariants.position), asc(productVariants.variantName));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    referenceCode: row.referenceCode,
    imageUrl: row.imageUrls[0] ?? null,
    brandName: row.brandName,
    priceTtcCents: row.priceTtc,
    stockQuantity: row.stockQuantity,
    volumeLiters: row.volumeLiters,
    hasVariants: row.hasVariants,
    variants: variants
      .filter((v) => v.productId === row.id)
      .map((v) => ({
        id: v.id,
        variantName: v.variantName,
        volumeLiters: v.volumeLiters,
        priceTtcCents: v.priceTtc,
        stockQuantity: v.stockQuantity,
        isDefault: v.isDefault,
      })),
  }));
}
