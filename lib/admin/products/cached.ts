import 'server-only';
import { asc } from 'drizzle-orm';
import { cachedRead } from '@/lib/cache/read';
import { TAGS } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import type { DbHandle } from '@/lib/db/handle';
import { frenchOrder } from '@/lib/db/collation';
import { brands, categories } from '@/lib/db/schema';

/**
 * The brands and categories of the product form and the products list's brand filter ('use cache'), kept apart from the screen's query module like every domain's `cached.ts`:
 * it changes only through an admin write, which expires its entity's tag on every instance
 * (lib/cache/invalidate.ts). No argument: the answer is the same for every administrator, and
 * its callers have checked the administrator first (their `_admin` parameter).
 */
export async function cachedFormOptions() {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.brands, TAGS.categories],
      life: 'hours',
      failure: 'admin : lecture des marques et catégories impossible',
    },
    () => readFormOptions(getDb()),
  );
}

async function readFormOptions(db: DbHandle) {
  const [brandRows, categoryRows] = await Promise.all([
    db
      .select({ id: brands.id, name: brands.name, slug: brands.slug })
      .from(brands)
      .orderBy(asc(frenchOrder(brands.name))),
    db
      .select({ id: categories.id, name: categories.name, section: categories.section })
      .from(categories)
      .orderBy(asc(categories.section), asc(frenchOrder(categories.name))),
  ]);
  return { brands: brandRows, categories: categoryRows };
}
