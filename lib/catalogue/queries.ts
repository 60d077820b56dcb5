import 'server-only';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { productSearchCondition } from '@/lib/search/products';
import { brands, categories, productTags, productVariants, products } from '@/lib/db/schema';
import { PAGE_SIZE, type ListingQuery } from './filters';
import type { SectionKey } from './sections';
import { stockState } from './stock';
import type {
  Brand,
  Category,
  Facet,
  FeedProduct,
  ListingResult,
  ProductDetail,
  ProductSummary,
  ProductVariant,
} from './types';

/**
 * Catalogue reads (server only). Pages call the cached wrappers of ./cached.ts; tests call these.
 * A product is shown when it is active and visible in the storefront.
 */

const shown = and(eq(products.isActive, true), eq(products.visibleInFrontend, true));

// ------------------------------------------------------------------ listings

/**
 * Every shown product with its effective price and stock: the lowest active variant price and
 * the best-stocked active variant when it has variants, its own otherwise.
 */
function scopedProducts(query: Pick<ListingQuery, 'section'>, search?: SQL): SQL {
  const conditions: SQL[] = [sql`p.is_active`, sql`p.visible_in_frontend`];
  if (query.section) {
    conditions.push(sql`exists (select 1 from product_tags pt join categories c on c.id = pt.category_id
      where pt.product_id = p.id and c.section = ${query.section} and c.is_active)`);
  }
  // A search term is matched by the search module (words in name, reference or brand; accents,
  // case and LIKE characters handled; index-backed), like the header's suggestions.
  if (search) conditions.push(sql`(${search})`);
  return sql`select p.id, p.slug, p.name, p.reference_code, p.image_urls[1] as image,
      p.is_featured, p.created_at, p.unlimited_stock, p.brand_id,
      b.slug as brand_slug, b.name as brand_name,
      coalesce(va.n, 0)::int as variant_count,
      case when p.has_variants and va.n > 0 then va.min_ttc else p.price_ttc end as price_ttc,
      case when p.has_variants and va.n > 0 then va.min_ht else p.price_ht end as price_ht,
      case when p.has_variants and va.n > 0 then va.max_ttc > va.min_ttc else false end as price_from,
      case when p.has_variants and va.n > 0 then va.max_stock else p.stock_quantity end as stock
    from products p
    left join brands b on b.id = p.brand_id
    left join lateral (
      select count(*) as n, min(v.price_ttc) as min_ttc, max(v.price_ttc) as max_ttc,
             min(v.price_ht) as min_ht, max(v.stock_quantity) as max_stock
      from product_variants v where v.product_id = p.id and v.is_active
    ) va on true
    where ${sql.join(conditions, sql` and `)}`;
}

type Dimension = 'category' | 'brand';

/** The shopper's filters as conditions on `s` (the scoped products), leaving one out for facets. */
function filterConditions(query: ListingQuery, except?: Dimension): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.category && except !== 'category') {
    conditions.push(sql`exists (select 1 from product_tags pt join categories c on c.id = pt.category_id
      where pt.product_id = s.id and c.slug = ${query.category})`);
  }
  if (query.brand && except !== 'brand') conditions.push(sql`s.brand_slug = ${query.brand}`);
  if (query.minPrice !== null) conditions.push(sql`s.price_ttc >= ${query.minPrice}`);
  if (query.maxPrice !== null) conditions.push(sql`s.price_ttc <= ${query.maxPrice}`);
  if (query.inStock) conditions.push(sql`(s.unlimited_stock or s.stock > 0)`);
  return sql.join(conditions, sql` and `);
}

function orderBy(query: ListingQuery): SQL {
  const inStockFirst = sql`(s.unlimited_stock or s.stock > 0) desc`;
  switch (query.sort) {
    case 'prix-croissant':
      return sql`s.price_ttc asc, s.name asc, s.id`;
    case 'prix-decroissant':
      return sql`s.price_ttc desc, s.name asc, s.id`;
    case 'nom':
      return sql`lower(s.name) asc, s.id`;
    case 'nouveautes':
      return sql`s.created_at desc, s.name asc, s.id`;
    default:
      if (query.search) {
        const term = query.search.toLowerCase();
        return sql`(lower(coalesce(s.reference_code, '')) = ${term}) desc,
          similarity(public.immutable_unaccent(lower(s.name)), public.immutable_unaccent(${term})) desc,
          ${inStockFirst}, s.name asc, s.id`;
      }
      return sql`s.is_featured desc, ${inStockFirst}, s.name asc, s.id`;
  }
}

