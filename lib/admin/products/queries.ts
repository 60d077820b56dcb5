import 'server-only';
import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { readTableState, likePattern, type SearchParams } from '@/lib/admin/table';
import type { Admin } from '@/lib/auth';
import { cachedFormOptions } from './cached';
import { frenchOrder } from '@/lib/db/collation';
import type { DbHandle } from '@/lib/db/handle';
import { brands, productTags, productVariants, products } from '@/lib/db/schema';
import { LOW_STOCK_THRESHOLD } from '@/lib/catalogue/stock';

/** A product is « low » at this stock or under (list filter and badge). */
export const LOW_STOCK = LOW_STOCK_THRESHOLD;

const PRODUCT_TABLE = {
  sorts: ['name', 'price', 'stock', 'updated'] as const,
  defaultSort: 'updated' as const,
  defaultDir: 'desc' as const,
  filters: {
    visibilite: ['visible', 'hidden', 'inactive'] as const,
    stock: ['out', 'low'] as const,
  },
};

export function productTableState(params: SearchParams, brandSlugs: readonly string[]) {
  const state = readTableState(params, PRODUCT_TABLE);
  const brand =
    typeof params.marque === 'string' && brandSlugs.includes(params.marque)
      ? params.marque
      : undefined;
  return { ...state, filters: { ...state.filters, ...(brand ? { marque: brand } : {}) } };
}
export type ProductTableState = ReturnType<typeof productTableState>;

/** Stock a shopper can buy: the variants' sum for a product with variants. */
const stockOf = sql<number>`case when ${products.hasVariants}
  then coalesce((select sum(${productVariants.stockQuantity})::int from ${productVariants}
    where ${productVariants.productId} = ${products.id} and ${productVariants.isActive}), 0)
  else ${products.stockQuantity} end`;

/**
 * The list's search and filters. Each arm of the search has its trigram index (name, reference,
 * slug), so a search is a `BitmapOr` of three index scans, not a scan of every product.
 */
export function productListCondition(state: ProductTableState): SQL | undefined {
  // Products in the bin are listed in their own screen (« Corbeille », ./bin.ts) only.
  const where: SQL[] = [isNull(products.deletedAt)];
  if (state.q) {
    const pattern = likePattern(state.q.toLowerCase());
    where.push(
      or(
        sql`public.immutable_unaccent(lower(${products.name})) like public.immutable_unaccent(${pattern})`,
        sql`lower(coalesce(${products.referenceCode}, '')) like ${pattern}`,
        sql`${products.slug} like ${pattern}`,
      )!,
    );
  }
  const visibility = state.filters.visibilite;
  if (visibility === 'inactive') where.push(eq(products.isActive, false));
  if (visibility === 'visible')
    where.push(and(eq(products.isActive, true), eq(products.visibleInFrontend, true))!);
  if (visibility === 'hidden')
    where.push(and(eq(products.isActive, true), eq(products.visibleInFrontend, false))!);
  if (state.filters.stock === 'out')
    where.push(sql`not ${products.unlimitedStock} and ${stockOf} <= 0`);
  if (state.filters.stock === 'low')
    where.push(sql`not ${products.unlimitedStock} and ${stockOf} between 1 and ${LOW_STOCK}`);
  if (state.filters.marque)
    where.push(
      sql`${products.brandId} = (select ${brands.id} from ${brands} where ${brands.slug} = ${state.filters.marque})`,
    );
  return where.length ? and(...where) : undefined;
}

/**
 * The products' admin list: search by name (accent-insensitive), reference or slug;
 * visibility, stock and brand filters; one page, sorted in SQL (20,000 products stay a page of
 * 25 rows and one count).
 */
export async function listProductsForAdmin(db: DbHandle, _admin: Admin, state: ProductTableState) {
  const condition = productListCondition(state);
  const direction = state.dir === 'asc' ? asc : desc;
  const order =
    state.sort === 'price'
      ? [direction(products.priceTtc), asc(products.id)]
      : state.sort === 'stock'
        ? [direction(stockOf), asc(products.id)]
        : state.sort === 'name'
          ? [direction(frenchOrder(products.name)), asc(products.id)]
          : [direction(products.updatedAt), asc(products.id)];
  // One round trip: the total rides along each row (a subquery run once). A page past the
  // last one has no row to carry it, so only then is it counted apart.
  const counted = db.select({ total: count() }).from(products).where(condition);
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      referenceCode: products.referenceCode,
      priceTtc: products.priceTtc,
      priceHt: products.priceHt,
      stock: stockOf,
      unlimitedStock: products.unlimitedStock,
      hasVariants: products.hasVariants,
      isActive: products.isActive,
      visibleInFrontend: products.visibleInFrontend,
      imageUrl: sql<string | null>`${products.imageUrls}[1]`,
      brand: brands.name,
      listTotal: sql<number>`(${counted})`.mapWith(Number),
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(condition)
    .orderBy(...order)
    .limit(state.pageSize)
    .offset((state.page - 1) * state.pageSize);
  const total = rows[0]?.listTotal ?? (await counted)[0]?.total ?? 0;
  return { rows: rows.map(({ listTotal: _, ...row }) => row), total };
}

export type AdminProductRow = Awaited<ReturnType<typeof listProductsForAdmin>>['rows'][number];

/**
 * The brands and categories a product form and the products list's brand filter offer (names in
 * French order). Kept until a brand or a category changes (`brandsChanged`,
 * `categoriesChanged` expire these tags on every instance): the list read them at every visit,
 * two of its five round trips (issue 18's bench).
 */
export async function productFormOptions(_admin: Admin) {
  return cachedFormOptions();
}

/** One product with its variants (in their order) and its categories, for the edit form. */
export async function getProductForAdmin(db: DbHandle, _admin: Admin, id: string) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  if (!product) return null;
  const [variants, tags] = await Promise.all([
    db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(asc(productVariants.position), asc(productVariants.createdAt)),
    db
      .select({ id: productTags.categoryId })
      .from(productTags)
      .where(eq(productTags.productId, id)),
  ]);
  return { ...product, variants, categoryIds: tags.map((t) => t.id) };
}
export type AdminProduct = NonNullable<Awaited<ReturnType<typeof getProductForAdmin>>>;
