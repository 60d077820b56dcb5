import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  parsePeriod,
  promotionUse,
  salesByPeriod,
  searchMisses,
  topColours,
  topProducts,
} from '@/lib/admin/analytics/queries';
import type { Admin } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import { missKey, recordSearchMiss, REPEAT_SECONDS } from '@/lib/search/misses';

const me: Admin = {
  kind: 'customer',
  userId: randomUUID(),
  email: 'admin@example.fr',
  isAdmin: true,
  isVerifiedProfessional: false,
};
const db = () => getDb();

/** Wednesday 15 May 2019, 14:00 in Paris (UTC+2): years before any demo order. */
const NOW = new Date('2019-05-15T12:00:00Z');
let serial = 0;

type Line = { product?: string; name: string; quantity: number; ttc: number; colour?: object };

async function order(
  at: string,
  input: { paid?: boolean; cancelled?: boolean; total: number; lines?: Line[] },
) {
  serial += 1;
  const { rows } = await db().execute<{ id: string }>(sql`
    insert into orders (order_number, email, status, payment_state, payment_method, subtotal_cents,
                        total_cents, total_ht_cents, shipping_address, created_at)
    values (${`NU-2019-7${String(serial).padStart(5, '0')}`}, 'stats@example.fr',
            ${input.cancelled ? 'cancelled' : input.paid ? 'paid' : 'pending'}::order_status,
            ${input.paid ? 'paid' : 'pending'}::payment_state, 'card', ${input.total},
            ${input.total}, ${Math.round(input.total / 1.2)}, '{}'::jsonb, ${at}::timestamptz)
    returning id`);
  const id = rows[0]!.id;
  for (const line of input.lines ?? []) {
    await db().execute(sql`
      insert into order_items (order_id, product_id, name, quantity, unit_price_ht, unit_price_ttc,
                               total_ht, total_ttc, is_custom_paint, colour)
      values (${id}, ${line.product ?? null}, ${line.name}, ${line.quantity}, 0, ${line.ttc},
              0, ${line.ttc * line.quantity}, ${Boolean(line.colour)},
              ${line.colour ? JSON.stringify(line.colour) : null}::jsonb)`);
  }
  return id;
}

