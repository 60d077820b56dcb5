import 'server-only';
import { sql } from 'drizzle-orm';
import { adminWrite } from '@/lib/admin/audit';
import type { Admin } from '@/lib/auth';
import { LOW_STOCK_EMAIL_SETTING } from '@/lib/jobs/low-stock-email';

/**
 * Switches the owner's daily low-stock e-mail on or off (`seo_settings` row
 * `owner_low_stock_email`, the shop's key-value settings; read by the worker's cron job,
 * lib/jobs/low-stock-email.ts).
 */
export async function setLowStockEmail(admin: Admin, action: string, enabled: boolean) {
  return adminWrite(admin, action, async (tx, audit) => {
    const { rows } = await tx.execute<{ before: { enabled?: boolean } | null }>(sql`
      with old as (select setting_value from seo_settings
                   where setting_key = ${LOW_STOCK_EMAIL_SETTING} for update)
      insert into seo_settings (setting_key, setting_value)
      values (${LOW_STOCK_EMAIL_SETTING}, jsonb_build_object('enabled', ${enabled}::boolean))
      on conflict (setting_key) do update
        set setting_value = excluded.setting_value, updated_at = now()
      returning (select setting_value from old) as before`);
    audit({
      entity: 'site_config',
      entityId: LOW_STOCK_EMAIL_SETTING,
      before: rows[0]?.before ?? null,
      after: { enabled },
    });
    return { enabled };
  });
}
