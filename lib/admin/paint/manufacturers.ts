import 'server-only';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import { likePattern, readTableState, type SearchParams } from '@/lib/admin/table';
import type { Admin } from '@/lib/auth';
import { frenchOrder } from '@/lib/db/collation';
import { isUniqueViolation } from '@/lib/db/errors';
import type { DbHandle } from '@/lib/db/handle';
import { paintColors, paintManufacturers } from '@/lib/db/schema';
import { getAdminT } from '@/lib/i18n/admin';
import { slugOf } from '@/lib/validation/admin-catalogue';
import { COLOUR_CATEGORIES } from '@/lib/validation/admin-colours';
import type { Manufacturer } from '@/lib/validation/admin-paint';

const MANUFACTURER_TABLE = {
  sorts: ['name', 'slug', 'category', 'colours'] as const,
  defaultSort: 'name' as const,
  filters: { statut: ['active', 'inactive'] as const, categorie: COLOUR_CATEGORIES },
};

export function manufacturerTableState(params: SearchParams) {
  return readTableState(params, MANUFACTURER_TABLE);
}

// Table names written out: drizzle prints an interpolated column unqualified, and a bare "id"
// inside the subquery would be its own table's.
const colourCount = sql<number>`(select count(*)::int from "paint_colors" pc where pc."manufacturer_id" = "paint_manufacturers"."id")`;

/** The makers' admin list: search by name or slug, status and category filters, sort, one page. */
export async function listManufacturersForAdmin(
  db: DbHandle,
  _admin: Admin,
  state: ReturnType<typeof manufacturerTableState>,
) {
  const where: SQL[] = [];
  if (state.q) {
    const pattern = likePattern(state.q);
    where.push(
      or(ilike(paintManufacturers.name, pattern), ilike(paintManufacturers.slug, pattern))!,
    );
  }
  if (state.filters.statut)
    where.push(eq(paintManufacturers.isActive, state.filters.statut === 'active'));
  if (state.filters.categorie)
    where.push(
      eq(
        paintManufacturers.category,
        state.filters.categorie as (typeof COLOUR_CATEGORIES)[number],
      ),
    );
  const condition = where.length ? and(...where) : undefined;
  const direction = state.dir === 'asc' ? asc : desc;
  const byName = asc(frenchOrder(paintManufacturers.name));
  const order =
    state.sort === 'colours'
      ? [direction(colourCount), byName]
      : state.sort === 'slug'
        ? [direction(paintManufacturers.slug)]
        : state.sort === 'category'
          ? [direction(paintManufacturers.category), byName]
          : [direction(frenchOrder(paintManufacturers.name))];
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: paintManufacturers.id,
        name: paintManufacturers.name,
        slug: paintManufacturers.slug,
        category: paintManufacturers.category,
        isActive: paintManufacturers.isActive,
        colours: colourCount,
      })
      .from(paintManufacturers)
      .where(condition)
      .orderBy(...order)
      .limit(state.pageSize)
      .offset((state.page - 1) * state.pageSize),
    db.select({ total: count() }).from(paintManufacturers).where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function getManufacturerForAdmin(db: DbHandle, _admin: Admin, id: string) {
  const [row] = await db.select().from(paintManufacturers).where(eq(paintManufacturers.id, id));
  return row ?? null;
}

function values(input: Manufacturer) {
  return {
    name: input.name,
    slug: slugOf(input),
    category: input.category,
    codeLocation: input.codeLocation || null,
    isActive: input.isActive,
  };
}

function slugTaken(): never {
  const message = getAdminT()('validation.slugTaken');
  throw new ActionError(message, { slug: message });
}

/** Creates or updates a maker; the slug stays unique (French message on the field). */
export async function saveManufacturer(admin: Admin, action: string, input: Manufacturer) {
  try {
    return await adminWrite(admin, action, async (tx, audit) => {
      const next = values(input);
      if (!input.id) {
        const created = (await tx.insert(paintManufacturers).values(next).returning())[0]!;
        audit({ entity: 'paint_manufacturer', entityId: created.id, after: created });
        return { id: created.id, slug: created.slug };
      }
      const [before] = await tx
        .select()
        .from(paintManufacturers)
        .where(eq(paintManufacturers.id, input.id))
        .for('update');
      if (!before) throw new ActionError(getAdminT()('validation.notFound'));
      const [after] = await tx
        .update(paintManufacturers)
        .set(next)
        .where(eq(paintManufacturers.id, input.id))
        .returning();
      audit({ entity: 'paint_manufacturer', entityId: input.id, before, after });
      return { id: input.id, slug: after!.slug };
    });
  } catch (error) {
    if (isUniqueViolation(error)) slugTaken();
    throw error;
  }
}

/** Deletes a maker without colours; one with colours is refused with a French message. */
export async function deleteManufacturer(admin: Admin, action: string, id: string) {
  return adminWrite(admin, action, async (tx, audit) => {
    const [before] = await tx
      .select()
      .from(paintManufacturers)
      .where(eq(paintManufacturers.id, id))
      .for('update');
    if (!before) throw new ActionError(getAdminT()('validation.notFound'));
    const [usage] = await tx
      .select({ used: count() })
      .from(paintColors)
      .where(eq(paintColors.manufacturerId, id));
    const used = usage?.used ?? 0;
    if (used > 0)
      throw new ActionError(getAdminT()('paint.validation.manufacturerInUse', { count: used }));
    await tx.delete(paintManufacturers).where(eq(paintManufacturers.id, id));
    audit({ entity: 'paint_manufacturer', entityId: id, before });
    return { id, slug: before.slug };
  });
}
