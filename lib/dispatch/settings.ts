import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/handle';
import { DISPATCH_SETTING_KEY, dispatchSettingsOf, type DispatchSettings } from './rules';

/** The dispatch settings as stored now (the order reads them when it is placed). */
export async function readDispatchSettings(db: DbHandle): Promise<DispatchSettings> {
  const { rows } = await db.execute<{ setting_value: unknown }>(sql`
    select setting_value from seo_settings where setting_key = ${DISPATCH_SETTING_KEY}`);
  return dispatchSettingsOf(rows[0]?.setting_value);
}
