/**
 * The admin orders list with 100,000 orders: fills DATABASE_URL up to that many orders (rows
 * made in SQL with `generate_series`, marked by their `@bench-orders.invalid` e-mails, a third
 * of them with a custom-paint line carrying a colour code), then times `listOrdersForAdmin`
 * for the list's usual states. Run by bench/sections/admin-orders.ts in its own process
 * (`server-only` mapped to an empty module). Prints one JSON line per case, then `{ orders }`.
 * `BENCH_ORDERS_CLEANUP=1` removes the bench's orders instead.
 */
import { sql } from 'drizzle-orm';
import {
  promotionUse,
  salesByPeriod,
  searchMisses,
  topColours,
  topProducts,
} from '../../lib/admin/analytics/queries';
import { lostCarts, sentReminders, unpaidOrders } from '../../lib/admin/lost-orders/queries';
import { listOrdersForAdmin, orderTableState } from '../../lib/admin/orders/queries';
import type { Admin } from '../../lib/auth/caller';
import { closeDb, getDb } from '../../lib/db/client';

const TARGET = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_ORDERS_RUNS ?? 60);
const MARK = '@bench-orders.invalid';
const admin: Admin = {
  kind: 'customer',
  userId: '00000000-0000-4000-8000-000000000001',
  email: 'bench@example.fr',
  isAdmin: true,
  isVerifiedProfessional: false,
};

async function fill() {
  const db = getDb();
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from orders`);
  const missing = TARGET - rows[0]!.n;
  if (missing <= 0) return rows[0]!.n;
  const statuses = sql.raw(
    `(array['pending','paid','processing','shipped','delivered','cancelled','refunded'])[1 + g % 7]::order_status`,
  );
  await db.execute(sql`
    insert into orders (order_number, email, status, customer, subtotal_cents, shipping_cents,
      tax_cents, total_ht_cents, total_cents, shipping_address, carrier_code, carrier_name,
      payment_method, payment_state, created_at)
    select 'NU-BENCH-' || lpad(g::text, 7, '0'), 'client' || g || ${MARK}, ${statuses},
      jsonb_build_object('firstName', 'Client', 'lastName', 'Banc' || g),
      1000 + g % 9000, 690, 300, 1700 + g % 9000, 2000 + g % 9000,
      '{"firstName":"Client","lastName":"Banc","addressLine1":"1 rue du Banc","postalCode":"69002","city":"Lyon","country":"France"}'::jsonb,
      case when g % 3 = 0 then 'chronopost' else 'colissimo' end,
      case when g % 3 = 0 then 'Chronopost' else 'Colissimo' end,
      case when g % 2 = 0 then 'card' else 'transfer' end::payment_method,
      case when g % 7 = 0 then 'pending' else 'paid' end::payment_state,
      now() - (g || ' minutes')::interval
    from generate_series(1, ${missing}) g`);
  await db.execute(sql`
    insert into order_items (order_id, name, quantity, unit_price_ht, unit_price_ttc, total_ht,
      total_ttc, is_custom_paint, colour)
    select o.id, 'Peinture sur mesure', 1, 1658, 1990, 1658, 1990, true,
      jsonb_build_object('code', 'BC' || lpad((abs(hashtext(o.id::text)) % 100000)::text, 5, '0'),
        'name', 'Teinte banc')
    from orders o
    where o.email like ${`%${MARK}`} and right(o.order_number, 1) in ('0', '3', '6')`);
  // Vacuumed as well as analyzed, as a shop's tables are: otherwise autovacuum wakes up for the
  // 100,000 new rows while the pages are measured (the dashboard, measured first, paid for it).
  await db.execute(sql`vacuum (analyze) orders, order_items, order_counts`);
  return TARGET;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(name: string, params: Record<string, string>) {
  const db = getDb();
  const state = orderTableState(params, ['colissimo', 'chronopost']);
  await timeRead(name, async () => (await listOrdersForAdmin(db, admin, state)).total);
}

/** Times one read (after one warm-up run); `read` answers the number of results. */
async function timeRead(name: string, read: () => Promise<number>) {
  await read();
  const runs: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    total = await read();
    runs.push(performance.now() - start);
  }
  runs.sort((a, b) => a - b);
  console.log(
    JSON.stringify({ name, p50: percentile(runs, 50), p95: percentile(runs, 95), total }),
  );
}

async function main() {
  if (process.env.BENCH_ORDERS_CLEANUP === '1') {
    await getDb().execute(sql`delete from orders where email like ${`%${MARK}`}`);
    return;
  }
  const orders = await fill();
  await time('première page (plus récentes)', {});
  await time('page 2000', { page: '2000' });
  await time('statut « expédiée »', { statut: 'shipped' });
  await time('paiement en attente, Chronopost, un mois', {
    paiement: 'pending',
    transporteur: 'chronopost',
    du: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
  });
  await time('recherche client « banc4242 »', { q: 'banc4242' });
  await time('recherche n° « NU-BENCH-0099999 »', { q: 'NU-BENCH-0099999' });
  await time('recherche teinte « BC12345 »', { q: 'BC12345' });
  await time('tri par total', { tri: 'total', ordre: 'desc' });
  // The lost orders' and analytics' screens read the same orders.
  const db = getDb();
  const all = (rows: unknown[]) => rows.length;
  await timeRead('commandes perdues : paniers', async () => all(await lostCarts(db, admin)));
  await timeRead('commandes perdues : impayées', async () => all(await unpaidOrders(db, admin)));
  await timeRead(
    'commandes perdues : relances',
    async () => (await sentReminders(db, admin)).totals.sent,
  );
  for (const period of ['jour', 'mois'] as const) {
    await timeRead(`statistiques (${period}) : ventes`, async () =>
      all(await salesByPeriod(db, admin, period)),
    );
    await timeRead(`statistiques (${period}) : produits`, async () =>
      all(await topProducts(db, admin, period)),
    );
    await timeRead(`statistiques (${period}) : teintes`, async () =>
      all(await topColours(db, admin, period)),
    );
    await timeRead(`statistiques (${period}) : promotions`, async () =>
      all(await promotionUse(db, admin, period)),
    );
  }
  await timeRead('statistiques : recherches sans résultat', async () =>
    all(await searchMisses(db, admin)),
  );
  console.log(JSON.stringify({ orders }));
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
