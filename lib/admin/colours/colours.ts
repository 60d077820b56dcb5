import 'server-only';
import { and, asc, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import { likePattern, readTableState, type SearchParams } from '@/lib/admin/table';
import type { Admin } from '@/lib/auth';
import { cachedMakers } from './cached';
import { frenchOrder } from '@/lib/db/collation';
import type { DbHandle, Transaction } from '@/lib/db/handle';
import { paintColors, paintManufacturers } from '@/lib/db/schema';
import { getAdminT } from '@/lib/i18n/admin';
import { COLOUR_CATEGORIES, type Colour } from '@/lib/validation/admin-colours';

const COLOUR_TABLE = {
  sorts: ['code', 'name', 'maker'] as const,
  defaultSort: 'maker' as const,
  filters: { categorie: COLOUR_CATEGORIES, statut: ['active', 'inactive'] as const },
};

export function colourTableState(params: SearchParams, makerSlugs: readonly string[]) {
  const state = readTableState(params, COLOUR_TABLE);
  const maker =
    typeof params.constructeur === 'string' && makerSlugs.includes(params.constructeur)
      ? params.constructeur
      : undefined;
  return { ...state, filters: { ...state.filters, ...(maker ? { constructeur: maker } : {}) } };
}
export type ColourTableState = ReturnType<typeof colourTableState>;

/**
 * The makers the colour list's filter and the colour form offer (names in French order). Kept
 * until a maker changes (`paintManufacturersChanged` expires the tag on every instance): the
 * list read them at every visit, one of its five round trips (issue 18's bench).
 */
export async function makersForAdmin(_admin: Admin) {
  return cachedMakers();
}

type ColourRow = {
  id: string;
  code: string;
  name: string;
  category: (typeof COLOUR_CATEGORIES)[number];
  cssPreview: string | null;
  specialEffect: Colour['specialEffect'];
  water: boolean;
  solvent: boolean;
  glossDirect: boolean;
  isActive: boolean;
  maker: string | null;
  makerSlug: string | null;
};

/**
 * The default order (maker in French alphabetical order, then code) without sorting every
 * colour: the makers (a few dozen) are ranked first, then each maker's first colours are read
 * in code order from its index (`paint_colors_manufacturer_idx`), as many as the page needs,
 * and only those are sorted. Colours without a maker come last (first in descending order),
 * as `order by maker nulls last` would put them. Makers of the same name share a rank, so
 * their colours mix by code as in one sort. With 100,000 colours: a few milliseconds instead of
 * some 80 (a sort of the whole chart on every visit).
 */
async function coloursInMakerOrder(db: DbHandle, state: ColourTableState): Promise<ColourRow[]> {
  const take = state.page * state.pageSize;
  const conditions: SQL[] = [];
  if (state.filters.categorie) conditions.push(sql`c.category = ${state.filters.categorie}`);
  if (state.filters.statut)
    conditions.push(sql`c.is_active = ${state.filters.statut === 'active'}`);
  const and = conditions.length ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
  const descending = state.dir === 'desc';
  const columns = sql`c.id, c.color_code as code, c.color_name as name, c.category,
    c.css_preview as "cssPreview", c.special_effect as "specialEffect",
    c.available_water as water, c.available_solvent as solvent,
    c.available_gloss_direct as "glossDirect", c.is_active as "isActive"`;
  const inCodeOrder = sql`order by c.color_code, c.id limit ${take}`;
  const { rows } = await db.execute<ColourRow & { rank: number }>(sql`
    with m as (
      select id, name, slug,
        dense_rank() over (order by name collate "fr-x-icu" ${descending ? sql`desc` : sql`asc`}) as rank
      from paint_manufacturers
      ${state.filters.constructeur ? sql`where slug = ${state.filters.constructeur}` : sql``}
    ),
    shown as (
      select c.*, m.name as maker, m.slug as "makerSlug", m.rank
      from m cross join lateral (
        select ${columns} from paint_colors c where c.manufacturer_id = m.id${and} ${inCodeOrder}
      ) c
      ${
        state.filters.constructeur
          ? sql``
          : sql`union all
            (select ${columns}, null::text, null::text, ${descending ? 0 : 2_147_483_647}::bigint
             from paint_colors c where c.manufacturer_id is null${and} ${inCodeOrder})`
      }
    )
    select * from shown order by rank, code, id
    limit ${state.pageSize} offset ${(state.page - 1) * state.pageSize}`);
  return rows.map(({ rank: _rank, ...row }) => row);
}

/** The colours' admin list: by code or name (trigram indexes), category, maker and status. */
export async function listColoursForAdmin(db: DbHandle, _admin: Admin, state: ColourTableState) {
  const where: SQL[] = [];
  if (state.q) {
    const pattern = likePattern(state.q.toLowerCase());
    where.push(
      or(
        sql`lower(${paintColors.colorCode}) like ${pattern}`,
        sql`public.immutable_unaccent(lower(${paintColors.colorName})) like public.immutable_unaccent(${pattern})`,
      )!,
    );
  }
  if (state.filters.categorie)
    where.push(
      eq(paintColors.category, state.filters.categorie as (typeof COLOUR_CATEGORIES)[number]),
    );
  if (state.filters.statut) where.push(eq(paintColors.isActive, state.filters.statut === 'active'));
  if (state.filters.constructeur)
    where.push(eq(paintManufacturers.slug, state.filters.constructeur));
  const condition = where.length ? and(...where) : undefined;
  const direction = state.dir === 'asc' ? asc : desc;
  const order =
    state.sort === 'code'
      ? [direction(paintColors.colorCode), asc(paintColors.id)]
      : state.sort === 'name'
        ? [direction(frenchOrder(paintColors.colorName)), asc(paintColors.id)]
        : [
            direction(frenchOrder(paintManufacturers.name)),
            asc(paintColors.colorCode),
            asc(paintColors.id),
          ];
  const [rows, totals] = await Promise.all([
    state.sort === 'maker' && !state.q
      ? coloursInMakerOrder(db, state)
      : db
          .select({
            id: paintColors.id,
            code: paintColors.colorCode,
            name: paintColors.colorName,
            category: paintColors.category,
            cssPreview: paintColors.cssPreview,
            specialEffect: paintColors.specialEffect,
            water: paintColors.availableWater,
            solvent: paintColors.availableSolvent,
            glossDirect: paintColors.availableGlossDirect,
            isActive: paintColors.isActive,
            maker: paintManufacturers.name,
            makerSlug: paintManufacturers.slug,
          })
          .from(paintColors)
          .leftJoin(paintManufacturers, eq(paintManufacturers.id, paintColors.manufacturerId))
          .where(condition)
          .orderBy(...order)
          .limit(state.pageSize)
          .offset((state.page - 1) * state.pageSize),
    db
      .select({ total: count() })
      .from(paintColors)
      .leftJoin(paintManufacturers, eq(paintManufacturers.id, paintColors.manufacturerId))
      .where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type AdminColourRow = Awaited<ReturnType<typeof listColoursForAdmin>>['rows'][number];

export async function getColourForAdmin(db: DbHandle, _admin: Admin, id: string) {
  const [row] = await db
    .select({ colour: paintColors, makerSlug: paintManufacturers.slug })
    .from(paintColors)
    .leftJoin(paintManufacturers, eq(paintManufacturers.id, paintColors.manufacturerId))
    .where(eq(paintColors.id, id));
  return row ?? null;
}

/** Serialises writes of one maker's chart: two saves cannot both add the same code. */
async function lockMaker(tx: Transaction, manufacturerId: string) {
  const [maker] = await tx
    .select({ id: paintManufacturers.id })
    .from(paintManufacturers)
    .where(eq(paintManufacturers.id, manufacturerId))
    .for('update');
  if (!maker) {
    const message = getAdminT()('validation.makerRequired');
    throw new ActionError(message, { manufacturerId: message });
  }
}

function colourValues(input: Colour) {
  const { id: _id, ...values } = input;
  return values;
}

/** Creates or updates a colour; a maker keeps one colour per code (French message). */
export async function saveColour(admin: Admin, action: string, input: Colour) {
  return adminWrite(admin, action, async (tx, audit) => {
    await lockMaker(tx, input.manufacturerId);
    const [clash] = await tx
      .select({ id: paintColors.id })
      .from(paintColors)
      .where(
        and(
          eq(paintColors.manufacturerId, input.manufacturerId),
          sql`lower(${paintColors.colorCode}) = lower(${input.colorCode})`,
          input.id ? ne(paintColors.id, input.id) : undefined,
        ),
      );
    if (clash) {
      const message = getAdminT()('validation.colourTaken');
      throw new ActionError(message, { colorCode: message });
    }
    const values = colourValues(input);
    if (!input.id) {
      const [created] = await tx.insert(paintColors).values(values).returning();
      audit({ entity: 'paint_color', entityId: created!.id, after: created });
      return { id: created!.id };
    }
    const [before] = await tx
      .select()
      .from(paintColors)
      .where(eq(paintColors.id, input.id))
      .for('update');
    if (!before) throw new ActionError(getAdminT()('validation.notFound'));
    const [after] = await tx
      .update(paintColors)
      .set(values)
      .where(eq(paintColors.id, input.id))
      .returning();
    audit({ entity: 'paint_color', entityId: input.id, before, after });
    return { id: input.id };
  });
}
