import 'server-only';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import { likePattern, type SearchParams, readTableState } from '@/lib/admin/table';
import type { Admin } from '@/lib/auth';
import { frenchOrder } from '@/lib/db/collation';
import { isUniqueViolation } from '@/lib/db/errors';
import type { DbHandle } from '@/lib/db/handle';
import { brands, products } from '@/lib/db/schema';
import { getAdminT } from '@/lib/i18n/admin';
import { slugOf, type Brand } from '@/lib/validation/admin-catalogue';

const BRAND_TABLE = {
  sorts: ['name', 'slug', 'products'] as const,
  defaultSort: 'name' as const,
  filters: { statut: ['active', 'inactive'] as const },
};

export function brandTableState(params: SearchParams) {
  return readTableState(params, BRAND_TABLE);
}

// Table names written out: drizzle prints an interpolated column unqualified, and a bare "id"
// inside the subquery would be its own table's.
const productCount = sql<number>`(select count(*)::int from "products" p where p."brand_id" = "brands"."id")`;

/** The brands' admin list: search by name or slug, status filter, sort, one page. */
export async function listBrandsForAdmin(
  db: DbHandle,
  _admin: Admin,
  state: ReturnType<typeof brandTableState>,
) {
  const where: SQL[] = [];
  if (state.q) {
    const pattern = likePattern(state.q);
    where.push(or(ilike(brands.name, pattern), ilike(brands.slug, pattern))!);
  }
  if (state.filters.statut) where.push(eq(brands.isActive, state.filters.statut === 'active'));
  const condition = where.length ? and(...where) : undefined;
  const direction = state.dir === 'asc' ? asc : desc;
  const order =
    state.sort === 'products'
      ? [direction(productCount), asc(frenchOrder(brands.name))]
      : state.sort === 'slug'
        ? [direction(brands.slug)]
        : [direction(frenchOrder(brands.name))];
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: brands.id,
        name: brands.name,
        slug: brands.slug,
        isFeatured: brands.isFeatured,
        isActive: brands.isActive,
        products: productCount,
      })
      .from(brands)
      .where(condition)
      .orderBy(...order)
      .limit(state.pageSize)
      .offset((state.page - 1) * state.pageSize),
    db.select({ total: count() }).from(brands).where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function getBrandForAdmin(db: DbHandle, _admin: Admin, id: string) {
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  return row ?? null;
}

function values(input: Brand) {
  return {
    name: input.name,
    slug: slugOf(input),
    description: input.description || null,
    isFeatured: input.isFeatured,
    isActive: input.isActive,
    manufacturerName: input.manufacturerName,
    manufacturerAddress: input.manufacturerAddress,
    manufacturerEmail: input.manufacturerEmail,
    outsideEu: input.outsideEu,
    // The EU responsible person is only kept for a maker outside the EU.
    euResponsibleName: input.outsideEu ? input.euResponsibleName : null,
    euResponsibleAddress: input.outsideEu ? input.euResponsibleAddress : null,
    euResponsibleEmail: input.outsideEu ? input.euResponsibleEmail : null,
  };
}

function slugTaken(): never {
  const message = getAdminT()('validation.slugTaken');
  throw new ActionError(message, { slug: message });
}

/** Creates or updates a brand; the slug stays unique (French message on the field). */
export async function saveBrand(admin: Admin, action: string, input: Brand) {
  try {
    return await adminWrite(admin, action, async (tx, audit) => {
      const next = values(input);
      if (!input.id) {
        const created = (await tx.insert(brands).values(next).returning())[0]!;
        audit({ entity: 'brand', entityId: created.id, after: created });
        return { id: created.id, slug: created.slug, previousSlug: null as string | null };
      }
      const [before] = await tx.select().from(brands).where(eq(brands.id, input.id)).for('update');
      if (!before) throw new ActionError(getAdminT()('validation.notFound'));
      const [after] = await tx.update(brands).set(next).where(eq(brands.id, input.id)).returning();
      if (!after) throw new ActionError(getAdminT()('validation.notFound'));
      audit({ entity: 'brand', entityId: after.id, before, after });
      return { id: after.id, slug: after.slug, previousSlug: before.slug };
    });
  } catch (error) {
    if (isUniqueViolation(error)) slugTaken();
    throw error;
  }
}

/** Deletes a brand no product uses; one in use is refused with a French message. */
export async function deleteBrand(admin: Admin, action: string, id: string) {
  return adminWrite(admin, action, async (tx, audit) => {
    const [before] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
    if (!before) throw new ActionError(getAdminT()('validation.notFound'));
    const [usage] = await tx
      .select({ used: count() })
      .from(products)
      .where(eq(products.brandId, id));
    const used = usage?.used ?? 0;
    if (used > 0) throw new ActionError(getAdminT()('validation.brandInUse', { count: used }));
    await tx.delete(brands).where(eq(brands.id, id));
    audit({ entity: 'brand', entityId: id, before });
    return { id, slug: before.slug };
  });
}