describe('admin analytics', () => {
  it('reads the period from the address, day by default', () => {
    expect(parsePeriod('semaine')).toBe('semaine');
    expect(parsePeriod(['mois'])).toBe('mois');
    expect(parsePeriod('annee')).toBe('jour');
    expect(parsePeriod(undefined)).toBe('jour');
  });

  it('buckets paid sales by Paris day, week and month, zeros included, cancelled and unpaid left out', async () => {
    await order('2019-05-15T08:00:00Z', { paid: true, total: 10000 });
    // 00:30 on 15 May in Paris (still 14 May in UTC).
    await order('2019-05-14T22:30:00Z', { paid: true, total: 2500 });
    await order('2019-05-13T10:00:00Z', { paid: true, total: 4000 });
    await order('2019-05-15T09:00:00Z', { paid: false, total: 99999 });
    await order('2019-05-15T09:30:00Z', { paid: true, cancelled: true, total: 88888 });
    await order('2019-03-02T10:00:00Z', { paid: true, total: 7000 });

    const days = await salesByPeriod(db(), me, 'jour', NOW);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ start: '2019-05-15', orders: 2, revenueTtcCents: 12500 });
    expect(days.at(-2)).toEqual({ start: '2019-05-14', orders: 0, revenueTtcCents: 0 });
    expect(days.at(-3)).toEqual({ start: '2019-05-13', orders: 1, revenueTtcCents: 4000 });

    const weeks = await salesByPeriod(db(), me, 'semaine', NOW);
    expect(weeks).toHaveLength(12);
    // Weeks start on Monday: 13 May 2019.
    expect(weeks.at(-1)).toEqual({ start: '2019-05-13', orders: 3, revenueTtcCents: 16500 });

    const months = await salesByPeriod(db(), me, 'mois', NOW);
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toEqual({ start: '2019-05-01', orders: 3, revenueTtcCents: 16500 });
    expect(months.at(-3)).toEqual({ start: '2019-03-01', orders: 1, revenueTtcCents: 7000 });
  });

  it('ranks products and colours by quantity over the period, from the order lines', async () => {
    const varnish = randomUUID();
    const tape = randomUUID();
    await order('2019-05-10T10:00:00Z', {
      paid: true,
      total: 1,
      lines: [
        { product: varnish, name: 'Vernis 2K 1 L', quantity: 3, ttc: 2280 },
        { product: tape, name: 'Ruban de masquage', quantity: 1, ttc: 450 },
        {
          name: 'Bombe 400 ml',
          quantity: 4,
          ttc: 2100,
          colour: {
            code: 'QNG',
            name: 'Gris Platine',
            manufacturer: 'Renault',
            cssPreview: '#a7a9ac',
          },
        },
      ],
    });
    await order('2019-05-11T10:00:00Z', {
      total: 1,
      lines: [
        { product: tape, name: 'Ruban de masquage', quantity: 5, ttc: 450 },
        {
          name: 'Pot 1 L',
          quantity: 1,
          ttc: 4800,
          colour: { code: 'LY9T', name: 'Noir', manufacturer: 'Volkswagen', cssPreview: '#111' },
        },
      ],
    });
    // A cancelled order and one outside the 30 days do not count.
    await order('2019-05-11T11:00:00Z', {
      cancelled: true,
      total: 1,
      lines: [{ product: varnish, name: 'Vernis 2K 1 L', quantity: 50, ttc: 2280 }],
    });
    await order('2019-01-05T11:00:00Z', {
      paid: true,
      total: 1,
      lines: [{ product: varnish, name: 'Vernis 2K 1 L', quantity: 50, ttc: 2280 }],
    });

    const products = await topProducts(db(), me, 'jour', NOW);
    expect(products.slice(0, 2)).toEqual([
      { productId: tape, name: 'Ruban de masquage', quantity: 6, revenueTtcCents: 2700 },
      { productId: varnish, name: 'Vernis 2K 1 L', quantity: 3, revenueTtcCents: 6840 },
    ]);
    // Over 12 months the January order counts.
    expect((await topProducts(db(), me, 'mois', NOW))[0]).toMatchObject({
      productId: varnish,
      quantity: 53,
    });
    const colours = await topColours(db(), me, 'jour', NOW);
    expect(colours.map((c) => [c.code, c.manufacturer, c.quantity])).toEqual([
      ['QNG', 'Renault', 4],
      ['LY9T', 'Volkswagen', 1],
    ]);
    expect(colours[0]).toMatchObject({ swatch: '#a7a9ac', revenueTtcCents: 8400 });
  });

  it('counts promotion uses of the period, not those of cancelled orders', async () => {
    const { rows } = await db().execute<{ id: string }>(sql`
      insert into promotions (code, name, type, value) values ('STATS10', 'Dix pour cent', 'percentage', 10)
      returning id`);
    const promo = rows[0]!.id;
    for (const [at, discount, cancelled] of [
      ['2019-05-02T10:00:00Z', 500, false],
      ['2019-05-12T10:00:00Z', 700, false],
      ['2019-05-13T10:00:00Z', 800, true],
      ['2018-11-12T10:00:00Z', 900, false],
    ] as const) {
      const orderId = await order(at, { paid: !cancelled, cancelled, total: 5000 });
      await db().execute(sql`
        insert into promotion_uses (promotion_id, order_id, discount_cents, created_at)
        values (${promo}, ${orderId}, ${discount}, ${at}::timestamptz)`);
    }
    const uses = await promotionUse(db(), me, 'jour', NOW);
    expect(uses.find((u) => u.promotionId === promo)).toEqual({
      promotionId: promo,
      code: 'STATS10',
      name: 'Dix pour cent',
      uses: 2,
      discountCents: 1200,
    });
  });

  it('records a search that found nothing once per text (repeats within seconds once), without anything personal, most frequent first', async () => {
    expect(missKey('  Vert   PÉTARD  ')).toBe('vert petard');
    expect(missKey('a')).toBeNull();
    expect(missKey('')).toBeNull();
    expect(missKey('x'.repeat(500))).toHaveLength(100);

    await recordSearchMiss(db(), 'Vert Pétard');
    // Within REPEAT_SECONDS: the same search (a page rendered twice, a reload), counted once.
    await recordSearchMiss(db(), 'vert petard');
    const { rows: once } = await db().execute<{ count: number }>(
      sql`select count from search_misses where query = 'vert petard'`,
    );
    expect(once[0]!.count).toBe(1);
    // Later searches of the same text (accents and case ignored) add to it.
    await db().execute(
      sql`update search_misses set last_seen_at = last_seen_at - ${`${REPEAT_SECONDS + 1} seconds`}::interval where query = 'vert petard'`,
    );
    await recordSearchMiss(db(), 'vert petard');
    await db().execute(
      sql`update search_misses set last_seen_at = last_seen_at - ${`${REPEAT_SECONDS + 1} seconds`}::interval where query = 'vert petard'`,
    );
    await recordSearchMiss(db(), 'VERT PETARD ');
    await recordSearchMiss(db(), 'bleu schtroumpf');
    await recordSearchMiss(db(), ' ');
    const misses = await searchMisses(db(), me);
    expect(misses.slice(0, 2).map((m) => [m.query, m.count])).toEqual([
      ['vert petard', 3],
      ['bleu schtroumpf', 1],
    ]);
    const { rows } = await db().execute<{ column_name: string }>(sql`
      select column_name from information_schema.columns where table_name = 'search_misses'
      order by column_name`);
    expect(rows.map((r) => r.column_name)).toEqual([
      'count',
      'first_seen_at',
      'last_seen_at',
      'query',
    ]);
  });
});
