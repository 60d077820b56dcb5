/**
 * Times the pricing function on a 20-line cart (products, variants, custom paint, varnish pen,
 * a promotion, a verified professional's prices) against DATABASE_URL. Run by
 * bench/sections/pricing.ts in its own process with the `react-server` condition (the pricing
 * modules are server-only). Prints one JSON line: { p50, p95, p99, runs }.
 */
import { sql } from 'drizzle-orm';
import { closeDb, getCheckoutDb, getDb } from '../../lib/db/client';
import { priceCartFor } from '../../lib/pricing';
import type { Caller } from '../../lib/auth/caller';

const RUNS = Number(process.env.PRICING_RUNS ?? 2000);
const pro: Caller = {
  kind: 'customer',
  userId: '00000000-0000-4000-8000-000000000001',
  email: 'bench@example.fr',
  isAdmin: false,
  isVerifiedProfessional: true,
};

async function cartLines() {
  const db = getDb();
  const products = await db.execute<{ id: string }>(
    sql`select id from products where is_active and visible_in_frontend and not has_variants
        order by md5(id::text) limit 10`,
  );
  const variants = await db.execute<{ id: string; product_id: string }>(
    sql`select v.id, v.product_id from product_variants v join products p on p.id = v.product_id
        where v.is_active and p.is_active and p.visible_in_frontend order by md5(v.id::text) limit 5`,
  );
  const colours = await db.execute<{ id: string }>(
    sql`select id from paint_colors where is_active and available_water order by md5(id::text) limit 4`,
  );
  return [
    ...products.rows.map((r) => ({ productId: r.id, variantId: null, quantity: 1 })),
    ...variants.rows.map((r) => ({ productId: r.product_id, variantId: r.id, quantity: 2 })),
    ...colours.rows.map((r, i) => ({
      productId: r.id,
      variantId: i % 2 ? 'peinture-pot:water:1' : 'peinture-bombe:standard:0.4',
      quantity: 1,
    })),
    { productId: 'stylo-vernis', variantId: 'vernis:0.02', quantity: 1 },
  ];
}

async function main() {
  const lines = await cartLines();
  if (lines.length !== 20) throw new Error(`panier de ${lines.length} lignes au lieu de 20`);
  // The pool the cart's pricing action uses.
  const db = getCheckoutDb();
  for (let i = 0; i < 200; i++) await priceCartFor(db, pro, lines, { promoCode: 'BIENVENUE10' });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const cart = await priceCartFor(db, pro, lines, { promoCode: 'BIENVENUE10' });
    times.push(performance.now() - start);
    if (cart.lines.length !== 20) throw new Error('lignes manquantes');
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(JSON.stringify({ p50: at(0.5), p95: at(0.95), p99: at(0.99), runs: RUNS }));
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
