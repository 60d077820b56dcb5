/**
 * Times placing an order (lib/orders/place.ts: repricing, stock, order, lines, e-mails, in one
 * statement) with 20 buyers at once against DATABASE_URL, beside a bare transaction of the same
 * pool (the checkout's, which the order action uses) and concurrency measured in the same
 * round. Run by bench/sections/orders.ts in its own process. Each buyer orders a 5-line cart
 * (products and a variant) by bank transfer. Everything it creates is removed afterwards, and
 * the stock put back.
 * Also the CPU milliseconds each order cost this process (pricing, SQL building, the driver) and
 * the embedded Postgres server (its processes, read from /proc; null when the database is not
 * the embedded one of DATA_DIR): on a machine shared with other work, the latencies follow the
 * load, the CPU per order much less.
 * Prints one JSON line: { p50, p95, p99, orders, perSecond, bare: { p50, p95 },
 * cpuMsPerOrder: { node, postgres } }.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { closeDb, getCheckoutDb, getDb } from '../../lib/db/client';
import { placeOrder } from '../../lib/orders/place';
import { nodeCpuMs, postmasterPid, serverTreeCpuMs } from './cpu';
import { priceCartFor } from '../../lib/pricing';
import { newBuyer, orderInput } from '../../tests/support/checkout-fixtures';

const BUYERS = Number(process.env.BUYERS ?? 20);
const ORDERS_PER_BUYER = Number(process.env.ORDERS_PER_BUYER ?? 15);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function main() {
  const db = getDb();
  const { rows: products } = await db.execute<{ id: string; stock: number }>(
    sql`select id, stock_quantity as stock from products p
        where is_active and visible_in_frontend and not has_variants and not unlimited_stock
          and not contains_diisocyanates and transport_class = 'none'
          and not exists (select 1 from product_variants v where v.product_id = p.id)
        order by md5(id::text) limit 200`,
  );
  const { rows: variants } = await db.execute<{ id: string; product_id: string; stock: number }>(
    sql`select v.id, v.product_id, v.stock_quantity as stock from product_variants v
        join products p on p.id = v.product_id
        where v.is_active and p.is_active and p.visible_in_frontend and not p.unlimited_stock
          and not p.contains_diisocyanates and p.transport_class = 'none'
        order by md5(v.id::text) limit 50`,
  );
  type Line = { id: string; productId: string; variantId: string | null; quantity: number };
  const productLines: Line[] = products.map((p) => ({
    id: `${p.id}-default`,
    productId: p.id,
    variantId: null,
    quantity: 1,
  }));
  const variantLines: Line[] = variants.map((v) => ({
    id: `${v.product_id}-${v.id}`,
    productId: v.product_id,
    variantId: v.id,
    quantity: 1,
  }));
  // Each order: 4 products and a variant drawn from the pools (buyers overlap now and then,
  // as real ones do; `HOT=1`: every order the same 5 lines, the worst case for row locks).
  const hot = process.env.HOT === '1';
  let draw = 0;
  const cart = () => {
    const n = hot ? 0 : draw++;
    const pick = <T>(pool: T[], k: number) => pool[(n * 7 + k * 31) % pool.length]!;
    return [0, 1, 2, 3].map((k) => pick(productLines, k)).concat(pick(variantLines, 0));
  };
  // Enough stock for every order of the run, put back as it was at the end.
  await db.execute(sql`update products set stock_quantity = stock_quantity + 100000
    where id in (${sql.join(
      products.map((p) => sql`${p.id}::uuid`),
      sql`, `,
    )})`);
  await db.execute(sql`update product_variants set stock_quantity = stock_quantity + 100000
    where id in (${sql.join(
      variants.map((v) => sql`${v.id}::uuid`),
      sql`, `,
    )})`);
  const tag = randomUUID().slice(0, 8);
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) => newBuyer(db, `bench-commande-${tag}-${i}@example.fr`)),
  );
  try {
    // Each buyer's carts with the total the checkout page showed them (the same pricing
    // function), worked out before the clock starts: placing the order is what is timed, and
    // the buyers' earlier page views do not share this process's CPU with it.
    type Buyer = (typeof buyers)[number];
    const checkouts = new Map<Buyer, Array<{ lines: Line[]; total: number }>>();
    for (const b of buyers) {
      const carts = [];
      for (let i = 0; i <= ORDERS_PER_BUYER; i++) {
        const lines = cart();
        const priced = await priceCartFor(db, b.caller, lines, {
          country: 'FR',
          carrierCode: 'colissimo',
        });
        carts.push({ lines, total: priced.totalTtc });
      }
      checkouts.set(b, carts);
    }
    const order = async (b: Buyer) => {
      const { lines, total } = checkouts.get(b)!.shift()!;
      const start = performance.now();
      await placeOrder(getCheckoutDb(), b.caller, orderInput(b.addressId, lines, total));
      return performance.now() - start;
    };
    // Warm-up: one order each.
    await Promise.all(buyers.map((b) => order(b)));

    const bare: number[] = [];
    await Promise.all(
      buyers.map(async () => {
        for (let i = 0; i < ORDERS_PER_BUYER; i++) {
          const start = performance.now();
          await getCheckoutDb().transaction(async (tx) => {
            await tx.execute(sql`select 1`);
          });
          bare.push(performance.now() - start);
        }
      }),
    );

    const times: number[] = [];
    const postmaster = postmasterPid();
    const cpuBefore = { node: nodeCpuMs(), postgres: postmaster ? serverTreeCpuMs(postmaster) : 0 };
    const started = performance.now();
    await Promise.all(
      buyers.map(async (b) => {
        for (let i = 0; i < ORDERS_PER_BUYER; i++) {
          times.push(await order(b));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = {
      node: (nodeCpuMs() - cpuBefore.node) / times.length,
      postgres: postmaster
        ? (serverTreeCpuMs(postmaster) - cpuBefore.postgres) / times.length
        : null,
    };
    times.sort((a, b) => a - b);
    bare.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        p50: quantile(times, 0.5),
        p95: quantile(times, 0.95),
        p99: quantile(times, 0.99),
        orders: times.length,
        perSecond: times.length / seconds,
        bare: { p50: quantile(bare, 0.5), p95: quantile(bare, 0.95) },
        cpuMsPerOrder: cpu,
      }),
    );
  } finally {
    const ids = sql.join(
      buyers.map((b) => sql`${b.caller.userId}::uuid`),
      sql`, `,
    );
    await db.execute(
      sql`delete from email_outbox where to_address like ${`bench-commande-${tag}-%`}`,
    );
    await db.execute(sql`delete from orders where user_id in (${ids})`);
    await db.execute(sql`delete from addresses where user_id in (${ids})`);
    await db.execute(sql`delete from profiles where id in (${ids})`);
    await db.execute(sql`delete from users where id in (${ids})`);
    for (const p of products) {
      await db.execute(
        sql`update products set stock_quantity = ${p.stock} where id = ${p.id}::uuid`,
      );
    }
    for (const v of variants) {
      await db.execute(
        sql`update product_variants set stock_quantity = ${v.stock} where id = ${v.id}::uuid`,
      );
    }
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
