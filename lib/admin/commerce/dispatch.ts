import 'server-only';
import { adminWrite } from '@/lib/admin/audit';
import type { Admin } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';
import { seoSettings } from '@/lib/db/schema';
import { DISPATCH_SETTING_KEY, type DispatchSettings } from '@/lib/dispatch/rules';
import { readDispatchSettings } from '@/lib/dispatch/settings';

/** The dispatch settings the owner sets in /admin/delivery. */
export async function getDispatchSettingsForAdmin(
  db: DbHandle,
  _admin: Admin,
): Promise<DispatchSettings> {
  return readDispatchSettings(db);
}

/** Saves them (one upsert of the row, with its audit entry). */
export async function saveDispatchSettings(admin: Admin, action: string, input: DispatchSettings) {
  return adminWrite(admin, action, async (tx, audit) => {
    const before = await readDispatchSettings(tx);
    const after: DispatchSettings = {
      preparationDays: input.preparationDays,
      paintPreparationDays: input.paintPreparationDays,
      cutoff: input.cutoff,
    };
    await tx
      .insert(seoSettings)
      .values({ settingKey: DISPATCH_SETTING_KEY, settingValue: after })
      .onConflictDoUpdate({
        target: seoSettings.settingKey,
        set: { settingValue: after, updatedAt: new Date() },
      });
    audit({ entity: 'dispatch_settings', entityId: DISPATCH_SETTING_KEY, before, after });
    return after;
  });
}
