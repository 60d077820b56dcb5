/**
 * Product brands for the search. They are few (tens), so the list is read once a minute per
 * process and matched here; the product query then gets their ids as constants, which lets the
 * planner combine the brand index with the trigram indexes (a sub-select would make it scan).
 */
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/handle';
import { foldText, hasPrefixTrigram, hasTrigram, type SearchQuery } from './normalise';

export type Brand = { id: string; folded: string };
/** Brand ids per searched word (the key is the word, or the whole term when it is short). */
export type BrandMatches = Map<string, string[]>;

const TTL_MS = 60_000;
const memo = new WeakMap<DbHandle, { at: number; brands: Promise<Brand[]> }>();

export function loadBrands(db: DbHandle, now = Date.now()): Promise<Brand[]> {
  const cached = memo.get(db);
  if (cached && now - cached.at < TTL_MS) return cached.brands;
  const brands = db
    .execute<{ id: string; name: string }>(sql`select id, name from brands`)
    .then((r) => r.rows.map((b) => ({ id: b.id, folded: foldText(b.name) })));
  memo.set(db, { at: now, brands });
  brands.catch(() => memo.delete(db));
  return brands;
}

/** Same rule as the product name: each long stem contained, or a short term starting a word. */
export function matchBrands(brands: ReadonlyArray<Brand>, query: SearchQuery): BrandMatches {
  const found: BrandMatches = new Map();
  if (!query.searchable) return found;
  const add = (key: string, test: (b: Brand) => boolean) => {
    const ids = brands.filter(test).map((b) => b.id);
    if (ids.length > 0) found.set(key, ids);
  };
  const long = query.stems.filter(hasTrigram);
  for (const word of long) add(word, (b) => b.folded.includes(word));
  const f = query.folded;
  if (long.length === 0 && hasPrefixTrigram(f)) {
    add(f, (b) => b.folded.startsWith(f) || b.folded.includes(` ${f}`));
  }
  return found;
}
