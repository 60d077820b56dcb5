import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import type { Admin } from '@/lib/auth';
import { frenchOrder } from '@/lib/db/collation';
import { isUniqueViolation } from '@/lib/db/errors';
import type { DbHandle, Transaction } from '@/lib/db/handle';
import { brands, categories, professionalPrices } from '@/lib/db/schema';
import { getAdminT } from '@/lib/i18n/admin';
import type { ProPriceValues } from '@/lib/validation/admin-commerce';

/**
 * Professional prices by brand and by category (`/admin/promotions/prix-pro`): a percentage off
 * the retail price for verified professionals, read by the pricing (lib/pricing/pro.ts: the
 * largest of the product's brand and categories; a fixed price on the product comes first).
 * The table also holds product and variant prices; those are the product form's.
 */
const targetName = sql<string>`coalesce(${brands.name}, ${categories.name})`;

const columns = {
  id: professionalPrices.id,
  scope: professionalPrices.scope,
  brandId: professionalPrices.brandId,
  categoryId: professionalPrices.categoryId,
  discountPercent: professionalPrices.discountPercent,
  targetName,
};

function byBrandOrCategory(db: DbHandle) {
  return db
    .select(columns)
    .from(professionalPrices)
    .leftJoin(brands, eq(brands.id, professionalPrices.brandId))
    .leftJoin(categories, eq(categories.id, professionalPrices.categoryId));
}

/** Every brand and category price, brands first, in French order. */
export async function listProPricesForAdmin(db: DbHandle, _admin: Admin) {
  return byBrandOrCategory(db)
    .where(sql`${professionalPrices.scope} in ('brand', 'category')`)
    .orderBy(asc(professionalPrices.scope), asc(frenchOrder(targetName)));
}
export type AdminProPriceRow = Awaited<ReturnType<typeof listProPricesForAdmin>>[number];

export async function getProPriceForAdmin(db: DbHandle, _admin: Admin, id: string) {
  const [row] = await byBrandOrCategory(db).where(
    sql`${professionalPrices.id} = ${id}::uuid and ${professionalPrices.scope} in ('brand', 'category')`,
  );
  return row ?? null;
}

async function lockProPrice(tx: Transaction, id: string) {
  const [row] = await tx
    .select()
    .from(professionalPrices)
    .where(eq(professionalPrices.id, id))
    .for('update');
  if (!row || (row.scope !== 'brand' && row.scope !== 'category')) {
    throw new ActionError(getAdminT()('validation.notFound'));
  }
  return row;
}

/** Creates or updates a brand's or a category's professional percentage (one per target). */
export async function saveProPrice(admin: Admin, action: string, input: ProPriceValues) {
  const next = {
    scope: input.scope,
    brandId: input.scope === 'brand' ? input.targetId : null,
    categoryId: input.scope === 'category' ? input.targetId : null,
    productId: null,
    variantId: null,
    discountPercent: input.discountPercent,
    priceTtc: null,
  };
  try {
    return await adminWrite(admin, action, async (tx, audit) => {
      if (!input.id) {
        const [created] = await tx.insert(professionalPrices).values(next).returning();
        audit({ entity: 'professional_price', entityId: created!.id, after: created });
        return { id: created!.id };
      }
      const before = await lockProPrice(tx, input.id);
      const [after] = await tx
        .update(professionalPrices)
        .set(next)
        .where(eq(professionalPrices.id, input.id))
        .returning();
      audit({ entity: 'professional_price', entityId: input.id, before, after });
      return { id: input.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const message = getAdminT()('commerce.validation.proPriceTaken');
      throw new ActionError(message, {
        [input.scope === 'brand' ? 'brandId' : 'categoryId']: message,
      });
    }
    throw error;
  }
}

export async function deleteProPrice(admin: Admin, action: string, id: string) {
  return adminWrite(admin, action, async (tx, audit) => {
    const before = await lockProPrice(tx, id);
    await tx.delete(professionalPrices).where(eq(professionalPrices.id, id));
    audit({ entity: 'professional_price', entityId: id, before });
    return { id };
  });
}
