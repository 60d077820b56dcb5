import 'server-only';
import { and, asc, count, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import { likePattern, readTableState, type SearchParams } from '@/lib/admin/table';
import type { Admin } from '@/lib/auth';
import { isUniqueViolation } from '@/lib/db/errors';
import type { DbHandle, Transaction } from '@/lib/db/handle';
import { promotions, promotionUses } from '@/lib/db/schema';
import { getAdminT } from '@/lib/i18n/admin';
import type { PromotionInput, PromotionValues } from '@/lib/validation/admin-commerce';

/** The shop's calendar: a promotion's days start and end at midnight in France. */
const SHOP_TIME_ZONE = 'Europe/Paris';

export const PROMOTION_STATES = ['active', 'scheduled', 'expired', 'inactive'] as const;
type PromotionState = (typeof PROMOTION_STATES)[number];

const PROMOTION_TABLE = {
  sorts: ['code', 'name', 'uses', 'validFrom', 'validUntil'] as const,
  defaultSort: 'validFrom' as const,
  defaultDir: 'desc' as const,
  filters: { etat: PROMOTION_STATES },
};

export function promotionTableState(params: SearchParams) {
  return readTableState(params, PROMOTION_TABLE);
}

// Qualified by hand: in a subquery, drizzle writes the outer table's columns without their
// table, and `id` would then name the subquery's own.
// Uses on cancelled orders are left out, as in the analytics.
const uses = sql<number>`(select count(*)::int from promotion_uses pu join orders o on o.id = pu.order_id
  where pu.promotion_id = "promotions"."id" and o.status <> 'cancelled')`;
/** Where a promotion stands now (inactive first: a switched-off code is off whatever its dates). */
const state = sql<PromotionState>`case
  when not ${promotions.isActive} then 'inactive'
  when ${promotions.validUntil} is not null and ${promotions.validUntil} < now() then 'expired'
  when ${promotions.validFrom} > now() then 'scheduled'
  else 'active' end`;
const dayOf = (column: AnyColumn) =>
  sql<string | null>`to_char(${column} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`;

/** The first instant of a calendar day in France. */
const startOfDay = (day: string) => sql`(${day}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`;
/** The last instant of a calendar day in France (`valid_until` is inclusive). */
const endOfDay = (day: string) =>
  sql`((${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}) - interval '1 microsecond'`;

const listColumns = {
  id: promotions.id,
  code: promotions.code,
  name: promotions.name,
  type: promotions.type,
  value: promotions.value,
  minOrderAmount: promotions.minOrderAmount,
  maxDiscountAmount: promotions.maxDiscountAmount,
  isActive: promotions.isActive,
  validFrom: dayOf(promotions.validFrom),
  validUntil: dayOf(promotions.validUntil),
  state,
  uses,
  firstOrderOnly: promotions.firstOrderOnly,
  maxUsesPerCustomer: promotions.maxUsesPerCustomer,
  maxUses: promotions.maxUses,
  usesCount: promotions.usesCount,
  customerType: promotions.customerType,
  categoryIds: promotions.categoryIds,
  brandIds: promotions.brandIds,
  combinableWithPro: promotions.combinableWithPro,
};

/** The promotions' admin list: search by code or name, state filter, sort, usage counts. */
export async function listPromotionsForAdmin(
  db: DbHandle,
  _admin: Admin,
  table: ReturnType<typeof promotionTableState>,
) {
  const where: SQL[] = [];
  if (table.q) {
    const pattern = likePattern(table.q);
    where.push(or(ilike(promotions.code, pattern), ilike(promotions.name, pattern))!);
  }
  if (table.filters.etat) where.push(sql`${state} = ${table.filters.etat}`);
  const condition = where.length ? and(...where) : undefined;
  const direction = table.dir === 'asc' ? asc : desc;
  const order = {
    code: [direction(promotions.code)],
    name: [direction(promotions.name), asc(promotions.code)],
    uses: [direction(uses), asc(promotions.code)],
    validFrom: [direction(promotions.validFrom), asc(promotions.code)],
    validUntil: [direction(sql`${promotions.validUntil} nulls last`), asc(promotions.code)],
  }[table.sort];
  const [rows, totals] = await Promise.all([
    db
      .select(listColumns)
      .from(promotions)
      .where(condition)
      .orderBy(...order)
      .limit(table.pageSize)
      .offset((table.page - 1) * table.pageSize),
    db.select({ total: count() }).from(promotions).where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type AdminPromotionRow = Awaited<ReturnType<typeof listPromotionsForAdmin>>['rows'][number];
export type PromotionTableState = ReturnType<typeof promotionTableState>;

export async function getPromotionForAdmin(db: DbHandle, _admin: Admin, id: string) {
  const [row] = await db.select(listColumns).from(promotions).where(eq(promotions.id, id));
  return row ?? null;
}

/** Today in the shop's calendar (the new promotion form's first day). */
export async function shopToday(db: DbHandle): Promise<string> {
  const { rows } = await db.execute<{ day: string }>(
    sql`select to_char(now() at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD') as day`,
  );
  return rows[0]!.day;
}

/** The limits of a new promotion's form: none. */
export const NO_LIMITS = {
  firstOrderOnly: false,
  maxUsesPerCustomer: '',
  maxUses: '',
  customerType: '',
  categoryIds: [],
  brandIds: [],
  combinableWithPro: true,
} satisfies Partial<PromotionInput>;

function values(input: PromotionValues) {
  return {
    code: input.code,
    name: input.name,
    type: input.type,
    value: input.value,
    minOrderAmount: input.minOrderAmount,
    maxDiscountAmount: input.type === 'free_shipping' ? null : input.maxDiscountAmount,
    isActive: input.isActive,
    validFrom: startOfDay(input.validFrom),
    validUntil: input.validUntil === null ? null : endOfDay(input.validUntil),
    firstOrderOnly: input.firstOrderOnly,
    maxUsesPerCustomer: input.maxUsesPerCustomer,
    maxUses: input.maxUses,
    customerType: input.customerType,
    categoryIds: input.categoryIds,
    brandIds: input.brandIds,
    combinableWithPro: input.combinableWithPro,
  };
}

function codeTaken(): never {
  const message = getAdminT()('commerce.validation.codeTaken');
  throw new ActionError(message, { code: message });
}

async function lockPromotion(tx: Transaction, id: string) {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  if (!row) throw new ActionError(getAdminT()('validation.notFound'));
  return row;
}

/**
 * Creates or updates a promotion. Codes are stored trimmed and upper case and stay unique
 * whatever their case (the database's unique index on `lower(code)` decides, so two admins
 * saving at once cannot both win).
 */
export async function savePromotion(admin: Admin, action: string, input: PromotionValues) {
  try {
    return await adminWrite(admin, action, async (tx, audit) => {
      const next = values(input);
      if (!input.id) {
        const created = (await tx.insert(promotions).values(next).returning())[0]!;
        audit({ entity: 'promotion', entityId: created.id, after: created });
        return { id: created.id, code: created.code };
      }
      const before = await lockPromotion(tx, input.id);
      const [after] = await tx
        .update(promotions)
        .set(next)
        .where(eq(promotions.id, input.id))
        .returning();
      audit({ entity: 'promotion', entityId: input.id, before, after });
      return { id: input.id, code: after!.code };
    });
  } catch (error) {
    if (isUniqueViolation(error)) codeTaken();
    throw error;
  }
}

/** Switches a promotion off (or on again) without touching anything else. */
export async function setPromotionActive(
  admin: Admin,
  action: string,
  id: string,
  isActive: boolean,
) {
  return adminWrite(admin, action, async (tx, audit) => {
    const before = await lockPromotion(tx, id);
    const [after] = await tx
      .update(promotions)
      .set({ isActive })
      .where(eq(promotions.id, id))
      .returning();
    audit({ entity: 'promotion', entityId: id, before, after });
    return { id, isActive };
  });
}

/**
 * Deletes a promotion no order used. A used one is refused with a French message: its uses
 * (and the orders' discount history) stay, the admin deactivates it instead.
 */
export async function deletePromotion(admin: Admin, action: string, id: string) {
  return adminWrite(admin, action, async (tx, audit) => {
    const before = await lockPromotion(tx, id);
    const [usage] = await tx
      .select({ used: count() })
      .from(promotionUses)
      .where(eq(promotionUses.promotionId, id));
    const used = usage?.used ?? 0;
    if (used > 0) {
      throw new ActionError(getAdminT()('commerce.validation.promotionUsed', { count: used }));
    }
    await tx.delete(promotions).where(eq(promotions.id, id));
    audit({ entity: 'promotion', entityId: id, before });
    return { id };
  });
}
