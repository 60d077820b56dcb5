import 'server-only';
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { paintColors, paintManufacturers } from '@/lib/db/schema';
import { findColourBySlug, type LookupStep } from './lookup';
import {
  bitonCode,
  colourUrl,
  COLOUR_CATEGORIES,
  foldCode,
  isColourCategory,
  type ColourCategory,
} from './slug';
import {
  isSpecialEffect,
  type CategoryWithCounts,
  type Colour,
  type ColourListing,
  type ColourSection,
  type ColourSummary,
  type Manufacturer,
  type ManufacturerWithCount,
  type Paged,
} from './types';

/** Colours per list page. */
export const COLOURS_PER_PAGE = 48;
/** Slug of the canonical URL of a colour without manufacturer. */
export const UNKNOWN_MANUFACTURER = 'unknown';

const colourColumns = {
  id: paintColors.id,
  code: paintColors.colorCode,
  name: paintColors.colorName,
  category: paintColors.category,
  cssPreview: paintColors.cssPreview,
  imageUrl: paintColors.imageUrl,
  availableWater: paintColors.availableWater,
  availableSolvent: paintColors.availableSolvent,
  availableGlossDirect: paintColors.availableGlossDirect,
  specialEffect: paintColors.specialEffect,
  legacyCode: paintColors.colorCodeLegacy,
  makerId: paintManufacturers.id,
  makerName: paintManufacturers.name,
  makerSlug: paintManufacturers.slug,
};

type ColourRow = {
  id: string;
  code: string;
  name: string;
  category: ColourCategory;
  cssPreview: string | null;
  imageUrl: string | null;
  availableWater: boolean;
  availableSolvent: boolean;
  availableGlossDirect: boolean;
  specialEffect: string | null;
  legacyCode: string | null;
  makerId: string | null;
  makerName: string | null;
  makerSlug: string | null;
};

function toColour(row: ColourRow): Colour {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    category: row.category,
    cssPreview: row.cssPreview,
    imageUrl: row.imageUrl,
    manufacturer:
      row.makerId && row.makerName && row.makerSlug
        ? { id: row.makerId, name: row.makerName, slug: row.makerSlug }
        : null,
    availableWater: row.availableWater,
    availableSolvent: row.availableSolvent,
    availableGlossDirect: row.availableGlossDirect,
    specialEffect: isSpecialEffect(row.specialEffect) ? row.specialEffect : null,
    legacyCode: row.legacyCode,
  };
}

function toSummary(row: ColourRow): ColourSummary {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    category: row.category,
    cssPreview: row.cssPreview,
    specialEffect: isSpecialEffect(row.specialEffect) ? row.specialEffect : null,
    manufacturerName: row.makerName,
    url: colourUrl({
      category: row.category,
      manufacturerSlug: row.makerSlug,
      code: row.code,
      name: row.name,
    }),
  };
}

/** Colours joined with their manufacturer; a colour of an inactive maker is not shown. */
function selectColours() {
  return getDb()
    .select(colourColumns)
    .from(paintColors)
    .leftJoin(paintManufacturers, eq(paintManufacturers.id, paintColors.manufacturerId));
}

const activeColour = and(
  eq(paintColors.isActive, true),
  sql`(${paintManufacturers.id} is null or ${paintManufacturers.isActive})`,
)!;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

// ---------------------------------------------------------------- manufacturers

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
export async function getManufacturerBySlug(slug: string): Promise<Manufacturer | null> {
  const normalised = slug.trim().toLowerCase();
  if (!normalised || normalised.length > 100) return null;
  const [row] = await getDb()
    .select()
    .from(paintManufacturers)
    .where(and(eq(paintManufacturers.slug, normalised), eq(paintManufacturers.isActive, true)))
    .limit(1);
  return row ? toManufacturer(row) : null;
}

/** Active manufacturers (of a category, or all) with their number of active colours. */
export async function listManufacturers(
  category?: ColourCategory,
): Promise<ManufacturerWithCount[]> {
  const colourCount = count(paintColors.id);
  const rows = await getDb()
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
    .orderBy(asc(paintManufacturers.name));
  return rows.map((row) => ({ ...row, colourCount: Number(row.colourCount) }));
}

export async function listCategoriesWithCounts(): Promise<CategoryWithCounts[]> {
  const rows = await getDb()
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

// ---------------------------------------------------------------- colour lists

/** A page number from any text: not a number or below 1 gives 1; beyond the last, the last. */
export function clampPage(raw: string | number | null | undefined, pageCount: number): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(String(raw ?? ''), 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.floor(n), Math.max(1, pageCount));
}

async function pagedColours(where: SQL, page: number | string): Promise<Paged<ColourSummary>> {
  const [{ total } = { total: 0 }] = await getDb()
    .select({ total: count(paintColors.id) })
    .from(paintColors)
    .leftJoin(paintManufacturers, eq(paintManufacturers.id, paintColors.manufacturerId))
    .where(where);
  const pageCount = Math.max(1, Math.ceil(Number(total) / COLOURS_PER_PAGE));
  const current = clampPage(page, pageCount);
  const rows = await selectColours()
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
  category: ColourCategory,
  manufacturerId: string,
  page: number | string,
): Promise<Paged<ColourSummary>> {
  return pagedColours(
    and(
      activeColour,
      eq(paintColors.category, category),
      eq(paintColors.manufacturerId, manufacturerId),
    )!,
    page,
  );
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
  category: string,
  manufacturerSlug: string,
  page: string,
): Promise<ManufacturerList | null> {
  if (!isColourCategory(category)) return null;
  const manufacturer = await getManufacturerBySlug(manufacturerSlug);
  if (!manufacturer) return null;
  const requested = Math.min(Number.parseInt(page, 10) || 1, 1_000_000);
  const colours = await listManufacturerColours(category, manufacturer.id, requested);
  if (colours.total === 0 && manufacturer.category !== category) return null;
  return { category, manufacturer, colours };
}

