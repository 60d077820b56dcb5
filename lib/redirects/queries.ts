import 'server-only';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { legacyRedirects, paintColors, paintManufacturers, products } from '@/lib/db/schema';
import type { ColourMatchRow } from './colour-match';

/**
 * Reads behind the legacy redirects. Every one is an equality lookup on an index:
 * legacy_redirects.old_path (unique), products.slug (unique), paint_colors.code_search and the
 * name slug (btree, migration 0003).
 */

export type LegacyRedirectRow = { oldPath: string; newPath: string };

/** The row of the most specific old path that has one (paths in priority order). */
export async function findLegacyRedirect(oldPaths: string[]): Promise<LegacyRedirectRow | null> {
  if (oldPaths.length === 0) return null;
  const rows = await getDb()
    .select({ oldPath: legacyRedirects.oldPath, newPath: legacyRedirects.newPath })
    .from(legacyRedirects)
    .where(inArray(legacyRedirects.oldPath, oldPaths));
  for (const path of oldPaths) {
    const row = rows.find((r) => r.oldPath === path);
    if (row) return row;
  }
  return null;
}

/** The slug of an active, visible product among the candidates (first candidate wins). */
export async function findProductSlug(slugs: string[]): Promise<string | null> {
  if (slugs.length === 0) return null;
  const rows = await getDb()
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(
        inArray(products.slug, slugs),
        eq(products.isActive, true),
        eq(products.visibleInFrontend, true),
      ),
    );
  return slugs.find((s) => rows.some((r) => r.slug === s)) ?? null;
}

const nameSlug = sql<string>`btrim(regexp_replace(public.immutable_unaccent(lower(${paintColors.colorName})), '[^a-z0-9]+', '-', 'g'), '-')`;

/**
 * Active colours (of an active or no manufacturer) whose folded code is one of `codes` or whose
 * name slug is one of `names`: the candidates `pickColour` chooses from.
 */
export async function findColourCandidates(
  codes: string[],
  names: string[],
): Promise<ColourMatchRow[]> {
  const conditions = [];
  if (codes.length > 0) conditions.push(inArray(paintColors.codeSearch, codes));
  if (names.length > 0) conditions.push(inArray(nameSlug, names));
  if (conditions.length === 0) return [];
  return getDb()
    .select({
      id: paintColors.id,
      code: paintColors.colorCode,
      name: paintColors.colorName,
      category: paintColors.category,
      manufacturerSlug: paintManufacturers.slug,
    })
    .from(paintColors)
    .leftJoin(paintManufacturers, eq(paintManufacturers.id, paintColors.manufacturerId))
    .where(
      and(
        eq(paintColors.isActive, true),
        or(...conditions),
        or(isNull(paintManufacturers.id), eq(paintManufacturers.isActive, true)),
      ),
    )
    .limit(100);
}

/** Adds counted hits to legacy_redirects.hits (batched by the caller). */
export async function addLegacyHits(counts: ReadonlyMap<string, number>): Promise<void> {
  const db = getDb();
  for (const [oldPath, n] of counts) {
    await db
      .update(legacyRedirects)
      .set({ hits: sql`${legacyRedirects.hits} + ${n}` })
      .where(eq(legacyRedirects.oldPath, oldPath));
  }
}
