import 'server-only';
import { sql } from 'drizzle-orm';
import type { Caller } from '@/lib/auth/caller';
import type { DbHandle } from '@/lib/db/handle';
import { invoicePdf, type InvoicePdf } from './store';
import { isUuid } from '@/lib/uuid';

/**
 * An invoice or credit note PDF its order's owner (or an admin) may download; null for anyone
 * else, exactly as for a missing one or a malformed id (a stranger learns nothing).
 */
export async function invoiceForCaller(
  db: DbHandle,
  caller: Caller,
  invoiceId: string,
): Promise<InvoicePdf | null> {
  if (caller.kind !== 'customer') return null;
  if (!isUuid(invoiceId)) return null;
  const { rows } = await db.execute<{ user_id: string | null }>(sql`
    select o.user_id from invoices i join orders o on o.id = i.order_id
    where i.id = ${invoiceId}::uuid`);
  const owner = rows[0];
  if (!owner) return null;
  if (owner.user_id !== caller.userId && !caller.isAdmin) return null;
  return invoicePdf(db, invoiceId);
}
