import 'server-only';
import { frenchOrder } from '@/lib/db/collation';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { productShown } from '@/lib/db/shown-product';
import { brands, categories, productTags, productVariants, products } from '@/lib/db/schema';
import { scopedProducts, toSummary, type SummaryRow } from './listing-sql';
import type { SectionKey } from './sections';
import { stockState } from './stock';
import { hazardLabelOf, variantLabel, type HazardLabel } from '@/lib/hazard/codes';
import { manufacturerOf } from '@/lib/hazard/manufacturer';
import type {
  Brand,
  Category,
  FeedProduct,
  ProductDetail,
  ProductSummary,
  ProductVariant,
} from './types';
import type { DbHandle } from '@/lib/db/handle';

/**
 * Catalogue reads (server only). Pages call the cached wrappers of ./cached.ts; tests call these.
 * A product is shown when it is active and visible in the storefront (`productShown`).
 */

const shown = productShown();

// ------------------------------------------------------------------ listings

export { listProducts } from './listing-sql';

async function rows<T>(db: DbHandle, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

// ------------------------------------------------------------------ categories and brands

const productCount = sql<number>`(select count(*)::int from product_tags pt join products p on p.id = pt.product_id
  where pt.category_id = categories.id and ${productShown('p')})`;

/** What the shop shows of a category (with a count of its products beside it). */
export const categoryFields = {
  slug: categories.slug,
  name: categories.name,
  description: categories.description,
  section: categories.section,
};

function toCategory(row: {
  slug: string;
  name: string;
  description: string | null;
  section: SectionKey;
  productCount: number;
}): Category {
  return { ...row, productCount: Number(row.productCount) };
}

/** Active categories, by section position; optionally one section only. */
export async function listCategories(db: DbHandle, section?: SectionKey): Promise<Category[]> {
  const result = await db
    .select({ ...categoryFields, productCount })
    .from(categories)
    .where(
      section
        ? and(eq(categories.isActive, true), eq(categories.section, section))
        : eq(categories.isActive, true),
    )
    .orderBy(asc(categories.position), asc(categories.name));
  return result.map(toCategory);
}

/** An active category by slug, or null. */
export async function getCategory(db: DbHandle, slug: string): Promise<Category | null> {
  const [row] = await db
    .select({ ...categoryFields, productCount })
    .from(categories)
    .where(and(eq(categories.slug, slug), eq(categories.isActive, true)))
    .limit(1);
  return row ? toCategory(row) : null;
}

const brandProductCount = sql<number>`(select count(*)::int from products p
  where p.brand_id = brands.id and ${productShown('p')})`;

const brandColumns = {
  slug: brands.slug,
  name: brands.name,
  description: brands.description,
  logoUrl: brands.logoUrl,
  isFeatured: brands.isFeatured,
  productCount: brandProductCount,
};

/** Active brands, featured first, then by name. */
export async function listBrands(db: DbHandle): Promise<Brand[]> {
  const result = await db
    .select(brandColumns)
    .from(brands)
    .where(eq(brands.isActive, true))
    .orderBy(sql`${brands.isFeatured} desc`, frenchOrder(brands.name));
  return result.map((b) => ({ ...b, productCount: Number(b.productCount) }));
}

export async function getBrand(db: DbHandle, slug: string): Promise<Brand | null> {
  const [row] = await db
    .select(brandColumns)
    .from(brands)
    .where(and(eq(brands.slug, slug), eq(brands.isActive, true)))
    .limit(1);
  return row ? { ...row, productCount: Number(row.productCount) } : null;
}

// ------------------------------------------------------------------ products

function toVariant(
  row: typeof productVariants.$inferSelect,
  unlimited: boolean,
  productHazard: HazardLabel,
): ProductVariant {
  return {
    id: row.id,
    name: row.variantName,
    volumeLiters: row.volumeLiters,
    referenceCode: row.referenceCode,
    priceTtc: row.priceTtc,
    priceHt: row.priceHt,
    stockQuantity: row.stockQuantity,
    stock: stockState(row.stockQuantity, unlimited),
    isDefault: row.isDefault,
    hazard: variantLabel(productHazard, row),
  };
}

/**
 * Where a product's address leads (lib/redirects): its own page when the product is shown, else
 * its first active category (null when it has none); null for an unknown slug.
 */
export async function productAddress(
  db: DbHandle,
  slug: string,
): Promise<{ shown: boolean; categorySlug: string | null } | null> {
  const [row] = await db
    .select({
      shown: sql<boolean>`${shown}`,
      categorySlug: sql<string | null>`(select c.slug from product_tags pt
        join categories c on c.id = pt.category_id
        where pt.product_id = products.id and c.is_active
        order by c.position limit 1)`,
    })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  return row ? { shown: Boolean(row.shown), categorySlug: row.categorySlug } : null;
}

/** A shown product by slug with its active variants (default first) and categories, or null. */
export async function getProductBySlug(db: DbHandle, slug: string): Promise<ProductDetail | null> {
  const [row] = await db
    .select({ product: products, brand: brands })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.slug, slug), shown))
    .limit(1);
  if (!row) return null;
  const p = row.product;
  const hazard = hazardLabelOf(p);
  const [variantRows, categoryRows] = await Promise.all([
    p.hasVariants
      ? db
          .select()
          .from(productVariants)
          .where(and(eq(productVariants.productId, p.id), eq(productVariants.isActive, true)))
          .orderBy(
            sql`${productVariants.isDefault} desc`,
            asc(productVariants.position),
            asc(productVariants.priceTtc),
          )
      : Promise.resolve([]),
    db
      .select({ slug: categories.slug, name: categories.name, section: categories.section })
      .from(productTags)
      .innerJoin(categories, eq(categories.id, productTags.categoryId))
      .where(and(eq(productTags.productId, p.id), eq(categories.isActive, true)))
      .orderBy(asc(categories.position)),
  ]);
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    referenceCode: p.referenceCode,
    description: p.description,
    shortDescription: p.shortDescription,
    images: p.imageUrls,
    priceTtc: p.priceTtc,
    priceHt: p.priceHt,
    stockQuantity: p.stockQuantity,
    unlimitedStock: p.unlimitedStock,
    stock: stockState(p.stockQuantity, p.unlimitedStock),
    brand: row.brand ? { slug: row.brand.slug, name: row.brand.name } : null,
    categories: categoryRows,
    variants: variantRows.map((v) => toVariant(v, p.unlimitedStock, hazard)),
    packagingType: p.packagingType,
    volumeLiters: p.volumeLiters,
    weightKg: p.weightKg,
    containsDiisocyanates: p.containsDiisocyanates,
    reductionReferenceTtc: p.reductionAnnounced ? p.reductionReferenceTtc : null,
    hazard,
    manufacturer: manufacturerOf(row.brand),
    safetyWarnings: p.safetyWarnings,
    updatedAt: p.updatedAt.toISOString(),
    transportClass: p.transportClass,
  };
}