/** The sub-sections: standard makers' colours, special effects, metallic, pearl. */
export function listSectionColours(
  section: ColourSection,
  page: number | string,
): Promise<Paged<ColourSummary>> {
  const effect: Record<ColourSection, SQL> = {
    constructeur: isNull(paintColors.specialEffect),
    speciale: eq(paintColors.specialEffect, 'special'),
    metallisee: eq(paintColors.specialEffect, 'metallise'),
    nacree: eq(paintColors.specialEffect, 'nacre'),
  };
  return pagedColours(and(activeColour, effect[section])!, page);
}

// ---------------------------------------------------------------- one colour

export type ColourLookup =
  { status: 'found'; colour: Colour; step: LookupStep } | { status: 'not-found' };

/**
 * The colour of /catalogue-couleur/{category}/{manufacturer}/{slug} (spec section 7): the
 * manufacturer by slug (active only; an unknown slug is not found, 'unknown' means no filter),
 * then the colour by code candidates, legacy code, partial code (lib/colours/lookup.ts).
 */
export async function findColour(input: {
  category: string;
  manufacturerSlug: string;
  slug: string;
}): Promise<ColourLookup> {
  if (!isColourCategory(input.category)) return { status: 'not-found' };
  const category = input.category;
  let manufacturerId: string | null = null;
  if (input.manufacturerSlug !== UNKNOWN_MANUFACTURER) {
    const manufacturer = await getManufacturerBySlug(input.manufacturerSlug);
    if (!manufacturer) return { status: 'not-found' };
    manufacturerId = manufacturer.id;
  }
  const scope = and(
    activeColour,
    eq(paintColors.category, category),
    manufacturerId ? eq(paintColors.manufacturerId, manufacturerId) : undefined,
  )!;
  const found = await findColourBySlug(input.slug, {
    byCodes: async (codes) =>
      codes.length === 0
        ? []
        : selectColours()
            .where(and(scope, inArray(paintColors.colorCode, codes)))
            .limit(50),
    byLegacyCodes: async (codes) =>
      codes.length === 0
        ? []
        : selectColours()
            .where(and(scope, inArray(paintColors.colorCodeLegacy, codes)))
            .limit(50),
    byPartialCode: async (term) =>
      selectColours()
        // lower(color_code) like …: the trigram index on lower(color_code) serves it.
        .where(
          and(
            scope,
            sql`lower(${paintColors.colorCode}) like ${`%${escapeLike(term.toLowerCase())}%`}`,
          ),
        )
        .orderBy(sql`length(${paintColors.colorCode})`, asc(paintColors.colorCode))
        .limit(100),
  });
  if (!found) return { status: 'not-found' };
  return { status: 'found', colour: toColour(found.colour), step: found.step };
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** /paint/{id} and /color/{id}: an active colour by id. */
export async function getColourById(id: string): Promise<Colour | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectColours()
    .where(and(activeColour, eq(paintColors.id, id)))
    .limit(1);
  return row ? toColour(row) : null;
}

/** The two-tone colour of a bi-tone page: its code (lower-case, hyphenated) within the scope. */
export async function findTwoToneColour(input: {
  category: string;
  manufacturerSlug: string;
  code: string;
}): Promise<Colour | null> {
  if (!isColourCategory(input.category)) return null;
  const folded = foldCode(input.code);
  if (!folded || folded.length > 60) return null;
  let manufacturerId: string | null = null;
  if (input.manufacturerSlug !== UNKNOWN_MANUFACTURER) {
    const manufacturer = await getManufacturerBySlug(input.manufacturerSlug);
    if (!manufacturer) return null;
    manufacturerId = manufacturer.id;
  }
  const rows = await selectColours()
    .where(
      and(
        activeColour,
        eq(paintColors.category, input.category),
        manufacturerId ? eq(paintColors.manufacturerId, manufacturerId) : undefined,
        eq(paintColors.codeSearch, folded),
        sql`${paintColors.colorName} like '%+%'`,
      ),
    )
    .orderBy(asc(paintColors.colorCode))
    .limit(10);
  const wanted = bitonCode(input.code);
  const row = rows.find((r) => bitonCode(r.code) === wanted) ?? rows[0];
  return row ? toColour(row) : null;
}

/** A single-tone colour of the same maker and category named like one tone of a two-tone. */
export async function findToneColour(input: {
  category: ColourCategory;
  manufacturerId: string | null;
  tone: string;
}): Promise<ColourSummary | null> {
  const [row] = await selectColours()
    .where(
      and(
        activeColour,
        eq(paintColors.category, input.category),
        input.manufacturerId
          ? eq(paintColors.manufacturerId, input.manufacturerId)
          : isNull(paintColors.manufacturerId),
        sql`upper(public.immutable_unaccent(${paintColors.colorName})) = upper(public.immutable_unaccent(${input.tone}))`,
        sql`${paintColors.colorName} not like '%+%'`,
      ),
    )
    .orderBy(asc(paintColors.colorCode))
    .limit(1);
  return row ? toSummary(row) : null;
}

/** A few real colour pages prerendered at build time (generateStaticParams needs one at least). */
export async function sampleColourParams(
  limit: number,
): Promise<Array<{ category: string; manufacturer: string; color: string }>> {
  const rows = await selectColours()
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
  limit: number,
): Promise<Array<{ category: string; manufacturer: string; code: string }>> {
  const rows = await selectColours()
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
export async function listColourListings(limit: number): Promise<ColourListing[]> {
  const rows = await selectColours()
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
