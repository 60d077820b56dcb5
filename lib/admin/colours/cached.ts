import 'server-only';
import { asc } from 'drizzle-orm';
import { cachedRead } from '@/lib/cache/read';
import { TAGS } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import type { DbHandle } from '@/lib/db/handle';
import { frenchOrder } from '@/lib/db/collation';
import { paintManufacturers } from '@/lib/db/schema';

/**
 * The paint makers of the colour list's filter and the colour form ('use cache'), kept apart from the screen's query module like every domain's `cached.ts`:
 * it changes only through an admin write, which expires its entity's tag on every instance
 * (lib/cache/invalidate.ts). No argument: the answer is the same for every administrator, and
 * its callers have checked the administrator first (their `_admin` parameter).
 */
export async function cachedMakers() {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.paintManufacturers],
      life: 'hours',
      failure: 'admin : lecture des constructeurs impossible',
    },
    () => readMakers(getDb()),
  );
}

async function readMakers(db: DbHandle) {
  return db
    .select({
      id: paintManufacturers.id,
      name: paintManufacturers.name,
      slug: paintManufacturers.slug,
      category: paintManufacturers.category,
    })
    .from(paintManufacturers)
    .orderBy(asc(frenchOrder(paintManufacturers.name)));
}
