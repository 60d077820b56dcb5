import 'server-only';
import { cachedRead } from '@/lib/cache/read';
import { TAGS } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { listPaintHazards } from './queries';

/** The colour pages' CLP labels by paint type; the admin's save invalidates them. */
export async function cachedPaintHazards() {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.paintTypeHazards],
      life: 'days',
      failure: 'lecture des dangers des peintures à la teinte impossible',
    },
    () => listPaintHazards(getDb()),
  );
}
