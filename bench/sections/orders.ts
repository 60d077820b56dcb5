/**
 * Placing orders (issue 17): `placeOrder` with 20 buyers at once (5-line carts, bank transfer),
 * timed in its own process (bench/lib/order-timing.ts) beside a bare transaction of the same
 * pool and concurrency measured in the same round. Each round prints p50 / p95 / p99, orders per
 * second, the bare transaction's p50 / p95 and the CPU milliseconds per order of node and of
 * Postgres; then the medians of the rounds (`--rounds`, 3 by default).
 * Target: p95 ≤ 100 ms on the large catalogue.
 *
 * The bench's database is timed (the demo catalogue; `--large`: the large one). With
 * BENCH_ORDERS_LARGE=1 a run on the demo catalogue also times the large one (loaded by
 * `npm run seed:large`: about 10 s a round). The /checkout page itself is measured with the
 * per-request pages (bench/sections/per-request.ts).
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';
import { databaseReady } from '../../scripts/lib/database';
import { median } from '../lib/measure';
import type { BenchSection } from '../types';

const P95_GOAL = 100;

type Timing = {
  p50: number;
  p95: number;
  p99: number;
  orders: number;
  perSecond: number;
  bare: { p50: number; p95: number };
  cpuMsPerOrder: { node: number; postgres: number | null };
};

function timeOnce(databaseUrl: string): Timing | string {
  const run = spawnSync(
    'npx',
    ['tsx', '--import', './bench/lib/no-server-only.mjs', 'bench/lib/order-timing.ts'],
    { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' }, encoding: 'utf8' },
  );
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line) as Timing;
  } catch {
    return run.stderr.trim().split('\n').slice(-3).join(' ');
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

function describe(t: Timing): string {
  const cpu = `CPU/commande node ${ms(t.cpuMsPerOrder.node)}${t.cpuMsPerOrder.postgres === null ? '' : `, Postgres ${ms(t.cpuMsPerOrder.postgres)}`}`;
  return `p50 ${ms(t.p50)}, p95 ${ms(t.p95)}, p99 ${ms(t.p99)}, ${t.perSecond.toFixed(0)} commandes/s — transaction nue p50 ${ms(t.bare.p50)}, p95 ${ms(t.bare.p95)} — ${cpu}`;
}

async function timeCatalogue(label: string, databaseUrl: string, rounds: number) {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  console.log(
    `\nPasser une commande, 20 acheteurs à la fois, ${label} — ${rounds === 1 ? '1 tour' : `${rounds} tours`}, charge (1/5/15 min) ${load} pour ${os.cpus().length} cœurs`,
  );
  const runs: Timing[] = [];
  for (let round = 1; round <= rounds; round++) {
    const t = timeOnce(databaseUrl);
    if (typeof t === 'string') {
      console.log(`  tour ${round} : échec (${t})`);
      continue;
    }
    runs.push(t);
    console.log(`  tour ${round} : ${describe(t)}`);
  }
  if (runs.length === 0) return;
  const p95 = median(runs.map((r) => r.p95));
  const postgres = runs.map((r) => r.cpuMsPerOrder.postgres);
  const medianTiming: Timing = {
    p50: median(runs.map((r) => r.p50)),
    p95,
    p99: median(runs.map((r) => r.p99)),
    orders: runs.reduce((sum, r) => sum + r.orders, 0),
    perSecond: median(runs.map((r) => r.perSecond)),
    bare: { p50: median(runs.map((r) => r.bare.p50)), p95: median(runs.map((r) => r.bare.p95)) },
    cpuMsPerOrder: {
      node: median(runs.map((r) => r.cpuMsPerOrder.node)),
      postgres: postgres.every((p) => p !== null) ? median(postgres as number[]) : null,
    },
  };
  console.log(
    `  médianes : ${describe(medianTiming)} — objectif p95 ≤ ${P95_GOAL} ms : ${p95 <= P95_GOAL ? 'atteint' : 'MANQUÉ'}`,
  );
}

/** The large catalogue's database, when it has been loaded (`npm run seed:large`). */
async function largeCatalogue(): Promise<string | null> {
  const url = await databaseReady({ database: 'nuancier_large', seed: false });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from products');
    return (rows[0]?.n ?? 0) >= 10_000 ? url : null;
  } finally {
    await client.end();
  }
}

export const section: BenchSection = async ({ databaseUrl, large, rounds }) => {
  await timeCatalogue(
    large ? 'grand catalogue' : 'catalogue de démonstration',
    databaseUrl,
    rounds,
  );
  if (!large && process.env.BENCH_ORDERS_LARGE === '1') {
    const url = await largeCatalogue();
    if (url) await timeCatalogue('grand catalogue', url, rounds);
    else console.log('\nGrand catalogue absent : lancer `npm run seed:large` d’abord.');
  }
};