/** Other shown products of the same categories, in stock first. */
export async function listRelatedProducts(
  db: DbHandle,
  productId: string,
  categorySlugs: string[],
  limit = 4,
): Promise<ProductSummary[]> {
  if (categorySlugs.length === 0) return [];
  const scoped = scopedProducts({ section: null });
  const found = await rows<SummaryRow>(
    db,
    sql`with s as (${scoped}) select * from s
    where s.id <> ${productId} and exists (select 1 from product_tags pt join categories c on c.id = pt.category_id
      where pt.product_id = s.id and c.slug in ${categorySlugs})
    order by (s.unlimited_stock or s.stock > 0) desc, s.is_featured desc, s.name asc limit ${limit}`,
  );
  return found.map(toSummary);
}

/** Slugs of shown products, newest first (static generation, sitemap). */
export async function listProductSlugs(
  db: DbHandle,
  limit?: number,
): Promise<{ slug: string; updatedAt: string }[]> {
  const query = db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(shown)
    .orderBy(sql`${products.createdAt} desc`, asc(products.slug));
  const result = limit ? await query.limit(limit) : await query;
  return result.map((r) => ({ slug: r.slug, updatedAt: r.updatedAt.toISOString() }));
}

/** (slug, variant id) pairs of shown products with variants, newest first (static generation). */
export async function listVariantParams(
  db: DbHandle,
  limit: number,
): Promise<{ slug: string; id: string }[]> {
  return db
    .select({ slug: products.slug, id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.isActive, true), eq(products.hasVariants, true), shown))
    .orderBy(sql`${products.createdAt} desc`, asc(productVariants.position))
    .limit(limit);
}

// ------------------------------------------------------------------ feed

/** Every shown product with its first category and active variants, for the shopping feed. */
export async function listFeedProducts(db: DbHandle): Promise<FeedProduct[]> {
  const [productRows, variantRows] = await Promise.all([
    rows<{
      id: string;
      slug: string;
      name: string;
      description: string | null;
      short_description: string | null;
      reference_code: string | null;
      image: string | null;
      price_ttc: number;
      stock_quantity: number;
      unlimited_stock: boolean;
      has_variants: boolean;
      brand_name: string | null;
      category_slug: string | null;
      category_name: string | null;
      section: SectionKey | null;
    }>(
      db,
      sql`select p.id, p.slug, p.name, p.description, p.short_description, p.reference_code,
        p.image_urls[1] as image, p.price_ttc, p.stock_quantity, p.unlimited_stock, p.has_variants,
        b.name as brand_name, c.slug as category_slug, c.name as category_name, c.section
      from products p
      left join brands b on b.id = p.brand_id
      left join lateral (select c.slug, c.name, c.section from product_tags pt
        join categories c on c.id = pt.category_id and c.is_active
        where pt.product_id = p.id order by c.position, c.slug limit 1) c on true
      where ${productShown('p')}
      order by p.name collate "fr-x-icu", p.id`,
    ),
    db
      .select({
        productId: productVariants.productId,
        id: productVariants.id,
        name: productVariants.variantName,
        referenceCode: productVariants.referenceCode,
        priceTtc: productVariants.priceTtc,
        stockQuantity: productVariants.stockQuantity,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(productVariants.isActive, true), shown, eq(products.hasVariants, true)))
      .orderBy(asc(productVariants.position), asc(productVariants.priceTtc)),
  ]);
  const variantsOf = new Map<string, FeedProduct['variants']>();
  for (const { productId, ...variant } of variantRows) {
    const list = variantsOf.get(productId) ?? [];
    list.push(variant);
    variantsOf.set(productId, list);
  }
  return productRows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description ?? r.short_description,
    referenceCode: r.reference_code,
    image: r.image,
    priceTtc: Number(r.price_ttc),
    stockQuantity: Number(r.stock_quantity),
    unlimitedStock: r.unlimited_stock,
    brandName: r.brand_name,
    category:
      r.category_slug && r.category_name && r.section
        ? { slug: r.category_slug, name: r.category_name, section: r.section }
        : null,
    variants: r.has_variants ? (variantsOf.get(r.id) ?? []) : [],
  }));
}
