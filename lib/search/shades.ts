/**
 * Search by shade variant (issue 41 §1): « EWP variante claire », « EWP plus claire »,
 * « LA7W gros grain ». The variant's words are split from the term (pure), the rest is searched
 * as any term, and each colour found is given its variant whose name holds every one of those
 * words, with the colour page's address choosing it (?variante=plus-claire).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { SHADE_PARAM, slugify } from '@/lib/urls';
import { foldText } from './normalise';
import type { ColourHit } from './types';

/** Words that open a variant's phrase: « variante claire », « plus jaune », « gros grain ». */
const OPENERS = new Set(['variante', 'var', 'nuance', 'plus', 'gros', 'grain']);
/** Said but not in a variant's name (« variante claire » is « plus claire »). */
const FILLERS = new Set(['variante', 'var', 'nuance', 'plus']);

export type ShadeQuery = { rest: string; words: string[] };

/**
 * The term split at its first variant word: what comes before is searched, what comes after
 * names the variant. Null when the term names no variant or nothing is left to search.
 */
export function splitShadeTerm(term: string): ShadeQuery | null {
  const words = foldText(term)
    .split(/[\s.,;:]+/)
    .filter(Boolean);
  const at = words.findIndex((w) => OPENERS.has(w));
  if (at <= 0) return null;
  const shadeWords = words.slice(at).filter((w) => !FILLERS.has(w));
  // « plus » alone names nothing; « gros grain » keeps its words.
  if (shadeWords.length === 0) return null;
  return { rest: term.trim().split(/\s+/).slice(0, at).join(' '), words: shadeWords };
}

/** Whether a variant's name holds every word (a feminine « claire » finds « clair » too). */
export function shadeNameMatches(name: string, words: readonly string[]): boolean {
  const folded = foldText(name);
  return words.every((w) => folded.includes(w) || folded.includes(w.replace(/e$/, '')));
}

type ShadeRow = { colour_id: string; name: string; variant_code: string | null };

/** The colours found, each with its variant named by `words` (when it has one) first. */
export async function withShades(
  db: Database,
  hits: ColourHit[],
  words: readonly string[],
): Promise<ColourHit[]> {
  if (hits.length === 0) return hits;
  const ids = hits.map((h) => h.id);
  const { rows } = await db.execute<ShadeRow>(sql`
    select colour_id, name, variant_code from colour_shade_variants
    where colour_id = any(${sql.param(ids)}::uuid[]) order by position, name`);
  const annotated = hits.map((hit) => {
    const shade = rows.find((r) => r.colour_id === hit.id && shadeNameMatches(r.name, words));
    if (!shade) return hit;
    const url = `${hit.url}?${SHADE_PARAM}=${encodeURIComponent(slugify(shade.name))}`;
    return { ...hit, url, shade: { name: shade.name, code: shade.variant_code } };
  });
  // The colours that have the variant asked for come first, in their ranking's order.
  return [...annotated.filter((h) => h.shade), ...annotated.filter((h) => !h.shade)];
}
