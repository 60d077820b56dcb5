/**
 * The admin orders list with 100,000 orders (issue 19): `listOrdersForAdmin` timed in its own
 * process for the list's usual states (bench/lib/admin-orders-timing.ts fills the database up
 * to 100,000 orders first), then `GET /admin/orders` signed in as the demo administrator under
 * 20 connections, and the dashboard (`/admin`) on the same orders. Target: p99 ≤ 250 ms per request. The bench's orders are removed afterwards.
 */
import { spawnSync } from 'node:child_process';
import { measure } from '../lib/measure';
import { sessionCookie } from '../lib/session';
import type { BenchSection } from '../types';

function timing(databaseUrl: string, extra: Record<string, string> = {}) {
  return spawnSync(
    'npx',
    ['tsx', '--import', './bench/lib/no-server-only.mjs', 'bench/lib/admin-orders-timing.ts'],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', ...extra },
      encoding: 'utf8',
    },
  );
}

export const section: BenchSection = async ({ baseUrl, databaseUrl, seconds }) => {
  const run = timing(databaseUrl);
  if (run.status !== 0) {
    console.log(
      `\nCommandes (admin) : échec (${run.stderr.trim().split('\n').slice(-3).join(' ')})`,
    );
    return;
  }
  const lines = run.stdout
    .trim()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, number | string>);
  const orders = lines.find((line) => 'orders' in line)?.orders;
  console.log(
    `\nListe des commandes de l'administration, ${orders} commandes (fonction, 1 requête à la fois) :`,
  );
  for (const line of lines.filter((l) => 'name' in l)) {
    console.log(
      `  ${String(line.name).padEnd(42)} p50 ${Number(line.p50).toFixed(1)} ms, p95 ${Number(line.p95).toFixed(1)} ms (${line.total} résultats)`,
    );
  }
  try {
    const headers = await sessionCookie(databaseUrl, 'admin@nuancier.fr');
    for (const path of [
      // The dashboard reads the same orders (today's and the month's figures, 30 days of sales).
      '/admin',
      '/admin/orders',
      '/admin/orders?statut=shipped&page=50',
      '/admin/orders?q=banc4242',
      // Lost orders and analytics read the same orders (unpaid ones; the period's sales and lines).
      '/admin/lost-orders',
      '/admin/analytics',
      '/admin/analytics?periode=mois',
    ]) {
      const page = await measure({
        url: `${baseUrl}${path}`,
        duration: seconds,
        warmup: 2,
        headers,
      });
      console.log(
        `  GET ${path.padEnd(38)} ${page.rps.toFixed(0)} req/s, p50 ${page.p50.toFixed(1)} ms, p99 ${page.p99.toFixed(1)} ms (20 connexions) — objectif p99 ≤ 250 ms${page.errors || page.unexpected ? ` (${page.errors} erreurs, ${page.unexpected} statuts inattendus)` : ''}`,
      );
    }
  } finally {
    timing(databaseUrl, { BENCH_ORDERS_CLEANUP: '1' });
  }
};