type SummaryRow = {
  id: string;
  slug: string;
  name: string;
  reference_code: string | null;
  image: string | null;
  unlimited_stock: boolean;
  brand_slug: string | null;
  brand_name: string | null;
  variant_count: number;
  price_ttc: number;
  price_ht: number;
  price_from: boolean;
  stock: number;
};

function toSummary(row: SummaryRow): ProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    referenceCode: row.reference_code,
    image: row.image,
    priceTtc: Number(row.price_ttc),
    priceHt: Number(row.price_ht),
    priceFrom: Boolean(row.price_from),
    variantCount: Number(row.variant_count),
    stock: stockState(Number(row.stock), row.unlimited_stock),
    brand: row.brand_slug && row.brand_name ? { slug: row.brand_slug, name: row.brand_name } : null,
  };
}

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await getDb().execute(query);
  return result.rows as T[];
}

/** One page of a listing with its total, facet counts and price bounds. */
export async function listProducts(query: ListingQuery): Promise<ListingResult> {
  const search = query.search ? await productSearchCondition(getDb(), query.search) : undefined;
  const scoped = scopedProducts(query, search);
  const where = filterConditions(query);
  const [countRows, brandRows, categoryRows, boundRows] = await Promise.all([
    rows<{ n: number }>(sql`with s as (${scoped}) select count(*)::int as n from s where ${where}`),
    rows<Facet>(sql`with s as (${scoped})
      select s.brand_slug as slug, s.brand_name as name, count(*)::int as count from s
      where s.brand_slug is not null and ${filterConditions(query, 'brand')}
      group by s.brand_slug, s.brand_name order by s.brand_name`),
    rows<Facet>(sql`with s as (${scoped})
      select c.slug, c.name, count(distinct s.id)::int as count from s
      join product_tags pt on pt.product_id = s.id
      join categories c on c.id = pt.category_id and c.is_active
      where ${query.section ? sql`c.section = ${query.section}` : sql`true`}
        and ${filterConditions(query, 'category')}
      group by c.slug, c.name, c.position order by c.position, c.name`),
    rows<{ min: number | null; max: number | null }>(
      sql`with s as (${scoped}) select min(s.price_ttc)::int as min, max(s.price_ttc)::int as max from s`,
    ),
  ]);
  const total = countRows[0]?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const items = total
    ? await rows<SummaryRow>(sql`with s as (${scoped}) select * from s where ${where}
        order by ${orderBy(query)} limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`)
    : [];
  const bounds = boundRows[0];
  return {
    items: items.map(toSummary),
    total,
    page,
    pageCount,
    pageSize: PAGE_SIZE,
    facets: { brands: brandRows, categories: categoryRows },
    priceBounds:
      bounds && bounds.min !== null && bounds.max !== null
        ? { min: Number(bounds.min), max: Number(bounds.max) }
        : null,
  };
}

// ------------------------------------------------------------------ categories and brands

