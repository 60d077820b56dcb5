import 'server-only';
import { sql } from 'drizzle-orm';
import { cachedRead } from '@/lib/cache/read';
import { TAGS } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import type { DbHandle } from '@/lib/db/handle';

/**
 * The carriers an order list filters by and an order is shipped with ('use cache'), kept apart from the screen's query module like every domain's `cached.ts`:
 * it changes only through an admin write, which expires its entity's tag on every instance
 * (lib/cache/invalidate.ts). No argument: the answer is the same for every administrator, and
 * its callers have checked the administrator first (their `_admin` parameter).
 */
export async function cachedCarrierOptions() {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.shipping],
      life: 'hours',
      failure: 'admin : lecture des transporteurs impossible',
    },
    () => readCarrierOptions(getDb()),
  );
}

async function readCarrierOptions(db: DbHandle) {
  const { rows } = await db.execute<{ code: string; name: string }>(
    sql`select code, name from carriers order by position, name`,
  );
  return rows;
}
