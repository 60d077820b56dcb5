/**
 * The colour reads' shared parts: the selected columns, the row → Colour / ColourSummary
 * mappings, "a colour is shown" (active, of an active maker or none), list constants.
 * The reads themselves: manufacturers.ts, lists.ts, find.ts.
 */
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { paintColors, paintManufacturers } from '@/lib/db/schema';
import { canonicalColourUrl, type ColourCategory } from './slug';
import { isSpecialEffect, type Colour, type ColourSummary } from './types';
import type { DbHandle } from '@/lib/db/handle';

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

export function toColour(row: ColourRow): Colour {
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

export function toSummary(row: ColourRow): ColourSummary {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    category: row.category,
    cssPreview: row.cssPreview,
    specialEffect: isSpecialEffect(row.specialEffect) ? row.specialEffect : null,
    manufacturerName: row.makerName,
    // A two-tone colour's one address is its bi-tone page: a link to its colour address would
    // answer a redirect, and the router's prefetch of it a 404.
    url: canonicalColourUrl({
      category: row.category,
      manufacturerSlug: row.makerSlug,
      code: row.code,
      name: row.name,
    }),
  };
}

/** Colours joined with their manufacturer; a colour of an inactive maker is not shown. */
export function selectColours(db: DbHandle) {
  return db
    .select(colourColumns)
    .from(paintColors)
    .leftJoin(paintManufacturers, eq(paintManufacturers.id, paintColors.manufacturerId));
}

export const activeColour = and(
  eq(paintColors.isActive, true),
  sql`(${paintManufacturers.id} is null or ${paintManufacturers.isActive})`,
)!;
