import 'server-only';
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite, type Audit } from '@/lib/admin/audit';
import { likePattern, readTableState, type SearchParams } from '@/lib/admin/table';
import type { Admin } from '@/lib/auth';
import { frenchOrder } from '@/lib/db/collation';
import { isUniqueViolation } from '@/lib/db/errors';
import type { DbHandle, Transaction } from '@/lib/db/handle';
import { carriers, orders, shippingRates } from '@/lib/db/schema';
import { getAdminT } from '@/lib/i18n/admin';
import type { CarrierValues } from '@/lib/validation/admin-commerce';

const CARRIER_TABLE = {
  sorts: ['position', 'name', 'code', 'rates'] as const,
  defaultSort: 'position' as const,
  filters: { statut: ['active', 'inactive'] as const },
};

export function carrierTableState(params: SearchParams) {
  return readTableState(params, CARRIER_TABLE);
}

// Qualified by hand: in a subquery, drizzle writes the outer table's columns without their
// table, and `id` would then name the subquery's own.
const rateCount = sql<number>`(select count(*)::int from shipping_rates r where r.carrier_id = "carriers"."id")`;

/** The carriers' admin list: search by name or code, status filter, their rate counts. */
export async function listCarriersForAdmin(
  db: DbHandle,
  _admin: Admin,
  table: ReturnType<typeof carrierTableState>,
) {
  const where: SQL[] = [];
  if (table.q) {
    const pattern = likePattern(table.q);
    where.push(or(ilike(carriers.name, pattern), ilike(carriers.code, pattern))!);
  }
  if (table.filters.statut) where.push(eq(carriers.isActive, table.filters.statut === 'active'));
  const condition = where.length ? and(...where) : undefined;
  const direction = table.dir === 'asc' ? asc : desc;
  const order = {
    position: [direction(carriers.position), asc(frenchOrder(carriers.name))],
    name: [direction(frenchOrder(carriers.name))],
    code: [direction(carriers.code)],
    rates: [direction(rateCount), asc(frenchOrder(carriers.name))],
  }[table.sort];
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: carriers.id,
        code: carriers.code,
        name: carriers.name,
        acceptedClasses: carriers.acceptedClasses,
        handlingDaysMin: carriers.handlingDaysMin,
        handlingDaysMax: carriers.handlingDaysMax,
        isStandard: carriers.isStandard,
        isActive: carriers.isActive,
        rates: rateCount,
      })
      .from(carriers)
      .where(condition)
      .orderBy(...order)
      .limit(table.pageSize)
      .offset((table.page - 1) * table.pageSize),
    db.select({ total: count() }).from(carriers).where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function getCarrierForAdmin(db: DbHandle, _admin: Admin, id: string) {
  const [row] = await db.select().from(carriers).where(eq(carriers.id, id));
  return row ?? null;
}

/** Every carrier, for the rate form's picker and the delivery screen's filter. */
export async function carrierChoices(db: DbHandle, _admin: Admin) {
  return db
    .select({ id: carriers.id, name: carriers.name, isActive: carriers.isActive })
    .from(carriers)
    .orderBy(asc(carriers.position), asc(frenchOrder(carriers.name)));
}

function values(input: CarrierValues) {
  return {
    code: input.code,
    name: input.name,
    description: input.description || null,
    acceptedClasses: input.acceptedClasses,
    dangerousParcelMaxGrams: input.dangerousParcelMaxGrams,
    handlingDaysMin: input.handlingDaysMin,
    handlingDaysMax: input.handlingDaysMax,
    isStandard: input.isStandard,
    isActive: input.isActive,
    position: input.position,
    updatedAt: new Date(),
  };
}

export async function lockCarrier(tx: Transaction, id: string) {
  const [row] = await tx.select().from(carriers).where(eq(carriers.id, id)).for('update');
  if (!row) throw new ActionError(getAdminT()('validation.notFound'));
  return row;
}

/**
 * One carrier is the standard one (the rate search engines are told about): marking this one
 * standard takes the mark from the others, each change recorded.
 */
async function keepOneStandard(tx: Transaction, audit: Audit, id: string) {
  const others = await tx
    .update(carriers)
    .set({ isStandard: false, updatedAt: new Date() })
    .where(and(eq(carriers.isStandard, true), ne(carriers.id, id)))
    .returning({ id: carriers.id });
  for (const other of others) {
    audit({
      entity: 'carrier',
      entityId: other.id,
      before: { isStandard: true },
      after: { isStandard: false },
    });
  }
}

/** Creates or updates a carrier; its code stays unique (French message on the field). */
export async function saveCarrier(admin: Admin, action: string, input: CarrierValues) {
  try {
    return await adminWrite(admin, action, async (tx, audit) => {
      const next = values(input);
      let id: string;
      if (!input.id) {
        const created = (await tx.insert(carriers).values(next).returning())[0]!;
        audit({ entity: 'carrier', entityId: created.id, after: created });
        id = created.id;
      } else {
        const before = await lockCarrier(tx, input.id);
        const [after] = await tx
          .update(carriers)
          .set(next)
          .where(eq(carriers.id, input.id))
          .returning();
        audit({ entity: 'carrier', entityId: input.id, before, after });
        id = input.id;
      }
      if (input.isStandard) await keepOneStandard(tx, audit, id);
      return { id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const message = getAdminT()('commerce.validation.carrierCodeTaken');
      throw new ActionError(message, { code: message });
    }
    throw error;
  }
}

/**
 * Deletes a carrier (its rates go with it) that no order was shipped with; one that was is
 * refused in French: the admin deactivates it instead.
 */
export async function deleteCarrier(admin: Admin, action: string, id: string) {
  return adminWrite(admin, action, async (tx, audit) => {
    const before = await lockCarrier(tx, id);
    const [usage] = await tx
      .select({ used: count() })
      .from(orders)
      .where(eq(orders.carrierCode, before.code));
    const used = usage?.used ?? 0;
    if (used > 0) {
      throw new ActionError(getAdminT()('commerce.validation.carrierUsed', { count: used }));
    }
    const rates = await tx.delete(shippingRates).where(eq(shippingRates.carrierId, id)).returning();
    await tx.delete(carriers).where(eq(carriers.id, id));
    audit({ entity: 'carrier', entityId: id, before: { ...before, rates } });
    return { id };
  });
}
