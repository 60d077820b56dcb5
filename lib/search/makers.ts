/**
 * Paint makers for the search. There are a few dozen: the list is read once a minute per
 * process and matched here (the score's own rule), and the colour query receives the chosen
 * makers' ids as constants; the colours' maker name and slug come from the same list.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import type { SearchQuery } from './normalise';
import { makerMatches } from './score';

export type MakerRef = { id: string; name: string; slug: string; isActive: boolean };

/** How many makers a term may select (« ma » finds Mazda, Maserati…). */
export const MAX_MAKERS = 8;
const TTL_MS = 60_000;
const memo = new WeakMap<Database, { at: number; makers: Promise<Map<string, MakerRef>> }>();

/** Every maker by id (inactive ones too: their colours are then left out). */
export function loadMakers(db: Database, now = Date.now()): Promise<Map<string, MakerRef>> {
  const cached = memo.get(db);
  if (cached && now - cached.at < TTL_MS) return cached.makers;
  const makers = db
    .execute<{ id: string; name: string; slug: string; is_active: boolean }>(
      sql`select id, name, slug, is_active from paint_manufacturers`,
    )
    .then(
      (r) =>
        new Map(
          r.rows.map((m) => [
            m.id,
            { id: m.id, name: m.name, slug: m.slug, isActive: m.is_active },
          ]),
        ),
    );
  memo.set(db, { at: now, makers });
  makers.catch(() => memo.delete(db));
  return makers;
}

/** Active makers one of whose name's words starts with the term, by name, at most 8. */
export function matchMakers(makers: Iterable<MakerRef>, query: SearchQuery): MakerRef[] {
  if (!query.searchable) return [];
  return [...makers]
    .filter((m) => m.isActive && makerMatches(query.folded, m.name))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
    .slice(0, MAX_MAKERS);
}
