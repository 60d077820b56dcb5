import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/handle';

/**
 * The products' bin (« Corbeille », issue 40 §4, lib/admin/products/bin.ts): how long a deleted
 * product can be restored, and the worker's nightly purge (`products-purge-bin`,
 * lib/jobs/worker.ts). docs/decisions/product-bin.md says why a purge is a real delete.
 */
export const BIN_DAYS = 30;
const DAY_MS = 86_400_000;

/** The moment a product deleted at `deletedAt` leaves the bin. */
export const purgeDate = (deletedAt: Date) => new Date(deletedAt.getTime() + BIN_DAYS * DAY_MS);

/**
 * Deletes the products in the bin for `BIN_DAYS` days or more: variants, categories, price
 * history and undo records go with them by their foreign keys; order lines, invoices and credit
 * notes are snapshots without one and stay as they were. `now` is the test's clock.
 */
export async function purgeBin(db: DbHandle, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - BIN_DAYS * DAY_MS);
  const { rows } = await db.execute<{ id: string }>(
    sql`delete from products
         where deleted_at is not null and deleted_at <= ${cutoff.toISOString()}::timestamptz
     returning id`,
  );
  return rows.length;
}
