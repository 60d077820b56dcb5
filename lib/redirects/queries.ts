import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { legacyRedirects, paintColors } from '@/lib/db/schema';
import type { ColourMatchRow } from './colour-match';
import type { DbHandle } from '@/lib/db/handle';
import { productShown } from '@/lib/db/shown-product';

/**
 * Reads behind the legacy redirects. Every one is an equality lookup on an index:
 * legacy_redirects.old_path (unique), products.slug (unique), paint_colors.code_search and the
 * name slug (btree, migration 0003).
 */

type LegacyRedirectRow = { oldPath: string; newPath: string };

const nameSlug = sql<string>`btrim(regexp_replace(public.immutable_unaccent(lower(${paintColors.colorName})), '[^a-z0-9]+', '-', 'g'), '-')`;

/** Adds counted hits to legacy_redirects.hits (batched by the caller). */
export async function addLegacyHits(
  db: DbHandle,
  counts: ReadonlyMap<string, number>,
): Promise<void> {
  for (const [oldPath, n] of counts) {
    await db
      .update(legacyRedirects)
      .set({ hits: sql`${legacyRedirects.hits} + ${n}` })
      .where(eq(legacyRedirects.oldPath, oldPath));
  }
}

export type LegacyMatches = {
  row: LegacyRedirectRow | null;
  productSlug: string | null;
  colours: ColourMatchRow[];
};

type MatchRow = {
  kind: number;
  a: string;
  b: string | null;
  c: string | null;
  d: string | null;
  e: string | null;
};

export type LegacyMatchInput = {
  oldPaths: string[];
  productSlugs: string[];
  codes: string[];
  names: string[];
};

/** The statement behind findLegacyMatches (exported so a test can EXPLAIN it). */
export function legacyMatchesQuery(input: LegacyMatchInput) {
  const text = (values: string[]) => sql`${sql.param(values)}::text[]`;
  return sql`
    select 1 as kind, old_path as a, new_path as b, null as c, null as d, null as e
      from legacy_redirects where old_path = any(${text(input.oldPaths)})
    union all
    select 2, slug, null, null, null, null from products
      where slug = any(${text(input.productSlugs)}) and ${productShown()}
    union all
    (select 3, paint_colors.id::text, color_code, color_name, paint_colors.category::text, m.slug
       from paint_colors left join paint_manufacturers m on m.id = paint_colors.manufacturer_id
      where paint_colors.is_active and (m.id is null or m.is_active)
        and (code_search = any(${text(input.codes)}) or ${nameSlug} = any(${text(input.names)}))
      limit 100)`;
}

/**
 * The three lookups of a legacy address in one round trip (each part an indexed equality
 * probe): legacy_redirects rows of `oldPaths`, active visible products among `productSlugs`,
 * colour candidates by folded code or name slug. Same answers as the three functions above.
 */
export async function findLegacyMatches(
  db: DbHandle,
  input: LegacyMatchInput,
): Promise<LegacyMatches> {
  const result = await db.execute<MatchRow>(legacyMatchesQuery(input));
  const rows = result.rows;
  const legacy = rows.filter((r) => r.kind === 1);
  const products = new Set(rows.filter((r) => r.kind === 2).map((r) => r.a));
  const oldPath = input.oldPaths.find((p) => legacy.some((r) => r.a === p));
  const row = legacy.find((r) => r.a === oldPath);
  return {
    row: row ? { oldPath: row.a, newPath: row.b ?? '' } : null,
    productSlug: input.productSlugs.find((s) => products.has(s)) ?? null,
    colours: rows
      .filter((r) => r.kind === 3)
      .map((r) => ({
        id: r.a,
        code: r.b ?? '',
        name: r.c ?? '',
        category: r.d ?? '',
        manufacturerSlug: r.e,
      })),
  };
}
