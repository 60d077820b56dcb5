import 'server-only';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import { likePattern, type SearchParams, readTableState } from '@/lib/admin/table';
import type { Admin } from '@/lib/auth';
import { frenchOrder } from '@/lib/db/collation';
import { isUniqueViolation } from '@/lib/db/errors';
import type { DbHandle } from '@/lib/db/handle';
import { categories, productTags } from '@/lib/db/schema';
import { getAdminT } from '@/lib/i18n/admin';
import { CATALOGUE_SECTIONS, slugOf, type Category } from '@/lib/validation/admin-catalogue';

const CATEGORY_TABLE = {
  sorts: ['name', 'section', 'position', 'products'] as const,
  defaultSort: 'section' as const,
  filters: { rayon: CATALOGUE_SECTIONS },
};

export function categoryTableState(params: SearchParams) {
  return readTableState(params, CATEGORY_TABLE);
}

// Table names written out: drizzle prints an interpolated column unqualified, and a bare "id"
// inside the subquery would be its own table's.
const productCount = sql<number>`(select count(*)::int from "product_tags" pt where pt."category_id" = "categories"."id")`;

/** The categories' admin list (the spec's « tags »): search, section filter, sort, one page. */
export async function listCategoriesForAdmin(
  db: DbHandle,
  _admin: Admin,
  state: ReturnType<typeof categoryTableState>,
) {
  const where: SQL[] = [];
  if (state.q) {
    const pattern = likePattern(state.q);
    where.push(or(ilike(categories.name, pattern), ilike(categories.slug, pattern))!);
  }
  if (state.filters.rayon)
    where.push(eq(categories.section, state.filters.rayon as (typeof CATALOGUE_SECTIONS)[number]));
  const condition = where.length ? and(...where) : undefined;
  const direction = state.dir === 'asc' ? asc : desc;
  const byName = asc(frenchOrder(categories.name));
  const order =
    state.sort === 'products'
      ? [direction(productCount), byName]
      : state.sort === 'section'
        ? [direction(categories.section), asc(categories.position), byName]
        : state.sort === 'position'
          ? [direction(categories.position), byName]
          : [direction(frenchOrder(categories.name))];
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        section: categories.section,
        position: categories.position,
        isActive: categories.isActive,
        products: productCount,
      })
      .from(categories)
      .where(condition)
      .orderBy(...order)
      .limit(state.pageSize)
      .offset((state.page - 1) * state.pageSize),
    db.select({ total: count() }).from(categories).where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function getCategoryForAdmin(db: DbHandle, _admin: Admin, id: string) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row ?? null;
}

function values(input: Category) {
  return {
    name: input.name,
    slug: slugOf(input),
    description: input.description || null,
    section: input.section,
    position: input.position,
    isActive: input.isActive,
  };
}

/** Creates or updates a category; the slug stays unique (French message on the field). */
export async function saveCategory(admin: Admin, action: string, input: Category) {
  try {
    return await adminWrite(admin, action, async (tx, audit) => {
      const next = values(input);
      if (!input.id) {
        const created = (await tx.insert(categories).values(next).returning())[0]!;
        audit({ entity: 'category', entityId: created.id, after: created });
        return { id: created.id, slug: created.slug };
      }
      const [before] = await tx
        .select()
        .from(categories)
        .where(eq(categories.id, input.id))
        .for('update');
      if (!before) throw new ActionError(getAdminT()('validation.notFound'));
      const [after] = await tx
        .update(categories)
        .set(next)
        .where(eq(categories.id, input.id))
        .returning();
      if (!after) throw new ActionError(getAdminT()('validation.notFound'));
      audit({ entity: 'category', entityId: after.id, before, after });
      return { id: after.id, slug: after.slug };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const message = getAdminT()('validation.slugTaken');
      throw new ActionError(message, { slug: message });
    }
    throw error;
  }
}

/** Deletes a category that holds no product; one in use is refused with a French message. */
export async function deleteCategory(admin: Admin, action: string, id: string) {
  return adminWrite(admin, action, async (tx, audit) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw new ActionError(getAdminT()('validation.notFound'));
    const [usage] = await tx
      .select({ used: count() })
      .from(productTags)
      .where(eq(productTags.categoryId, id));
    const used = usage?.used ?? 0;
    if (used > 0) throw new ActionError(getAdminT()('validation.categoryInUse', { count: used }));
    await tx.delete(categories).where(eq(categories.id, id));
    audit({ entity: 'category', entityId: id, before });
    return { id, slug: before.slug };
  });
}