const productCount = sql<number>`(select count(*)::int from product_tags pt join products p on p.id = pt.product_id
  where pt.category_id = categories.id and p.is_active and p.visible_in_frontend)`;

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
export async function listCategories(section?: SectionKey): Promise<Category[]> {
  const result = await getDb()
    .select({
      slug: categories.slug,
      name: categories.name,
      description: categories.description,
      section: categories.section,
      productCount,
    })
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
export async function getCategory(slug: string): Promise<Category | null> {
  const [row] = await getDb()
    .select({
      slug: categories.slug,
      name: categories.name,
      description: categories.description,
      section: categories.section,
      productCount,
    })
    .from(categories)
    .where(and(eq(categories.slug, slug), eq(categories.isActive, true)))
    .limit(1);
  return row ? toCategory(row) : null;
}

const brandProductCount = sql<number>`(select count(*)::int from products p
  where p.brand_id = brands.id and p.is_active and p.visible_in_frontend)`;

const brandColumns = {
  slug: brands.slug,
  name: brands.name,
  description: brands.description,
  logoUrl: brands.logoUrl,
  isFeatured: brands.isFeatured,
  productCount: brandProductCount,
};

/** Active brands, featured first, then by name. */
export async function listBrands(): Promise<Brand[]> {
  const result = await getDb()
    .select(brandColumns)
    .from(brands)
    .where(eq(brands.isActive, true))
    .orderBy(sql`${brands.isFeatured} desc`, asc(brands.name));
  return result.map((b) => ({ ...b, productCount: Number(b.productCount) }));
}

export async function getBrand(slug: string): Promise<Brand | null> {
  const [row] = await getDb()
    .select(brandColumns)
    .from(brands)
    .where(and(eq(brands.slug, slug), eq(brands.isActive, true)))
    .limit(1);
  return row ? { ...row, productCount: Number(row.productCount) } : null;
}

// ------------------------------------------------------------------ products

function toVariant(row: typeof productVariants.$inferSelect, unlimited: boolean): ProductVariant {
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
  };
}

/** A shown product by slug with its active variants (default first) and categories, or null. */
export async function getProductBySlug(slug: string): Promise<ProductDetail | null> {
  const db = getDb();
  const [row] = await db
    .select({ product: products, brandSlug: brands.slug, brandName: brands.name })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.slug, slug), shown))
    .limit(1);
  if (!row) return null;
  const p = row.product;
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
    brand: row.brandSlug && row.brandName ? { slug: row.brandSlug, name: row.brandName } : null,
    categories: categoryRows,
    variants: variantRows.map((v) => toVariant(v, p.unlimitedStock)),
    packagingType: p.packagingType,
    volumeLiters: p.volumeLiters,
    weightKg: p.weightKg,
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** Other shown products of the same categories, in stock first. */
export async function listRelatedProducts(
  productId: string,
  categorySlugs: string[],
  limit = 4,
): Promise<ProductSummary[]> {
  if (categorySlugs.length === 0) return [];
  const scoped = scopedProducts({ section: null });
  const found = await rows<SummaryRow>(sql`with s as (${scoped}) select * from s
    where s.id <> ${productId} and exists (select 1 from product_tags pt join categories c on c.id = pt.category_id
      where pt.product_id = s.id and c.slug in ${categorySlugs})
    order by (s.unlimited_stock or s.stock > 0) desc, s.is_featured desc, s.name asc limit ${limit}`);
  return found.map(toSummary);
}

/** Slugs of shown products, newest first (static generation, sitemap). */
export async function listProductSlugs(
  limit?: number,
): Promise<{ slug: string; updatedAt: string }[]> {
  const query = getDb()
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(shown)
    .orderBy(sql`${products.createdAt} desc`, asc(products.slug));
  const result = limit ? await query.limit(limit) : await query;
  return result.map((r) => ({ slug: r.slug, updatedAt: r.updatedAt.toISOString() }));
}

/** (slug, variant id) pairs of shown products with variants, newest first (static generation). */
export async function listVariantParams(limit: number): Promise<{ slug: string; id: string }[]> {
  return getDb()
    .select({ slug: products.slug, id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.isActive, true), eq(products.hasVariants, true), shown))
    .orderBy(sql`${products.createdAt} desc`, asc(productVariants.position))
    .limit(limit);
}

// ------------------------------------------------------------------ feed

/** Every shown product with its first category and active variants, for the shopping feed. */
export async function listFeedProducts(): Promise<FeedProduct[]> {
  const db = getDb();
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
    }>(sql`select p.id, p.slug, p.name, p.description, p.short_description, p.reference_code,
        p.image_urls[1] as image, p.price_ttc, p.stock_quantity, p.unlimited_stock, p.has_variants,
        b.name as brand_name, c.slug as category_slug, c.name as category_name, c.section
      from products p
      left join brands b on b.id = p.brand_id
      left join lateral (select c.slug, c.name, c.section from product_tags pt
        join categories c on c.id = pt.category_id and c.is_active
        where pt.product_id = p.id order by c.position, c.slug limit 1) c on true
      where p.is_active and p.visible_in_frontend
      order by p.name, p.id`),
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
