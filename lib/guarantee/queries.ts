import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/handle';
import { GUARANTEE_SETTING_KEY, guaranteeSettingsOf, type GuaranteeSettings } from './settings';

/** The owner's test card and guarantee settings (the defaults until /admin/garanties saves). */
export async function readGuaranteeSettings(db: DbHandle): Promise<GuaranteeSettings> {
  const { rows } = await db.execute<{ setting_value: unknown }>(sql`
    select setting_value from seo_settings where setting_key = ${GUARANTEE_SETTING_KEY}`);
  return guaranteeSettingsOf(rows[0]?.setting_value);
}
