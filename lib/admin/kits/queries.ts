import 'server-only';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import { likePattern, readTableState, type SearchParams } from '@/lib/admin/table';
import type { Admin } from '@/lib/auth';
import { frenchOrder } from '@/lib/db/collation';
import { isForeignKeyViolation } from '@/lib/db/errors';
import type { DbHandle, Transaction } from '@/lib/db/handle';
import { products, productVariants, repairKitComponents, repairKits } from '@/lib/db/schema';
import { getAdminT } from '@/lib/i18n/admin';
import { REPAIR_TYPES } from '@/lib/kits/types';
import type { KitValues } from '@/lib/validation/admin-kits';

/** The repair kits' admin screen (`/admin/kits`, issue 41 §3): list, form, writes. */
const KIT_TABLE = {
  sorts: ['position', 'name'] as const,
  defaultSort: 'position' as const,
  filters: { type: REPAIR_TYPES },
};

export function kitTableState(params: SearchParams) {
  return readTableState(params, KIT_TABLE);
}

const componentCount = sql<number>`(select count(*)::int from repair_kit_components c
  where c.kit_id = "repair_kits"."id")`;

export async function listKitsForAdmin(
  db: DbHandle,
  _admin: Admin,
  table: ReturnType<typeof kitTableState>,
) {
  const where: SQL[] = [];
  if (table.q) where.push(ilike(repairKits.name, likePattern(table.q)));
  if (table.filters.type) where.push(eq(repairKits.repairType, table.filters.type));
  const condition = where.length ? and(...where) : undefined;
  const direction = table.dir === 'asc' ? asc : desc;
  const order = {
    position: [direction(repairKits.position), asc(frenchOrder(repairKits.name))],
    name: [direction(frenchOrder(repairKits.name))],
  }[table.sort];
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: repairKits.id,
        name: repairKits.name,
        repairType: repairKits.repairType,
        colourProductKey: repairKits.colourProductKey,
        colourQuantity: repairKits.colourQuantity,
        discountPercent: repairKits.discountPercent,
        isPublished: repairKits.isPublished,
        components: componentCount,
      })
      .from(repairKits)
      .where(condition)
      .orderBy(...order)
      .limit(table.pageSize)
      .offset((table.page - 1) * table.pageSize),
    db.select({ total: count() }).from(repairKits).where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type AdminKitRow = Awaited<ReturnType<typeof listKitsForAdmin>>['rows'][number];

/** A kit with its components (`item`: the form's `{productId}[:{variantId}]`). */
export async function getKitForAdmin(db: DbHandle, _admin: Admin, id: string) {
  const [kit] = await db.select().from(repairKits).where(eq(repairKits.id, id));
  if (!kit) return null;
  const components = await db
    .select({
      productId: repairKitComponents.productId,
      variantId: repairKitComponents.variantId,
      quantity: repairKitComponents.quantity,
    })
    .from(repairKitComponents)
    .where(eq(repairKitComponents.kitId, id))
    .orderBy(asc(repairKitComponents.position), asc(repairKitComponents.id));
  return { ...kit, components };
}

/** Every product (and variant) a kit may hold, for the form's picker. */
export async function kitProductChoices(db: DbHandle, _admin: Admin) {
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      reference: products.referenceCode,
      variantId: productVariants.id,
      variantName: productVariants.variantName,
    })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(eq(products.isActive, true))
    .orderBy(asc(frenchOrder(products.name)), asc(productVariants.position));
  return rows.map((r) => ({
    value: r.variantId ? `${r.productId}:${r.variantId}` : r.productId,
    label: [r.name, r.variantName, r.reference ? `(${r.reference})` : null]
      .filter(Boolean)
      .join(' – '),
  }));
}

async function lockKit(tx: Transaction, id: string) {
  const [row] = await tx.select().from(repairKits).where(eq(repairKits.id, id)).for('update');
  if (!row) throw new ActionError(getAdminT()('validation.notFound'));
  return row;
}

function values(input: KitValues) {
  return {
    name: input.name,
    description: input.description || null,
    repairType: input.repairType,
    colourProductKey: input.colourProductKey,
    colourQuantity: input.colourQuantity,
    discountPercent: input.discountPercent,
    position: input.position,
    isPublished: input.isPublished,
    updatedAt: new Date(),
  };
}

/** Creates or updates a kit and replaces its components, in the form's order. */
export async function saveKit(admin: Admin, action: string, input: KitValues) {
  try {
    return await adminWrite(admin, action, async (tx, audit) => {
      let id: string;
      let before: Record<string, unknown> | undefined;
      if (!input.id) {
        id = (await tx.insert(repairKits).values(values(input)).returning())[0]!.id;
      } else {
        const kit = await lockKit(tx, input.id);
        const parts = await tx
          .delete(repairKitComponents)
          .where(eq(repairKitComponents.kitId, input.id))
          .returning();
        before = { ...kit, components: parts };
        await tx.update(repairKits).set(values(input)).where(eq(repairKits.id, input.id));
        id = input.id;
      }
      const components = await tx
        .insert(repairKitComponents)
        .values(
          input.components.map((c, position) => ({
            kitId: id,
            productId: c.item.productId,
            variantId: c.item.variantId,
            quantity: c.quantity,
            position,
          })),
        )
        .returning();
      audit({
        entity: 'repair_kit',
        entityId: id,
        ...(before ? { before } : {}),
        after: { ...values(input), components },
      });
      return { id };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw new ActionError(getAdminT()('kits.validation.productUnknown'));
    }
    throw error;
  }
}

/** Deletes a kit (orders keep their copy of it in order_items.kit). */
export async function deleteKit(admin: Admin, action: string, id: string) {
  return adminWrite(admin, action, async (tx, audit) => {
    const before = await lockKit(tx, id);
    await tx.delete(repairKits).where(eq(repairKits.id, id));
    audit({ entity: 'repair_kit', entityId: id, before });
    return { id };
  });
}
