/** One colour: by its page address (the lookup order of lookup.ts), by id, a bi-tone and its tones. */
import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { paintColors } from '@/lib/db/schema';
import { bitonCode } from '@/lib/urls';
import { isUuid } from '@/lib/uuid';
import {
  activeColour,
  selectColours,
  toColour,
  toSummary,
  UNKNOWN_MANUFACTURER,
} from './colour-rows';
import { findColourBySlug, type LookupStep } from './lookup';
import { foldCode, isColourCategory, type ColourCategory } from './slug';
import { getManufacturerBySlug } from './manufacturers';
import { type Colour, type ColourSummary } from './types';
import type { DbHandle } from '@/lib/db/handle';

export type ColourLookup =
  { status: 'found'; colour: Colour; step: LookupStep } | { status: 'not-found' };

/**
 * The colour of /catalogue-couleur/{category}/{manufacturer}/{slug} (spec section 7): the
 * manufacturer by slug (active only; an unknown slug is not found, 'unknown' means no filter),
 * then the colour by code candidates, legacy code, partial code (lib/colours/lookup.ts).
 */
export async function findColour(
  db: DbHandle,
  input: {
    category: string;
    manufacturerSlug: string;
    slug: string;
  },
): Promise<ColourLookup> {
  if (!isColourCategory(input.category)) return { status: 'not-found' };
  const category = input.category;
  let manufacturerId: string | null = null;
  if (input.manufacturerSlug !== UNKNOWN_MANUFACTURER) {
    const manufacturer = await getManufacturerBySlug(db, input.manufacturerSlug);
    if (!manufacturer) return { status: 'not-found' };
    manufacturerId = manufacturer.id;
  }
  const scope = and(
    activeColour,
    eq(paintColors.category, category),
    manufacturerId ? eq(paintColors.manufacturerId, manufacturerId) : undefined,
  )!;
  // Equality on an indexed column: at most 50 rows of the scope.
  const among = async (column: AnyPgColumn, values: string[]) =>
    values.length === 0
      ? []
      : selectColours(db)
          .where(and(scope, inArray(column, values)))
          .limit(50);
  const found = await findColourBySlug(
    input.slug,
    {
      byCodes: (codes) => among(paintColors.colorCode, codes),
      byLegacyCodes: (codes) => among(paintColors.colorCodeLegacy, codes),
      byCodeKeys: (keys) => among(paintColors.codeSearch, keys),
      byPartialCode: async (term) =>
        selectColours(db)
          // lower(color_code) like …: the trigram index on lower(color_code) serves it.
          .where(
            and(
              scope,
              sql`lower(${paintColors.colorCode}) like ${`%${escapeLike(term.toLowerCase())}%`}`,
            ),
          )
          .orderBy(sql`length(${paintColors.colorCode})`, asc(paintColors.colorCode))
          .limit(100),
    },
    manufacturerId ? input.manufacturerSlug : null,
  );
  if (!found) return { status: 'not-found' };
  return { status: 'found', colour: toColour(found.colour), step: found.step };
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** /paint/{id} and /color/{id}: an active colour by id. */
export async function getColourById(db: DbHandle, id: string): Promise<Colour | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectColours(db)
    .where(and(activeColour, eq(paintColors.id, id)))
    .limit(1);
  return row ? toColour(row) : null;
}

/** The two-tone colour of a bi-tone page: its code (lower-case, hyphenated) within the scope. */
export async function findTwoToneColour(
  db: DbHandle,
  input: {
    category: string;
    manufacturerSlug: string;
    code: string;
  },
): Promise<Colour | null> {
  if (!isColourCategory(input.category)) return null;
  const folded = foldCode(input.code);
  if (!folded || folded.length > 60) return null;
  let manufacturerId: string | null = null;
  if (input.manufacturerSlug !== UNKNOWN_MANUFACTURER) {
    const manufacturer = await getManufacturerBySlug(db, input.manufacturerSlug);
    if (!manufacturer) return null;
    manufacturerId = manufacturer.id;
  }
  const rows = await selectColours(db)
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
export async function findToneColour(
  db: DbHandle,
  input: {
    category: ColourCategory;
    manufacturerId: string | null;
    tone: string;
  },
): Promise<ColourSummary | null> {
  const [row] = await selectColours(db)
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
