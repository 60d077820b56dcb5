import 'server-only';
import { cachedRead } from '@/lib/cache/read';
import { TAGS } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { readMakers } from './colours/colours';
import { readCarrierOptions } from './orders/queries';
import { readFormOptions } from './products/queries';

/**
 * The admin screens' cached reads ('use cache'), kept apart from their query modules like every
 * domain's `cached.ts`: small option lists that change only through an admin write, which
 * expires their entity's tag on every instance (lib/cache/invalidate.ts). They take no
 * argument: what they return is the same for every administrator, and the screens that call
 * them have checked the administrator first (the `_admin` parameter of their callers).
 */

/** The carriers an order list filters by and an order is shipped with. */
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

/** The paint makers of the colour list's filter and the colour form. */
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

/** The brands and categories of the product form and the products list's brand filter. */
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
