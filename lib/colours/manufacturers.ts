/** Paint manufacturers (spec section 7, paint_manufacturers) and the categories' counts. */
import { frenchOrder } from '@/lib/db/collation';
import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import { paintColors, paintManufacturers } from '@/lib/db/schema';
import { activeColour } from './colour-rows';
import { COLOUR_CATEGORIES, type ColourCategory } from './slug';
import { type CategoryWithCounts, type Manufacturer, type ManufacturerWithCount } from './types';
import type { DbHandle } from '@/lib/db/handle';

function toManufacturer(row: typeof paintManufacturers.$inferSelect): Manufacturer {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    category: row.category,
    codeLocation: row.codeLocation,
  };
}

/** Spec: paint_manufacturers read by slug, active only. */
export async function getManufacturerBySlug(
  db: DbHandle,
  slug: string,
): Promise<Manufacturer | null> {
  const normalised = slug.trim().toLowerCase();
  if (!normalised || normalised.length > 100) return null;
  const [row] = await db
    .select()
    .from(paintManufacturers)
    .where(and(eq(paintManufacturers.slug, normalised), eq(paintManufacturers.isActive, true)))
    .limit(1);
  return row ? toManufacturer(row) : null;
}

/** Active manufacturers (of a category, or all) with their number of active colours. */
export async function listManufacturers(
  db: DbHandle,
  category?: ColourCategory,
): Promise<ManufacturerWithCount[]> {
  const colourCount = count(paintColors.id);
  const rows = await db
    .select({
      id: paintManufacturers.id,
      name: paintManufacturers.name,
      slug: paintManufacturers.slug,
      category: paintManufacturers.category,
      codeLocation: paintManufacturers.codeLocation,
      colourCount,
    })
    .from(paintManufacturers)
    .leftJoin(
      paintColors,
      and(eq(paintColors.manufacturerId, paintManufacturers.id), eq(paintColors.isActive, true)),
    )
    .where(
      and(
        eq(paintManufacturers.isActive, true),
        category ? eq(paintManufacturers.category, category) : undefined,
      ),
    )
    .groupBy(paintManufacturers.id)
    .orderBy(frenchOrder(paintManufacturers.name));
  return rows.map((row) => ({ ...row, colourCount: Number(row.colourCount) }));
}

export async function listCategoriesWithCounts(db: DbHandle): Promise<CategoryWithCounts[]> {
  const rows = await db
    .select({
      category: paintColors.category,
      colourCount: count(paintColors.id),
      manufacturerCount: sql<number>`count(distinct ${paintColors.manufacturerId})`,
    })
    .from(paintColors)
    .leftJoin(paintManufacturers, eq(paintManufacturers.id, paintColors.manufacturerId))
    .where(activeColour)
    .groupBy(paintColors.category);
  return COLOUR_CATEGORIES.map((c) => {
    const row = rows.find((r) => r.category === c.slug);
    return {
      slug: c.slug,
      name: c.name,
      colourCount: Number(row?.colourCount ?? 0),
      manufacturerCount: Number(row?.manufacturerCount ?? 0),
    };
  });
}
