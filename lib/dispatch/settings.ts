import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/handle';
import { DISPATCH_SETTING_KEY, dispatchSettingsOf, type DispatchSettings } from './rules';

/** The stored row (none: the defaults); the order's batched read queues it too. */
export const dispatchSettingsSql = () =>
  sql`select setting_value from seo_settings where setting_key = ${DISPATCH_SETTING_KEY}`;

export type DispatchSettingsRow = { setting_value: unknown };

/** The dispatch settings as stored now. */
export async function readDispatchSettings(db: DbHandle): Promise<DispatchSettings> {
  const { rows } = await db.execute<DispatchSettingsRow>(dispatchSettingsSql());
  return dispatchSettingsOf(rows[0]?.setting_value);
}
