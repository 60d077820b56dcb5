import 'server-only';
import { cachedRead } from '@/lib/cache/read';
import { TAGS } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { DEFAULT_DISPATCH, type DispatchSettings } from './rules';
import { readDispatchSettings } from './settings';

/**
 * The dispatch settings for cached pages (the colour page, the cart's shell): tagged `shipping`,
 * so the owner's save (`shippingChanged()`) reaches them. Rules only, never a date: the browser
 * computes the date from them at the moment it is shown.
 */
export async function cachedDispatchSettings(): Promise<DispatchSettings> {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.shipping],
      life: 'hours',
      failure: 'réglages d’expédition illisibles',
      fallback: DEFAULT_DISPATCH,
    },
    () => readDispatchSettings(getDb()),
  );
}
