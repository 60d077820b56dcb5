import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { productShown } from '@/lib/db/shown-product';
import { brands, products } from '@/lib/db/schema';
import { productPath } from '@/lib/urls';
import type { DbHandle } from '@/lib/db/handle';

/** A product card of the home page (prices in integer cents, tax included). */
export type FeaturedProduct = {
  id: string;
  name: string;
  href: string;
  imageUrl: string | null;
  brandName: string | null;
  priceTtcCents: number;
  inStock: boolean;
};

/** Active, visible products flagged `is_featured`, newest first. */
export async function getFeaturedProducts(db: DbHandle, limit = 8): Promise<FeaturedProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      imageUrls: products.imageUrls,
      brandName: brands.name,
      priceTtc: products.priceTtc,
      stockQuantity: products.stockQuantity,
      unlimitedStock: products.unlimitedStock,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.isFeatured, true), productShown()))
    .orderBy(desc(products.updatedAt), asc(products.name))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    href: productPath(row.slug),
    imageUrl: row.imageUrls[0] ?? null,
    brandName: row.brandName,
    priceTtcCents: row.priceTtc,
    inStock: row.unlimitedStock || row.stockQuantity > 0,
  }));
}
