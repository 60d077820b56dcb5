/** Colour lists: a maker's colours, the finish sections, the sitemap/feed listing, build samples. */
import 'server-only';
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { paintColors, paintManufacturers } from '@/lib/db/schema';
import { bitonCode } from '@/lib/urls';
import {
  activeColour,
  COLOURS_PER_PAGE,
  selectColours,
  toSummary,
  UNKNOWN_MANUFACTURER,
} from './colour-rows';
import { getManufacturerBySlug } from './manufacturers';
import { isColourCategory, type ColourCategory } from './slug';
import {
  type ColourListing,
  type ColourSection,
  type ColourSummary,
  type Manufacturer,
  type Paged,
} from './types';
import type { DbHandle } from '@/lib/db/handle';

/** A page number from any text: not a number or below 1 gives 1; beyond the last, the last. */
export function clampPage(raw: string | number | null | undefined, pageCount: number): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(String(raw ?? ''), 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.floor(n), Math.max(1, pageCount));
}

async function pagedColours(
  db: DbHandle,
  where: SQL,
  page: number | string,
): Promise<Paged<ColourSummary>> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count(paintColors.id) })
    .from(paintColors)
    .leftJoin(paintManufacturers, eq(paintManufacturers.id, paintColors.manufacturerId))
    .where(where);
  const pageCount = Math.max(1, Math.ceil(Number(total) / COLOURS_PER_PAGE));
  const current = clampPage(page, pageCount);
  const rows = await selectColours(db)
    .where(where)
    .orderBy(asc(paintColors.colorCode), asc(paintColors.colorName), asc(paintColors.id))
    .limit(COLOURS_PER_PAGE)
    .offset((current - 1) * COLOURS_PER_PAGE);
  return {
    items: rows.map(toSummary),
    total: Number(total),
    page: current,
    pageCount,
    perPage: COLOURS_PER_PAGE,
  };
}

/** One manufacturer's active colours in a category, by code. */
export function listManufacturerColours(
  db: DbHandle,
  category: ColourCategory,
  manufacturerId: string,
  page: number | string,
): Promise<Paged<ColourSummary>> {
  return pagedColours(
    db,
    and(
      activeColour,
      eq(paintColors.category, category),
      eq(paintColors.manufacturerId, manufacturerId),
    )!,
    page,
  );
}

/** The sub-sections: standard makers' colours, special effects, metallic, pearl. */
export function listSectionColours(
  db: DbHandle,
  section: ColourSection,
  page: number | string,
): Promise<Paged<ColourSummary>> {
  const effect: Record<ColourSection, SQL> = {
    constructeur: isNull(paintColors.specialEffect),
    speciale: eq(paintColors.specialEffect, 'special'),
    metallisee: eq(paintColors.specialEffect, 'metallise'),
    nacree: eq(paintColors.specialEffect, 'nacre'),
  };
  return pagedColours(db, and(activeColour, effect[section])!, page);
}

/** A few real colour pages prerendered at build time (generateStaticParams needs one at least). */
export async function sampleColourParams(
  db: DbHandle,
  limit: number,
): Promise<Array<{ category: string; manufacturer: string; color: string }>> {
  const rows = await selectColours(db)
    .where(and(activeColour, sql`${paintColors.colorName} not like '%+%'`))
    .orderBy(asc(paintColors.createdAt), asc(paintColors.id))
    .limit(limit);
  return rows.map((row) => {
    const [, , category, manufacturer, color] = toSummary(row).url.split('/');
    return { category: category!, manufacturer: manufacturer!, color: color! };
  });
}

/** A few two-tone colours' bi-tone pages prerendered at build. */
export async function sampleTwoToneParams(
  db: DbHandle,
  limit: number,
): Promise<Array<{ category: string; manufacturer: string; code: string }>> {
  const rows = await selectColours(db)
    .where(and(activeColour, sql`${paintColors.colorName} like '%+%'`))
    .orderBy(asc(paintColors.createdAt), asc(paintColors.id))
    .limit(limit);
  return rows.map((row) => ({
    category: row.category,
    manufacturer: row.makerSlug ?? UNKNOWN_MANUFACTURER,
    code: bitonCode(row.code),
  }));
}

/** Active colours of active makers, by maker and code (sitemap, feed), at most `limit`. */
export async function listColourListings(db: DbHandle, limit: number): Promise<ColourListing[]> {
  const rows = await selectColours(db)
    .where(activeColour)
    .orderBy(asc(paintManufacturers.name), asc(paintColors.colorCode), asc(paintColors.id))
    .limit(limit);
  return rows.map((row) => ({
    ...toSummary(row),
    manufacturerSlug: row.makerSlug,
    availableWater: row.availableWater,
    availableSolvent: row.availableSolvent,
    availableGlossDirect: row.availableGlossDirect,
  }));
}

export type ManufacturerList = {
  category: ColourCategory;
  manufacturer: Manufacturer;
  colours: Paged<ColourSummary>;
};

/**
 * A maker's colour list page: the maker (active, by slug) and its colours of the category, the
 * page clamped. Null when the category or maker is unknown, or the maker has no colour there
 * and belongs to another category (the list page's 404; the legacy redirects ask it too).
 */
export async function getManufacturerList(
  db: DbHandle,
  category: string,
  manufacturerSlug: string,
  page: string,
): Promise<ManufacturerList | null> {
  if (!isColourCategory(category)) return null;
  const manufacturer = await getManufacturerBySlug(db, manufacturerSlug);
  if (!manufacturer) return null;
  const requested = Math.min(Number.parseInt(page, 10) || 1, 1_000_000);
  const colours = await listManufacturerColours(db, category, manufacturer.id, requested);
  if (colours.total === 0 && manufacturer.category !== category) return null;
  return { category, manufacturer, colours };
}
