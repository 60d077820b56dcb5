/**
 * The admin orders list with 100,000 orders (issue 19): `listOrdersForAdmin` timed in its own
 * process for the list's usual states (bench/lib/admin-orders-timing.ts fills the database up
 * to 100,000 orders first), then the dashboard (`/admin`) and `GET /admin/orders` (a filter and
 * page, a search) signed in as the demo administrator under 20 connections, beside the bare
 * per-request page in the same rounds, against the per-request goals (bench/sections/per-request.ts).
 * The bench's orders are removed afterwards.
 */
import { spawnSync } from 'node:child_process';
import type { BenchSection } from '../types';
import { measureBesideBarePage } from './per-request';

const ADMIN = 'admin@nuancier.fr';

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

export const section: BenchSection = async (context) => {
  const { databaseUrl, seconds } = context;
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
    await measureBesideBarePage(
      context,
      seconds,
      `Administration, ${orders} commandes : tableau de bord, commandes, paniers abandonnés, statistiques`,
      [
        // The dashboard reads the same orders (today's and the month's figures, 30 days of sales).
        { name: 'admin tableau de bord /admin', path: '/admin', signedIn: ADMIN },
        { name: 'admin /admin/orders', path: '/admin/orders', signedIn: ADMIN },
        {
          name: 'admin commandes expédiées, page 50',
          path: '/admin/orders?statut=shipped&page=50',
          signedIn: ADMIN,
        },
        { name: 'admin recherche « banc4242 »', path: '/admin/orders?q=banc4242', signedIn: ADMIN },
        // Lost orders and analytics read the same orders (unpaid ones; the period's sales and lines).
        { name: 'admin /admin/lost-orders', path: '/admin/lost-orders', signedIn: ADMIN },
        { name: 'admin /admin/analytics', path: '/admin/analytics', signedIn: ADMIN },
        {
          name: 'admin /admin/analytics?periode=mois',
          path: '/admin/analytics?periode=mois',
          signedIn: ADMIN,
        },
      ],
    );
  } finally {
    timing(databaseUrl, { BENCH_ORDERS_CLEANUP: '1' });
  }
};
