import 'server-only';
import { adminWrite } from '@/lib/admin/audit';
import type { Admin } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';
import { seoSettings } from '@/lib/db/schema';
import {
  INVOICING_SETTING_KEY,
  readInvoiceMentions,
  type InvoiceMentions,
} from '@/lib/invoices/mentions';

/** The invoice mentions the owner sets in /admin/accounting. */
export async function getInvoiceMentionsForAdmin(
  db: DbHandle,
  _admin: Admin,
): Promise<InvoiceMentions> {
  return readInvoiceMentions(db);
}

/** Saves them (one upsert of the row, with its audit entry). */
export async function saveInvoiceMentions(admin: Admin, action: string, input: InvoiceMentions) {
  return adminWrite(admin, action, async (tx, audit) => {
    const before = await readInvoiceMentions(tx);
    const after: InvoiceMentions = { vatOnDebits: input.vatOnDebits };
    await tx
      .insert(seoSettings)
      .values({ settingKey: INVOICING_SETTING_KEY, settingValue: after })
      .onConflictDoUpdate({
        target: seoSettings.settingKey,
        set: { settingValue: after, updatedAt: new Date() },
      });
    audit({ entity: 'invoicing_settings', entityId: INVOICING_SETTING_KEY, before, after });
    return after;
  });
}
