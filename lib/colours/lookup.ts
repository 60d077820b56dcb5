/**
 * The colour lookup's order (spec section 7, paint_colors), independent of the database so it
 * is unit-tested; lib/colours/find.ts supplies the three reads, already limited to active
 * colours of the URL's category (and manufacturer when the URL names one).
 *
 * 1. color_code equal to one of the slug's code candidates; a row whose code-name slug is the
 *    URL's slug wins, else the longest candidate matched.
 * 2. color_code_legacy equal to a candidate with hyphens read as dots; same choice.
 * 3. the code as printed on the maker's plate (« tekng » is Renault's KNG, « c9x » Volkswagen's
 *    LC9X: lib/search/plate-codes.ts); the shortest code wins.
 * 4. a partial, case-insensitive match on the code; the exact slug wins, else the shortest code.
 */
import { codeKey } from '@/lib/search/normalise';
import { plateConvention, plateReadings } from '@/lib/search/plate-codes';
import { codeCandidates, legacyCandidates, normaliseColourSlug, partialCodeTerm } from './slug';
import { colourSlug } from '@/lib/urls';

export type LookupRow = { code: string; name: string; legacyCode: string | null };

export type ColourFinders<T extends LookupRow> = {
  byCodes: (codes: string[]) => Promise<T[]>;
  byLegacyCodes: (codes: string[]) => Promise<T[]>;
  /** Rows whose folded code (`code_search`) is one of these keys. */
  byCodeKeys: (keys: string[]) => Promise<T[]>;
  byPartialCode: (term: string) => Promise<T[]>;
};

export type LookupStep = 'code' | 'legacy' | 'plate' | 'partial';

/**
 * Step 3's keys: the slug's first word, or its first two (« te-nnp »), read as a plate code
 * of the URL's maker (any convention when the maker is unknown).
 */
function plateLookupKeys(slug: string, makerSlug: string | null): string[] {
  const words = slug.split('-').filter(Boolean);
  const convention = makerSlug ? plateConvention(makerSlug) : null;
  if (makerSlug && !convention) return [];
  const keys = new Set<string>();
  const typed = [words.slice(0, 2).join(''), words[0] ?? ''];
  for (const text of typed) {
    for (const reading of plateReadings(text)) {
      if (convention && reading.convention !== convention) continue;
      reading.keys.forEach((k) => keys.add(k));
    }
  }
  // The code as typed was step 1's.
  for (const text of typed) keys.delete(codeKey(text));
  return [...keys];
}

function exactSlug<T extends LookupRow>(rows: T[], slug: string): T | undefined {
  return rows.find((row) => colourSlug(row.code, row.name) === slug);
}

function byCandidateOrder<T extends LookupRow>(
  rows: T[],
  candidates: string[],
  key: (row: T) => string | null,
): T | undefined {
  let best: T | undefined;
  let bestRank = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    const value = key(row);
    const rank = value === null ? -1 : candidates.indexOf(value);
    if (rank >= 0 && rank < bestRank) {
      best = row;
      bestRank = rank;
    }
  }
  return best ?? rows[0];
}

function shortestCode<T extends LookupRow>(rows: T[]): T | undefined {
  return [...rows].sort((a, b) => a.code.length - b.code.length || a.code.localeCompare(b.code))[0];
}

export async function findColourBySlug<T extends LookupRow>(
  rawSlug: string,
  finders: ColourFinders<T>,
  makerSlug: string | null = null,
): Promise<{ colour: T; step: LookupStep } | null> {
  const slug = normaliseColourSlug(rawSlug);
  if (!slug) return null;

  const codes = codeCandidates(slug);
  const byCode = await finders.byCodes(codes);
  if (byCode.length > 0) {
    const colour = exactSlug(byCode, slug) ?? byCandidateOrder(byCode, codes, (r) => r.code);
    if (colour) return { colour, step: 'code' };
  }

  const legacy = legacyCandidates(slug);
  const byLegacy = await finders.byLegacyCodes(legacy);
  if (byLegacy.length > 0) {
    const colour =
      exactSlug(byLegacy, slug) ?? byCandidateOrder(byLegacy, legacy, (r) => r.legacyCode);
    if (colour) return { colour, step: 'legacy' };
  }

  const plateKeys = plateLookupKeys(slug, makerSlug);
  if (plateKeys.length > 0) {
    const colour = shortestCode(await finders.byCodeKeys(plateKeys));
    if (colour) return { colour, step: 'plate' };
  }

  const term = partialCodeTerm(slug);
  if (!term) return null;
  const partial = await finders.byPartialCode(term);
  const colour = exactSlug(partial, slug) ?? shortestCode(partial);
  return colour ? { colour, step: 'partial' } : null;
}
