import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, lte, ne, sql, type SQL } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import { formatGrams } from '@/lib/admin/commerce/format';
import { likePattern, readTableState, type SearchParams } from '@/lib/admin/table';
import type { Admin } from '@/lib/auth';
import { frenchOrder } from '@/lib/db/collation';
import type { DbHandle, Transaction } from '@/lib/db/handle';
import { carriers, shippingRates } from '@/lib/db/schema';
import { getAdminT } from '@/lib/i18n/admin';
import { DESTINATIONS } from '@/lib/shipping/types';
import type { RateValues } from '@/lib/validation/admin-commerce';
import { lockCarrier } from './carriers';

/**
 * `/admin/delivery`: the zones (destination countries), their weight bands and rates, per
 * carrier. The carrier filter's allowed values are the carriers' ids (read before the state).
 */
export function rateTableState(params: SearchParams, carrierIds: readonly string[]) {
  return readTableState(params, {
    sorts: ['carrier', 'country', 'weight', 'price'] as const,
    defaultSort: 'carrier' as const,
    filters: { transporteur: carrierIds, zone: DESTINATIONS },
  });
}

/** The rates' admin list, in the order the cart reads them (carrier, zone, band). */
export async function listRatesForAdmin(
  db: DbHandle,
  _admin: Admin,
  table: ReturnType<typeof rateTableState>,
) {
  const where: SQL[] = [];
  if (table.q) where.push(ilike(carriers.name, likePattern(table.q)));
  if (table.filters.transporteur)
    where.push(eq(shippingRates.carrierId, table.filters.transporteur));
  if (table.filters.zone) where.push(eq(shippingRates.country, table.filters.zone));
  const condition = where.length ? and(...where) : undefined;
  const direction = table.dir === 'asc' ? asc : desc;
  const byBand = [asc(shippingRates.country), asc(shippingRates.minWeightGrams)];
  const order = {
    carrier: [direction(carriers.position), direction(frenchOrder(carriers.name)), ...byBand],
    country: [
      direction(shippingRates.country),
      asc(carriers.position),
      asc(shippingRates.minWeightGrams),
    ],
    weight: [
      direction(shippingRates.minWeightGrams),
      asc(carriers.position),
      asc(shippingRates.country),
    ],
    price: [direction(shippingRates.priceCents), asc(carriers.position), ...byBand],
  }[table.sort];
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: shippingRates.id,
        carrierId: carriers.id,
        carrierName: carriers.name,
        carrierActive: carriers.isActive,
        country: shippingRates.country,
        minWeightGrams: shippingRates.minWeightGrams,
        maxWeightGrams: shippingRates.maxWeightGrams,
        priceCents: shippingRates.priceCents,
        freeFromCents: shippingRates.freeFromCents,
        transitDaysMin: shippingRates.transitDaysMin,
        transitDaysMax: shippingRates.transitDaysMax,
      })
      .from(shippingRates)
      .innerJoin(carriers, eq(carriers.id, shippingRates.carrierId))
      .where(condition)
      .orderBy(...order)
      .limit(table.pageSize)
      .offset((table.page - 1) * table.pageSize),
    db
      .select({ total: count() })
      .from(shippingRates)
      .innerJoin(carriers, eq(carriers.id, shippingRates.carrierId))
      .where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type AdminRateRow = Awaited<ReturnType<typeof listRatesForAdmin>>['rows'][number];
export type RateTableState = ReturnType<typeof rateTableState>;

export async function getRateForAdmin(db: DbHandle, _admin: Admin, id: string) {
  const [row] = await db
    .select({ rate: shippingRates, carrierName: carriers.name })
    .from(shippingRates)
    .innerJoin(carriers, eq(carriers.id, shippingRates.carrierId))
    .where(eq(shippingRates.id, id));
  return row ?? null;
}

/**
 * The carrier's rates of one zone must not overlap (bounds included): the cart takes the band
 * holding the parcel's weight, and two would make it ambiguous. Called with the carrier row
 * locked, so two admins adding bands at once are checked one after the other.
 */
async function refuseOverlap(tx: Transaction, input: RateValues) {
  const [clash] = await tx
    .select({ min: shippingRates.minWeightGrams, max: shippingRates.maxWeightGrams })
    .from(shippingRates)
    .where(
      and(
        eq(shippingRates.carrierId, input.carrierId),
        eq(shippingRates.country, input.country),
        lte(shippingRates.minWeightGrams, input.maxWeightGrams),
        gte(shippingRates.maxWeightGrams, input.minWeightGrams),
        input.id ? ne(shippingRates.id, input.id) : sql`true`,
      ),
    )
    .orderBy(asc(shippingRates.minWeightGrams))
    .limit(1);
  if (!clash) return;
  const message = getAdminT()('commerce.validation.bandOverlap', {
    min: formatGrams(clash.min),
    max: formatGrams(clash.max),
  });
  throw new ActionError(message, { minWeightGrams: message, maxWeightGrams: message });
}

function values(input: RateValues) {
  return {
    carrierId: input.carrierId,
    country: input.country,
    minWeightGrams: input.minWeightGrams,
    maxWeightGrams: input.maxWeightGrams,
    priceCents: input.price,
    freeFromCents: input.freeFrom,
    transitDaysMin: input.transitDaysMin,
    transitDaysMax: input.transitDaysMax,
  };
}

async function lockRate(tx: Transaction, id: string) {
  const [row] = await tx.select().from(shippingRates).where(eq(shippingRates.id, id)).for('update');
  if (!row) throw new ActionError(getAdminT()('validation.notFound'));
  return row;
}

/** Creates or updates a rate (a carrier's price for one zone and weight band). */
export async function saveRate(admin: Admin, action: string, input: RateValues) {
  return adminWrite(admin, action, async (tx, audit) => {
    // Carriers first (the old one too when the rate moves), in a fixed order, then the rate:
    // the order every write of carriers and rates takes its locks in.
    const [current] = input.id
      ? await tx
          .select({ carrierId: shippingRates.carrierId })
          .from(shippingRates)
          .where(eq(shippingRates.id, input.id))
      : [];
    if (input.id && !current) throw new ActionError(getAdminT()('validation.notFound'));
    const carrierIds = [...new Set([input.carrierId, current?.carrierId ?? input.carrierId])];
    for (const carrierId of carrierIds.sort()) await lockCarrier(tx, carrierId);
    const before = input.id ? await lockRate(tx, input.id) : null;
    await refuseOverlap(tx, input);
    const next = values(input);
    if (!before) {
      const created = (await tx.insert(shippingRates).values(next).returning())[0]!;
      audit({ entity: 'shipping_rate', entityId: created.id, after: created });
      return { id: created.id };
    }
    const [after] = await tx
      .update(shippingRates)
      .set(next)
      .where(eq(shippingRates.id, before.id))
      .returning();
    audit({ entity: 'shipping_rate', entityId: before.id, before, after });
    return { id: before.id };
  });
}

export async function deleteRate(admin: Admin, action: string, id: string) {
  return adminWrite(admin, action, async (tx, audit) => {
    const [current] = await tx
      .select({ carrierId: shippingRates.carrierId })
      .from(shippingRates)
      .where(eq(shippingRates.id, id));
    if (!current) throw new ActionError(getAdminT()('validation.notFound'));
    await lockCarrier(tx, current.carrierId);
    const before = await lockRate(tx, id);
    await tx.delete(shippingRates).where(eq(shippingRates.id, id));
    audit({ entity: 'shipping_rate', entityId: id, before });
    return { id };
  });
}
