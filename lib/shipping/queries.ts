import 'server-only';
import { sql } from 'drizzle-orm';
import type { BatchedRead, DbHandle } from '@/lib/db/handle';
import { PROCESS_MEMOS, processMemo } from '@/lib/cache/memo';
import { getDb } from '@/lib/db/client';
import { isTransportClass, type Carrier, type TransportClass } from './types';

/** Active carriers with their rates, in the carriers' order. */
export async function loadCarriers(
  db: DbHandle,
  read: BatchedRead = async (query) => (await db.execute(query)).rows as never,
): Promise<Carrier[]> {
  const rows = await read<{
    code: string;
    name: string;
    description: string | null;
    accepted_classes: string;
    dangerous_parcel_max_grams: number | null;
    handling_days_min: number;
    handling_days_max: number;
    is_standard: boolean;
    rates: Array<{
      country: string;
      min: number;
      max: number;
      price: number;
      free_from: number | null;
      transit_min: number;
      transit_max: number;
    }> | null;
  }>(sql`select c.code, c.name, c.description, c.accepted_classes::text[] as accepted_classes,
           c.dangerous_parcel_max_grams, c.handling_days_min, c.handling_days_max, c.is_standard,
           (select json_agg(json_build_object('country', r.country, 'min', r.min_weight_grams,
              'max', r.max_weight_grams, 'price', r.price_cents, 'free_from', r.free_from_cents,
              'transit_min', r.transit_days_min, 'transit_max', r.transit_days_max)
              order by r.country, r.min_weight_grams)
            from shipping_rates r where r.carrier_id = c.id) as rates
         from carriers c where c.is_active order by c.position, c.name`);
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    description: r.description,
    acceptedClasses: parseClasses(r.accepted_classes),
    dangerousParcelMaxGrams: r.dangerous_parcel_max_grams,
    handling: { min: r.handling_days_min, max: r.handling_days_max },
    isStandard: r.is_standard,
    rates: (r.rates ?? []).map((rate) => ({
      country: rate.country,
      minGrams: rate.min,
      maxGrams: rate.max,
      priceCents: rate.price,
      freeFromCents: rate.free_from,
      transit: { min: rate.transit_min, max: rate.transit_max },
    })),
  }));
}

function parseClasses(value: unknown): TransportClass[] {
  const list = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.replace(/^\{|\}$/g, '').split(',')
      : [];
  return list.filter(isTransportClass);
}

/** Carriers kept 30 s per server instance, like the promotion list. */
const memo = processMemo(PROCESS_MEMOS.carriers, 30_000, () => loadCarriers(getDb()));

export function activeCarriers(): Promise<Carrier[]> {
  return memo.get();
}
