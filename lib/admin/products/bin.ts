import 'server-only';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import type { Admin } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';
import { products } from '@/lib/db/schema';
import { getAdminT } from '@/lib/i18n/admin';
import { purgeDate } from '@/lib/jobs/purge-bin';

/**
 * The bin (« Corbeille », issue 40 §4, docs/decisions/product-bin.md): a deleted product keeps
 * its row with `deleted_at`; the storefront reads it as not shown (`productShown`), the admin
 * lists leave it out; « Restaurer » brings it back as it was; the job worker purges it
 * 30 days later (lib/jobs/purge-bin.ts). Order lines are snapshots without a foreign key: a purge leaves every
 * order, invoice and credit note as it was.
 */
/** Moves a product to the bin; its slug is kept (a restore gives it back its address). */
export async function binProduct(admin: Admin, action: string, id: string) {
  return adminWrite(admin, action, async (tx, audit) => {
    const [row] = await tx
      .update(products)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(products.id, id), isNull(products.deletedAt)))
      .returning({ slug: products.slug, name: products.name });
    if (!row) throw new ActionError(getAdminT()('validation.notFound'));
    audit({ entity: 'product', entityId: id, after: { binned: true, name: row.name } });
    return { id, slugs: [row.slug] };
  });
}

/** Takes a product out of the bin, as it was when deleted. */
export async function restoreProduct(admin: Admin, action: string, id: string) {
  return adminWrite(admin, action, async (tx, audit) => {
    const [row] = await tx
      .update(products)
      .set({ deletedAt: null, updatedAt: new Date() })
      .where(and(eq(products.id, id), isNotNull(products.deletedAt)))
      .returning({ slug: products.slug, name: products.name });
    if (!row) throw new ActionError(getAdminT()('validation.notFound'));
    audit({ entity: 'product', entityId: id, after: { restored: true, name: row.name } });
    return { id, slugs: [row.slug] };
  });
}

export type BinRow = {
  id: string;
  name: string;
  referenceCode: string | null;
  deletedAt: Date;
  /** The day the worker purges it. */
  purgeAt: Date;
};

/** The bin's products, last deleted first. */
export async function listBin(db: DbHandle): Promise<BinRow[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      referenceCode: products.referenceCode,
      deletedAt: products.deletedAt,
    })
    .from(products)
    .where(isNotNull(products.deletedAt))
    .orderBy(desc(products.deletedAt), products.id)
    .limit(500);
  return rows.map((row) => ({
    ...row,
    deletedAt: row.deletedAt!,
    purgeAt: purgeDate(row.deletedAt!),
  }));
}
