/**
 * Placing orders: `placeOrder` with 20 buyers at once (5-line carts, bank transfer), timed in
 * its own process beside a bare transaction of the same pool and concurrency (the same round).
 * The target of issue 17: p95 ≤ 100 ms on the large catalogue (`npm run bench -- --large`).
 * The /checkout page itself is measured with the per-request pages (bench/sections/per-request.ts).
 */
import { spawnSync } from 'node:child_process';
import type { BenchSection } from '../types';

export const section: BenchSection = async ({ databaseUrl, large }) => {
  const run = spawnSync(
    'npx',
    ['tsx', '--import', './bench/lib/no-server-only.mjs', 'bench/lib/order-timing.ts'],
    { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' }, encoding: 'utf8' },
  );
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  try {
    const t = JSON.parse(line) as {
      p50: number;
      p95: number;
      p99: number;
      orders: number;
      perSecond: number;
      bare: { p50: number; p95: number };
    };
    console.log(
      `\nPasser une commande, 20 acheteurs à la fois${large ? ' (grand catalogue)' : ''} : p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, p99 ${t.p99.toFixed(1)} ms, ${t.perSecond.toFixed(0)} commandes/s (${t.orders} commandes) — objectif p95 ≤ 100 ms`,
    );
    console.log(
      `  transaction nue, même pool et même concurrence : p50 ${t.bare.p50.toFixed(1)} ms, p95 ${t.bare.p95.toFixed(1)} ms`,
    );
  } catch {
    console.log(`\nCommandes : échec (${run.stderr.trim().split('\n').slice(-3).join(' ')})`);
  }
};
