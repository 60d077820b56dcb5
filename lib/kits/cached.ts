/** The colour pages' kits section, cached (invalidated by `repairKitsChanged` and products). */
import { cachedRead } from '@/lib/cache/read';
import { TAGS } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { listPublishedKits, type ShopKit } from './shop';

export async function cachedPublishedKits(): Promise<ShopKit[]> {
  'use cache';
  return cachedRead<ShopKit[]>(
    {
      tags: [TAGS.repairKits, TAGS.products],
      life: 'hours',
      failure: 'lecture des kits de réparation impossible',
      fallback: [],
    },
    () => listPublishedKits(getDb()),
  );
}
