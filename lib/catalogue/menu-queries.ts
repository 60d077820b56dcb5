import 'server-only';
import { frenchOrder } from '@/lib/db/collation';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { productShown } from '@/lib/db/shown-product';
import { categories, productTags, products } from '@/lib/db/schema';
import { categoryPath } from '@/lib/urls';
import { categoryFields } from './queries';
import { SECTIONS, type SectionKey } from './sections';
import type { DbHandle } from '@/lib/db/handle';

/** A category as the menus and the home page show it. */
type MenuCategory = { slug: string; name: string; href: string };

/** One of the four mega-menus: its section page and its active categories from the database. */
export type MenuSection = {
  key: SectionKey;
  name: string;
  menuLabel: string;
  href: string;
  categories: MenuCategory[];
};

/** The four sections in the spec's order, each with its active categories (by position, name). */
export async function getMenuSections(db: DbHandle): Promise<MenuSection[]> {
  const rows = await db
    .select({ slug: categories.slug, name: categories.name, section: categories.section })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.position), frenchOrder(categories.name));
  return SECTIONS.map((section) => ({
    key: section.key,
    name: section.name,
    menuLabel: section.menuLabel,
    href: section.path,
    categories: rows
      .filter((row) => row.section === section.key)
      .map((row) => ({ slug: row.slug, name: row.name, href: categoryPath(row.slug) })),
  }));
}

export type FeaturedCategory = MenuCategory & {
  description: string | null;
  sectionName: string;
  productCount: number;
};

/** The active categories with the most visible products, for the home page. */
export async function getFeaturedCategories(db: DbHandle, limit = 8): Promise<FeaturedCategory[]> {
  const productCount = count(products.id);
  const rows = await db
    .select({ ...categoryFields, productCount })
    .from(categories)
    .innerJoin(productTags, eq(productTags.categoryId, categories.id))
    .innerJoin(products, and(eq(products.id, productTags.productId), productShown()))
    .where(eq(categories.isActive, true))
    .groupBy(categories.id)
    .orderBy(desc(productCount), asc(categories.name))
    .limit(limit);
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    href: categoryPath(row.slug),
    description: row.description,
    sectionName: SECTIONS.find((s) => s.key === row.section)?.name ?? '',
    productCount: row.productCount,
  }));
}
